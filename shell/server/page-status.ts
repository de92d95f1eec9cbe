import { articleBySlugQuery, caseByIdQuery, productsQuery } from '@site/shared/cms/cms-queries';
import { isCmsSlug } from '@site/shared/cms/content-api-contract';
import type { NotFoundRead } from '@site/shared/pages';
import { PRODUCT_PARAM } from '@site/shared/routes';
import { runQuery, type CmsReader } from './cms-reader';
import type { ComposedSite, RouteMatch } from './site-pages/compose-site';

/** The reads a page record can name to decide its 404: true when the CMS has the entry. */
const foundBy: Record<NotFoundRead, (params: Record<string, string>, search: URLSearchParams, cms: CmsReader) => Promise<boolean>> = {
  article: async ({ slug = '' }, _search, cms) => isCmsSlug(slug) && (await runQuery(cms, articleBySlugQuery(slug))) !== null,
  successCase: async ({ id = '' }, _search, cms) => /^[1-9][0-9]{0,9}$/.test(id) && (await runQuery(cms, caseByIdQuery(Number(id)))) !== null,
  // Only a link to one product (?producto=) can miss; the catalogue itself is always there.
  product: async (_params, search, cms) => {
    const product = search.get(PRODUCT_PARAM);
    return !product || (await runQuery(cms, productsQuery)).some((item) => item.slug === product);
  },
};

export type PageStatus = 200 | 404 | 503;

/**
 * The HTTP status of a page: 404 for a path no live page serves, and for an article, success
 * case or product the content service does not have (a crawler must not index "not found" pages
 * as content); 503 when that cannot be known: the content service is down and nothing is cached,
 * or a path no page serves while a remote's pages could not be read (it may be one of theirs).
 */
export async function pageStatus(site: ComposedSite, pathname: string, search: URLSearchParams, cms: CmsReader): Promise<PageStatus> {
  const match = site.match(pathname);
  if (match) return statusOfMatch(match, search, cms);
  return site.unknown.length > 0 ? 503 : 404;
}

/** The status of a page whose route is known (the read that decides its 404, if it has one). */
export async function statusOfMatch(match: Pick<RouteMatch, 'page' | 'params'>, search: URLSearchParams, cms: CmsReader): Promise<PageStatus> {
  // The same reads as the page's own (one answer in the reader's cache serves both).
  const read = match.page.notFoundUnless;
  if (!read) return 200;
  try {
    return (await foundBy[read](match.params, search, cms)) ? 200 : 404;
  } catch {
    return 503;
  }
}
