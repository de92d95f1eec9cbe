import type { Category } from '@site/shared/cms';

/** The CMS's first category, meaning "no filter" on the blog and the success cases (SPEC §3). */
export const ALL_CATEGORY_NAME = 'todos';

export function isAllCategory(name: string | null): boolean {
  return name === null || name.trim().toLocaleLowerCase('es') === ALL_CATEGORY_NAME;
}

/** SPEC §4: an item belongs to a category when any of its categories has that name. */
export function inCategory(item: { categories: Category[] }, name: string | null): boolean {
  return isAllCategory(name) || item.categories.some((category) => category.name === name);
}
