// @ts-check
'use strict';

/**
 * The routes of the pages the site's remotes draw themselves (the blog, an article at /blog/:slug,
 * the catalogue, the contact form…), as the site's server lists them at `/_paginas-del-sitio`
 * (shell/server/plugins/site-routes.ts): an editor's page may not take one of their addresses
 * (page-path-guard.js). The pages kept in the CMS are not in the list. Read with a short timeout,
 * and kept a few seconds: an editor saving several pages asks the site once.
 */

/** The site's list of its remotes' routes (the shell keeps it among its own paths, SHELL_PREFIXES). */
const SITE_ROUTES_PATH = '/_paginas-del-sitio';
const TIMEOUT_MS = 2_000;
const KEEP_MS = 10_000;

/** @typedef {{ path: string, remote: string }} SiteRoute */

/** @type {Map<string, { at: number, routes: Promise<SiteRoute[]> }>} */
const kept = new Map();

/**
 * The routes of the site's answer, or an error when it is no list of routes.
 * @param {unknown} body
 * @returns {SiteRoute[]}
 */
function routesOf(body) {
  const routes = body && typeof body === 'object' ? /** @type {{ routes?: unknown }} */ (body).routes : undefined;
  if (!Array.isArray(routes)) throw new Error('la respuesta no trae la lista de rutas');
  return routes.filter(
    /** @returns {route is SiteRoute} */
    (route) => typeof route?.path === 'string' && route.path.startsWith('/') && typeof route.remote === 'string',
  );
}

/**
 * The site's remotes' routes, read from `siteUrl` (its public address), or the same read as in
 * the last KEEP_MS (the same promise). Rejects when the site does not answer within TIMEOUT_MS or
 * answers no list; a failure is kept as long, so a site that hangs delays one save, not each.
 * @param {string} siteUrl
 * @param {{ now?: () => number }} [options]
 * @returns {Promise<SiteRoute[]>}
 */
function fetchSiteRoutes(siteUrl, { now = Date.now } = {}) {
  const url = new URL(SITE_ROUTES_PATH, siteUrl).href;
  const found = kept.get(url);
  if (found && now() - found.at < KEEP_MS) return found.routes;
  const routes = (async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`respuesta ${response.status}`);
    return routesOf(await response.json());
  })();
  // Handled by whoever awaits it; this keeps a failure no one awaits from being unhandled.
  routes.catch(() => undefined);
  kept.set(url, { at: now(), routes });
  return routes;
}

/** Forgets the routes kept (tests). */
const forgetSiteRoutes = () => kept.clear();

/** @param {string} path */
const segmentsOf = (path) => path.split('/').filter((segment) => segment !== '');

/** @param {string} segment */
function decoded(segment) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Whether `path` is an address of the route `pattern`, as React Router matches the site's routes:
 * a `:parameter` is exactly one segment that is not empty, any other segment is itself (letter
 * case aside); a trailing slash does not count. The site's routes have no splats (`*`).
 * @param {string} pattern @param {string} path
 */
function routeMatches(pattern, path) {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') || decoded(segment) === decoded(given[index] ?? ''));
}

/**
 * The remote's route whose page is at `path`, or null.
 * @param {string} path @param {readonly SiteRoute[]} routes
 * @returns {SiteRoute | null}
 */
const remoteRouteOf = (path, routes) => routes.find((route) => routeMatches(route.path, path)) ?? null;

/** What each remote's pages are, for an editor. */
const SECTIONS = /** @type {Record<string, string>} */ ({
  marketing: 'las páginas de marketing',
  content: 'el blog, los casos de éxito y los recursos',
  catalogue: 'el catálogo de productos',
  tools: 'el contacto y las firmas de correo',
});

/**
 * Why `path` is refused to an editor's page: a remote's page is there (its route named when it has parameters).
 * @param {string} path @param {SiteRoute} route
 */
function remoteRouteRefusal(path, route) {
  const section = SECTIONS[route.remote] ?? `la sección ${route.remote}`;
  const where = route.path.includes(':') ? `${section}: ${route.path.replace(/:[^/]+/g, '…')}` : section;
  return `«${path}» es la dirección de una página del sitio (${where}): elija otra.`;
}

module.exports = { fetchSiteRoutes, forgetSiteRoutes, remoteRouteOf, remoteRouteRefusal, SITE_ROUTES_PATH, KEEP_MS, TIMEOUT_MS };
