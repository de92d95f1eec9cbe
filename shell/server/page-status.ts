import { articleBySlugQuery, caseByIdQuery, productsQuery } from '@site/shared/cms/cms-queries';
import { isCmsSlug } from '@site/shared/cms/content-api-contract';
import { pageRecords, type PageRecord } from '@site/shared/routes';
import { routeTable, type RemoteRoute } from '@site/shared/route-table';
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

function segmentsOf(pathname: string): string[] {
  // A trailing slash names the same page, as in the browser's router.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.split('/').slice(1);
}

/** The route of the shell's route table a path belongs to, with its parameters decoded. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  // The route table is the page records in their order: route i is record i.
  for (const [index, route] of routeTable.entries()) {
    const record = pageRecords[index] as PageRecord;
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { route, record, params };
  }
  return null;
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
  if (!match) return 404;
  // The same reads as the page's own (one answer in the reader's cache serves both).
  if (!('notFoundUnless' in match.record)) return 200;
  try {
    return (await foundBy[match.record.notFoundUnless](match.params, search, cms)) ? 200 : 404;
  } catch {
    return 503;
  }
}
