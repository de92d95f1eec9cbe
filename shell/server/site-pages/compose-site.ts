import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import type { MenuPlacement, PublishedPage } from '@site/shared/pages';
// The server's own matcher: the browser's shared router module carries no matcher it never uses.
// eslint-disable-next-line no-restricted-imports
import { matchRoutes } from 'react-router-dom';
import { menuGroupLabels, type MenuGroupId } from '../../src/layout/navigation/menu-groups';
import type { SiteMenuEntry, SiteNavigation } from '../../src/layout/navigation/site-navigation';
import { HEALTH_PATH, READY_PATH } from '../probes';
import { DEFERRED_STYLES_PATH } from '../deferred-styles';
import { PREVIEW_PATH } from '../preview/preview-session';
import { SITE_ROUTES_PATH } from '../plugins/site-routes-path';

/** A page of a live release, with the remote that serves it. */
export type LivePage = PublishedPage & { remote: RemoteName };

export interface RouteMatch {
  page: LivePage;
  params: Record<string, string>;
}

/** A page an editor made in the CMS, as the shell routes it (its entry in the CMS's index of published pages). */
export interface EditorPage {
  path: string;
  noindex: boolean;
  menus: readonly MenuPlacement[];
}

/** The addresses an editor's page may have: fixed paths, without a route's parameters. */
const EDITOR_PAGE_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** The site as one visitor's live releases make it. */
export interface ComposedSite {
  /** What the browser gets with the page: the routes and the menus. */
  navigation: SiteNavigation;
  /** Every live page, remote by remote, each in its record's order. */
  live: LivePage[];
  /** Remotes whose pages could not be read: a path no other remote serves may be one of theirs. */
  unknown: RemoteName[];
  /** The page a path belongs to, with its parameters decoded, by React Router's own matcher (as the browser's router). */
  match(pathname: string): RouteMatch | null;
}

/**
 * Paths the shell answers itself (files, probes, the CMS's proxy, deferred styles, the list of the
 * remotes' routes): no remote's page may take one, nor an editor's redirect (the CMS keeps the same
 * list: cms/src/redirects/redirect-rules.js).
 */
export const SHELL_PREFIXES = ['/api', '/uploads', '/assets', DEFERRED_STYLES_PATH.replace(/\/$/, ''), HEALTH_PATH, READY_PATH, '/remotes', '/releases', PREVIEW_PATH, SITE_ROUTES_PATH];

/** Whether the shell itself answers at `path` (or under it). */
export const shellOwns = (path: string): boolean =>
  path.includes('.') || SHELL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A route's shape: two routes of one shape match the same addresses (`/blog/:slug` and `/blog/:id`). */
export const routeShape = (path: string): string => path.replace(/:[A-Za-z]+/g, ':');

export const isMenuGroup = (id: string): id is MenuGroupId => Object.hasOwn(menuGroupLabels, id);

/**
 * Why a live page cannot join the site beside the pages taken before it (by an earlier remote, or
 * the shell), or null. The release check refuses such a release; at run time the page is left out.
 */
export function conflictOf(page: LivePage, taken: ReadonlyMap<string, LivePage>): string | null {
  if (shellOwns(page.path)) return `remote ${page.remote}, ${page.path}: la ruta es de la shell`;
  const other = taken.get(routeShape(page.path));
  if (other) return `remote ${page.remote}, ${page.path}: la ruta ya es de remote ${other.remote} (${other.path})`;
  return null;
}

/**
 * The pages editors made in the CMS, served by the live page that declares `editorPages` (its
 * remote and module), at every path no remote's route matches and not the shell's: a remote's
 * page keeps its address (the CMS refuses such a path; an entry from before a release took it waits
 * here). The CMS's own entries at a remote's fixed paths (the marketing pages) are that remote's.
 */
function editorPagesOf(editorPages: readonly EditorPage[], server: LivePage, remotePages: readonly LivePage[]): LivePage[] {
  // Matched as the router matches: /blog/novedades is the article page's (/blog/:slug), not free.
  const remoteRoutes = remotePages.map((page, index) => ({ path: page.path, id: String(index) }));
  return editorPages
    .filter(({ path }) => EDITOR_PAGE_PATH.test(path) && !shellOwns(path) && matchRoutes(remoteRoutes, path) === null)
    .map(({ path, noindex, menus }, index) => ({
      key: `editorPage${index}`,
      path,
      module: server.module,
      remote: server.remote,
      sitemap: noindex ? 'none' : 'page',
      ...(menus.length > 0 ? { menus: [...menus] } : {}),
      ...(noindex ? { noindex } : {}),
    }));
}

