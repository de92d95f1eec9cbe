import type { Product, ProductCategory } from '@site/shared/cms';
import { matchesSearch } from '@site/shared/text/search-text';

/**
 * SPEC §4–5: the selected category (none = all) and a case-insensitive
 * substring of the product's name only (accents ignored too).
 */
export function filterProducts(products: readonly Product[], search: string, category: string | null): Product[] {
  return products.filter(
    (product) =>
      (category === null || product.categories.some((item) => item.slug === category)) && matchesSearch(product.name, search),
  );
}

/** The heading above the results: the search, else the category's name, else all. */
export function resultsHeading(search: string, category: ProductCategory | null): string {
  const text = search.trim();
  if (text) return `Resultados para "${text}"`;
  return category ? category.name : 'Todos los productos';
}

export function resultsCount(count: number): string {
  return count === 1 ? '1 producto' : `${count} productos`;
}
