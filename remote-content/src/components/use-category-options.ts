import type { Category } from '@site/shared/cms';
import { useSearchParams } from '@site/shared/router';
import { categoryLabel, type FilterOption } from './category-filter';
import { categoryOfAddress, categorySearch } from './category-address';

/** The CMS's categories as filter links, and the one the address chose. */
export interface CategoryOptions {
  options: FilterOption[];
  selected: string | null;
}

/**
 * The filter's links from the CMS's categories (SPEC §2.14, §2.17, §2.20): the one the address
 * names (?categoria=) is selected, else the first ('todos').
 */
export function categoryOptions(names: readonly string[], search: URLSearchParams): CategoryOptions {
  return {
    options: names.map((name) => ({ value: name, label: categoryLabel(name), search: categorySearch(search, name) })),
    selected: categoryOfAddress(names, search),
  };
}

export function useCategoryOptions(categories: readonly Category[]): CategoryOptions {
  const [search] = useSearchParams();
  return categoryOptions(
    categories.map((category) => category.name),
    search,
  );
}