/**
 * A remote's page that the CMS keeps (its record names the module that draws the CMS's pages, at a
 * path the CMS has a page for) takes its menu entries and `noindex` from the CMS, as an editor set
 * them; its record's stand while the CMS cannot say.
 */
function keptInCms(live: LivePage[], server: LivePage, editorPages: readonly EditorPage[]): void {
  const byPath = new Map(editorPages.map((page) => [page.path, page]));
  live.forEach((page, index) => {
    const kept = page.remote === server.remote && page.module === server.module ? byPath.get(page.path) : undefined;
    if (!kept) return;
    const record: LivePage = { ...page };
    delete record.menus;
    delete record.noindex;
    live[index] = { ...record, ...(kept.menus.length > 0 ? { menus: [...kept.menus] } : {}), ...(kept.noindex ? { noindex: true, sitemap: 'none' as const } : {}) };
  });
}

/**
 * The site of the given releases' pages (`pages.json`, by remote; null where it could not be
 * read) and of the pages editors published in the CMS (null while the CMS cannot say): the
 * routes, the header's and footer's menus (each group of the shell, its entries by their
 * `order`), and the matcher of the server's page routes. A page whose route another remote or
 * the shell already has is left out and reported.
 */
export function composeSite(
  published: Partial<Record<RemoteName, readonly PublishedPage[] | null>>,
  report: (problem: string) => void = () => undefined,
  editorPages: readonly EditorPage[] | null = [],
): ComposedSite {
  const live: LivePage[] = [];
  const unknown: RemoteName[] = [];
  const taken = new Map<string, LivePage>();
  for (const remote of REMOTE_NAMES) {
    const pages = published[remote];
    if (pages === undefined) continue;
    if (pages === null) {
      unknown.push(remote);
      continue;
    }
    for (const record of pages) {
      const page: LivePage = { ...record, remote };
      const conflict = conflictOf(page, taken);
      if (conflict) {
        report(conflict);
        continue;
      }
      // Two routes of one page (/ and /home) are two records of one module.
      taken.set(routeShape(page.path), page);
      live.push(page);
    }
  }
  const editorPagesServer = live.find((page) => page.editorPages);
  if (editorPagesServer && editorPages === null) {
    // Unknown while the CMS cannot say: a path no other page has may be an editor's (503, not 404).
    if (!unknown.includes(editorPagesServer.remote)) unknown.push(editorPagesServer.remote);
  } else if (editorPagesServer && editorPages) {
    keptInCms(live, editorPagesServer, editorPages);
    live.push(...editorPagesOf(editorPages, editorPagesServer, live));
  }

  const placed = live.flatMap((page, index) =>
    (page.menus ?? []).map((placement) => ({ placement, index, href: page.path })),
  );
  for (const { placement, href } of placed) if (!isMenuGroup(placement.group)) report(`${href}: el grupo de menú ${placement.group} no existe`);
  const menus = Object.entries(menuGroupLabels).map(([id, label]) => ({
    id,
    label,
    entries: placed
      .filter(({ placement }) => placement.group === id)
      .sort((a, b) => a.placement.order - b.placement.order || a.index - b.index)
      .map(({ placement: { title, description, icon }, href }): SiteMenuEntry => ({ title, description, icon, href })),
  }));

  const routes = live.map(({ path, remote, module, noindex }) => ({ path, remote, module, ...(noindex ? { noindex } : {}) }));
  const routerRoutes = live.map((page, index) => ({ path: page.path, id: String(index) }));
  return {
    navigation: { routes, menus, ...(unknown.length > 0 ? { incomplete: true } : {}) },
    live,
    unknown,
    match(pathname) {
      const [found] = matchRoutes(routerRoutes, pathname) ?? [];
      const page = found ? live[Number(found.route.id)] : undefined;
      if (!found || !page) return null;
      const params = Object.fromEntries(
        Object.entries(found.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '*'),
      );
      return { page, params };
    },
  };
}
