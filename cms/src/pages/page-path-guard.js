// @ts-check
'use strict';

/**
 * A page's address, checked as the admin panel saves it (a Document Service middleware, registered
 * in src/index.js): a site path (starts with /, no ? or #, no double slash), not one the site's
 * server answers itself (files, API, media, probes: redirect-rules.js's shellOwns), nor one of a
 * page a remote draws itself (the blog, /blog/:slug, the catalogue, the contact form: the site's
 * list, site-routes.js, read at SITE_PREVIEW_URL), stored without a trailing slash. Refused with a
 * Spanish ValidationError on the `path` field. Its uniqueness is the schema's (`unique`).
 */
const { errors } = require('@strapi/utils');
const { sitePath, shellOwns } = require('../redirects/redirect-rules');
const { fetchSiteRoutes, remoteRouteOf, remoteRouteRefusal } = require('./site-routes');
const { cmsEnv } = require('../../config/env-schema');

const PAGE_UID = 'api::page.page';

/**
 * The path as stored, or the Spanish reason it is refused.
 * @param {unknown} value
 * @returns {{ path: string, error?: undefined } | { error: string, path?: undefined }}
 */
function checkPagePath(value) {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (raw === '') return { error: 'Escriba la dirección de la página, empezando con / (por ejemplo /servicios/pantallas).' };
  if (raw.includes('?') || raw.includes('#')) {
    return { error: `«${raw}» tiene ? o #: la dirección de una página es solo la ruta, sin parámetros ni anclas (por ejemplo /servicios/pantallas).` };
  }
  const path = sitePath(raw);
  if (!path) {
    return {
      error: `«${raw}» no es una ruta del sitio. Escríbala como aparece después del dominio, empezando con /, con letras, números y guiones (por ejemplo /servicios/pantallas).`,
    };
  }
  if (shellOwns(path)) {
    return { error: `«${path}» es una dirección del propio servidor del sitio (archivos, API, imágenes o sondas, o tiene un punto): elija otra.` };
  }
  return { path };
}

/** The failed reads of the site's list already warned of. @type {WeakSet<Promise<unknown>>} */
const warned = new WeakSet();

/** @param {string} message */
const refusedOnPath = (message) => new errors.ValidationError(message, { errors: [{ path: ['path'], message, name: 'ValidationError' }] });

/**
 * Why `path` is refused because a remote's page has it, or null. The site's address is the one the
 * preview opens (SITE_PREVIEW_URL); without it, or while the site does not answer, the path is
 * allowed (with a warning): the site's server still keeps a remote's page from being taken.
 * @param {any} strapi @param {string} path
 * @returns {Promise<string | null>}
 */
async function remotePageRefusal(strapi, path) {
  const siteUrl = cmsEnv().SITE_PREVIEW_URL;
  if (!siteUrl) return null;
  const reading = fetchSiteRoutes(siteUrl);
  let routes;
  try {
    routes = await reading;
  } catch (error) {
    // Once per failed read (kept a few seconds): a seed that saves many pages warns once.
    if (!warned.has(reading)) {
      warned.add(reading);
      strapi.log.warn(`[páginas] no se pudo leer la lista de páginas del sitio en ${siteUrl} (${/** @type {Error} */ (error).message}): las direcciones nuevas se aceptan sin comprobarla`);
    }
    return null;
  }
  const route = remoteRouteOf(path, routes);
  return route ? remoteRouteRefusal(path, route) : null;
}

/** @param {any} strapi */
function pagePathGuard(strapi) {
  /** @param {any} context @param {() => Promise<unknown>} next */
  return async (context, next) => {
    if (context.uid !== PAGE_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = context.params?.data ?? {};
    // An update may leave the path out (it keeps the stored one); a create must have it.
    if (context.action === 'update' && !('path' in data)) return next();
    const verdict = checkPagePath(data.path);
    if (verdict.error !== undefined) throw refusedOnPath(verdict.error);
    // A page keeps the address it has (the panel sends it with every save), even one a release took
    // since: only a new address is checked against the remotes' pages.
    const documentId = context.action === 'update' ? context.params?.documentId : undefined;
    const kept = documentId ? await strapi.db.query(PAGE_UID).findOne({ where: { documentId, path: verdict.path } }) : null;
    const refusal = kept ? null : await remotePageRefusal(strapi, verdict.path);
    if (refusal) throw refusedOnPath(refusal);
    context.params = { ...context.params, data: { ...data, path: verdict.path } };
    return next();
  };
}

module.exports = { pagePathGuard, checkPagePath, PAGE_UID };
