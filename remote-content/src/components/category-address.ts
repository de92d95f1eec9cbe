import { urlSlug } from '@site/shared/text/url-slug';
import { isAllCategory } from './category-match';

// The chosen category lives in the address (/blog?categoria=salud): a tap works before the
// scripts run and without them, the server renders the filtered list, and back undoes a choice.

/** The query parameter of the chosen category. */
export const CATEGORY_PARAM = 'categoria';

/** What another category starts again without: the blog's page of cards. */
const RESET_BY_CATEGORY = ['pagina'];

/** The slug of a category's address; none for 'todos', the address without the parameter. */
export function categorySlug(name: string | null): string | null {
  return name === null || isAllCategory(name) ? null : urlSlug(name);
}

/**
 * The category the address names, of the CMS's `names` in their order: the first one ('todos',
 * SPEC §3) when it names none, or one the CMS does not know (an old link); null when there are none.
 */
export function categoryOfAddress(names: readonly string[], search: URLSearchParams): string | null {
  const slug = search.get(CATEGORY_PARAM);
  return names.find((name) => slug !== null && urlSlug(name) === slug) ?? names[0] ?? null;
}

/** The query string of the same address in another category: its other parameters kept (a search), its page dropped. */
export function categorySearch(current: URLSearchParams, name: string | null): string {
  const next = new URLSearchParams();
  const slug = categorySlug(name);
  // The category first, as the materials' search form sends it: /recursos?categoria=retail&buscar=guía.
  if (slug) next.set(CATEGORY_PARAM, slug);
  for (const [param, value] of current) {
    if (param !== CATEGORY_PARAM && !RESET_BY_CATEGORY.includes(param)) next.append(param, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
