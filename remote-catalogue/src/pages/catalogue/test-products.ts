import type { Product } from '@site/shared/cms';

/** A product for tests: every optional field empty unless given. */
export function testProduct(slug: string, overrides: Partial<Product> = {}): Product {
  return {
    id: slug.length * 1000 + slug.charCodeAt(0),
    slug,
    name: slug,
    brand: null,
    description: `Descripción de ${slug}`,
    resolution: null,
    glow: null,
    system: null,
    operation: null,
    features: [],
    displaySizes: [],
    imagesUrl: [],
    categories: [],
    ...overrides,
  };
}

export const category = (slug: string, name = slug) => ({ id: slug.length, slug, name });

export const imagesOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, url: `/media/productos/x-${i + 1}.webp` }));
