// The catalogue's view (SPEC §4): search text, selected category slug (none =
// all) and open product slug (none = grid shown). It lives in the URL's query
// string so a view can be shared, reloaded and left with the back button.

import { PRODUCT_PARAM } from '@site/shared/routes';

export interface CatalogueView {
  search: string;
  category: string | null;
  product: string | null;
}

/** Query-string names, in Spanish as the visitor sees them in the address bar. */
export const viewParams = { search: 'buscar', category: 'categoria', product: PRODUCT_PARAM } as const;

const nonEmpty = (value: string | null): string | null => (value && value.trim() ? value : null);

export function viewFromSearchParams(params: URLSearchParams): CatalogueView {
  return {
    search: params.get(viewParams.search) ?? '',
    category: nonEmpty(params.get(viewParams.category)),
    product: nonEmpty(params.get(viewParams.product)),
  };
}

/** Only what is set, in a stable order, so equal views give equal URLs. */
export function viewToSearchParams(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set(viewParams.search, view.search);
  if (view.category) params.set(viewParams.category, view.category);
  if (view.product) params.set(viewParams.product, view.product);
  return params;
}

/**
 * The query string of a view's address ('' for the whole catalogue): what its links point to, so a
 * tap before the scripts run, or without them, opens the view the server renders.
 */
export function viewSearch(view: CatalogueView): string {
  const query = viewToSearchParams(view).toString();
  return query ? `?${query}` : '';
}

/** Choosing a category (or 'Ver todos', null) closes the detail. */
export function selectCategory(view: CatalogueView, category: string | null): CatalogueView {
  return { ...view, category, product: null };
}

/** Typing a search shows its results, so an open detail closes too. */
export function changeSearch(view: CatalogueView, search: string): CatalogueView {
  return { ...view, search, product: view.search === search ? view.product : null };
}

/** 'Detalles' on the open product closes it; on any other product opens that one. */
export function toggleDetails(view: CatalogueView, slug: string): CatalogueView {
  return { ...view, product: view.product === slug ? null : slug };
}

export function closeDetails(view: CatalogueView): CatalogueView {
  return { ...view, product: null };
}

/**
 * Whether going from one view to the next deserves its own history entry:
 * opening or closing a product and changing category do; each keystroke of a
 * search only replaces the current entry.
 */
export function isNewHistoryEntry(from: CatalogueView, to: CatalogueView): boolean {
  return from.category !== to.category || from.product !== to.product;
}
