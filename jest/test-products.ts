import type { Product } from '@site/shared/cms';
import { testMedia } from './test-media';

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
    images: [],
    categories: [],
    ...overrides,
  };
}

export const category = (slug: string, name = slug) => ({ id: slug.length, slug, name });

export const imagesOf = (count: number) => Array.from({ length: count }, (_, i) => testMedia(`/uploads/x-${i + 1}.webp`));
