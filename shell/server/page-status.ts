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

/**
 * What a page's route says of it before it renders: its page is there (`found`), is not (`missing`:
 * no live page serves the path, or the CMS has no such article, case or product), or cannot be
 * known (`unknown`: the CMS is down with nothing cached, or a remote's pages could not be read and
 * the path may be one of theirs).
 */
export type RouteVerdict = 'found' | 'missing' | 'unknown';

/**
 * The verdict on a route the caller matched once (`match`, null for none) in `site`, by the read
 * that decides its 404 if it has one: the same read as the page's own (one answer in the reader's
 * cache serves both).
 */
export async function routeVerdict(
  match: Pick<RouteMatch, 'page' | 'params'> | null,
  site: Pick<ComposedSite, 'unknown'>,
  search: URLSearchParams,
  cms: CmsReader,
): Promise<RouteVerdict> {
  if (!match) return site.unknown.length > 0 ? 'unknown' : 'missing';
  const read = match.page.notFoundUnless;
  if (!read) return 'found';
  try {
    return (await foundBy[read](match.params, search, cms)) ? 'found' : 'missing';
  } catch {
    return 'unknown';
  }
}

/** What a page's status is decided from: its route's verdict, a form's answer, and what the render could load and read. */
export interface PageFacts {
  route: RouteVerdict;
  /** The status a form's answer carries (a post refused or taken), whatever the route says. */
  formStatus?: number;
  /** The route's remote page could not be loaded: its fallback is rendered. */
  pageFailed: boolean;
  /** A read the page cannot stand without went unanswered (the empty state is rendered). */
  cmsIncomplete: boolean;
}

/**
 * A page's HTTP status, decided here alone, once per render: 404 for a missing page (a crawler must
 * not index "not found" as content), 503 when it cannot be known, when the remote's page did not
 * load or the CMS gave none of its content (crawlers must not index the empty page either), else
 * 200 or the form's own status.
 */
export function pageStatus({ route, formStatus, pageFailed, cmsIncomplete }: PageFacts): number {
  const status = formStatus ?? ROUTE_STATUS[route];
  return status === 200 && (pageFailed || cmsIncomplete) ? 503 : status;
}

const ROUTE_STATUS: Record<RouteVerdict, 200 | 404 | 503> = { found: 200, missing: 404, unknown: 503 };
