import type { ArticleSummary } from '@site/shared/cms';
import { isAllCategory } from '../../components/category-match';

/** The query parameter of the page of cards shown: /blog?pagina=3. */
export const PAGE_PARAM = 'pagina';

/** The page of cards the address asks for: 1 unless `?pagina=` names a page number. */
export function pageOf(search: URLSearchParams): number {
  const raw = search.get(PAGE_PARAM) ?? '';
  return /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : 1;
}

/** The query string of a page of cards, in the address's category (the first page has no number). */
export function pageSearch(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams(current);
  next.delete(PAGE_PARAM);
  if (page !== 1) next.set(PAGE_PARAM, String(page));
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The category the CMS filters by: none for 'todos' (SPEC §4). */
export function categoryFilterOf(selected: string | null): string | null {
  return isAllCategory(selected) ? null : selected;
}

/** A page's cards without the featured article, which is shown above the grid whatever the filter (SPEC §4). */
export function withoutFeatured(articles: ArticleSummary[], featured: ArticleSummary | null): ArticleSummary[] {
  return featured === null ? articles : articles.filter((article) => article.id !== featured.id);
}
