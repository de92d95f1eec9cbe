import { articleBySlugQuery, caseByIdQuery, productsQuery } from '@site/shared/cms/cms-queries';
import { isCmsSlug } from '@site/shared/cms/content-api-contract';
import { pageRecords, type PageRecord } from '@site/shared/routes';
import { routeTable, type RemoteRoute } from '@site/shared/route-table';
// The server's own matcher: the browser's shared router module carries no matcher it never uses.
// eslint-disable-next-line no-restricted-imports
import { matchRoutes } from 'react-router-dom';
import { runQuery, type CmsReader } from './cms-reader';

export interface RouteMatch {
  route: RemoteRoute;
  /** The page record the route comes from. */
  record: PageRecord;
  params: Record<string, string>;
}

/** Pages that ask search engines not to index them (they say so in their own head tags too). */
export const noindexPaths: ReadonlySet<string> = new Set(pageRecords.filter((record) => 'noindex' in record && record.noindex).map((record) => record.path));

type NotFoundRead = Extract<PageRecord, { notFoundUnless: unknown }>['notFoundUnless'];

/** The reads a page record can name to decide its 404: true when the CMS has the entry. */
const foundBy: Record<NotFoundRead, (params: Record<string, string>, search: URLSearchParams, cms: CmsReader) => Promise<boolean>> = {
  article: async ({ slug = '' }, _search, cms) => isCmsSlug(slug) && (await runQuery(cms, articleBySlugQuery(slug))) !== null,
  successCase: async ({ id = '' }, _search, cms) => /^[1-9][0-9]{0,9}$/.test(id) && (await runQuery(cms, caseByIdQuery(Number(id)))) !== null,
  // Only a link to one product (?producto=) can miss; the catalogue itself is always there.
  product: async (_params, search, cms) => {
    const product = search.get('producto');
    return !product || (await runQuery(cms, productsQuery)).some((item) => item.slug === product);
  },
};

/** The route table as React Router reads it: each route's index is its page record's. */
const routerRoutes = routeTable.map((route, index) => ({ path: route.path, id: String(index) }));

/**
 * The route of the shell's route table a path belongs to, with its parameters decoded, by React
 * Router's own matcher (the browser's router matches the same table). The server's page routes
 * are matched by Fastify's router; this serves what names a page by its path (a deferred sheet's
 * `?ruta=`, the release check).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const [match] = matchRoutes(routerRoutes, pathname) ?? [];
  if (!match) return null;
  const index = Number(match.route.id);
  const params = Object.fromEntries(Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '*'));
  return { route: routeTable[index] as RemoteRoute, record: pageRecords[index] as PageRecord, params };
}

export type PageStatus = 200 | 404 | 503;

/**
 * The HTTP status of a page: 404 for a path no route serves, and for an
 * article, success case or product the content service does not have (a
 * crawler must not index "not found" pages as content); 503 when that cannot
 * be known because the content service is down and nothing is cached.
 */
export async function pageStatus(pathname: string, search: URLSearchParams, cms: CmsReader): Promise<PageStatus> {
  const match = matchRoute(pathname);
  return match ? statusOfMatch(match, search, cms) : 404;
}

/** The status of a page whose route is known (the read that decides its 404, if it has one). */
export async function statusOfMatch(match: Pick<RouteMatch, 'record' | 'params'>, search: URLSearchParams, cms: CmsReader): Promise<PageStatus> {
  // The same reads as the page's own (one answer in the reader's cache serves both).
  if (!('notFoundUnless' in match.record)) return 200;
  try {
    return (await foundBy[match.record.notFoundUnless](match.params, search, cms)) ? 200 : 404;
  } catch {
    return 503;
  }
}
