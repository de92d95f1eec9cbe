import fp from 'fastify-plugin';
import type { RemoteName } from '@site/shared/federation';
import { chooseRemotes } from '../remote-urls';
import type { LivePage } from '../site-pages/compose-site';
import { SITE_ROUTES_PATH } from './site-routes-path';

export { SITE_ROUTES_PATH };

/** A route a remote's own page has: no page an editor makes in the CMS may take its addresses. */
export interface RemoteRoute {
  /** React Router's pattern: fixed (`/contacto`) or with parameters (`/blog/:slug`). */
  path: string;
  remote: RemoteName;
}

/** What `GET /_paginas-del-sitio` answers. */
export interface SiteRoutesAnswer {
  routes: RemoteRoute[];
  /** Some remote's pages could not be read: its routes are missing from the list. */
  incomplete?: true;
}

/**
 * The routes of the live pages a remote draws itself, in the site's order: not those of the module
 * that draws the pages kept in the CMS (the page record with `editorPages`, and every page of its
 * remote with the same module), whose addresses are the CMS's own pages.
 */
export function remoteRoutesOf(live: readonly LivePage[]): RemoteRoute[] {
  const cmsModules = new Set(live.filter((page) => page.editorPages).map((page) => `${page.remote}|${page.module}`));
  return live.filter((page) => !cmsModules.has(`${page.remote}|${page.module}`)).map(({ path, remote }) => ({ path, remote }));
}

/**
 * `GET /_paginas-del-sitio`: the routes of the stable releases' own pages, as JSON, for the CMS to
 * refuse them to an editor's page as she saves it (cms/src/pages/page-path-guard.js). Public: the
 * same routes are in every page's /env.js. Never kept: a release can add or remove a page at any time.
 */
export const siteRoutesPlugin = fp(
  async (fastify) => {
    const { remotes } = fastify;
    fastify.get(SITE_ROUTES_PATH, async (request, reply) => {
      // The stable releases (no visitor's bucket), without the CMS's pages (of()'s default: none).
      const site = await remotes.sitePages.of(chooseRemotes(await remotes.sourcesFor(request), null).urls);
      const answer: SiteRoutesAnswer = { routes: remoteRoutesOf(site.live), ...(site.unknown.length > 0 ? { incomplete: true as const } : {}) };
      return reply.header('Cache-Control', 'no-cache').send(answer);
    });
  },
  { name: 'site-routes', dependencies: ['remotes'] },
);
