import { articleBySlugQuery, caseByIdQuery, productsQuery } from '@site/shared/cms/cms-queries';
import { isCmsSlug } from '@site/shared/cms/content-api-contract';
import { paths, routePatterns } from '@site/shared/routes';
import { routeTable, type RemoteRoute } from '@site/shared/route-table';
import { runQuery, type CmsReader } from './cms-reader';

export interface RouteMatch {
  route: RemoteRoute;
  params: Record<string, string>;
}

/** Pages that ask search engines not to index them (they say so in their own head tags too). */
export const noindexPaths: ReadonlySet<string> = new Set([paths.contactSuccess, paths.signatures]);

function segmentsOf(pathname: string): string[] {
  // A trailing slash names the same page, as in the browser's router.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.split('/').slice(1);
}

/** The route of the shell's route table a path belongs to, with its parameters decoded. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const route of routeTable) {
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
    if (matches) return { route, params };
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
  try {
    if (match.route.path === routePatterns.article) {
      const slug = match.params.slug ?? '';
      return isCmsSlug(slug) && (await runQuery(cms, articleBySlugQuery(slug))) !== null ? 200 : 404;
    }
    if (match.route.path === routePatterns.successCase) {
      const id = match.params.id ?? '';
      if (!/^[1-9][0-9]{0,9}$/.test(id)) return 404;
      return (await runQuery(cms, caseByIdQuery(Number(id)))) !== null ? 200 : 404;
    }
    const product = search.get('producto');
    if (match.route.path === paths.products && product) {
      return (await runQuery(cms, productsQuery)).some((item) => item.slug === product) ? 200 : 404;
    }
  } catch {
    return 503;
  }
  return 200;
}
