// @ts-check
'use strict';

/**
 * A page's address, checked as the admin panel saves it (a Document Service middleware, registered
 * in src/index.js): a site path (starts with /, no ? or #, no double slash), not one the site's
 * server answers itself (files, API, media, probes: redirect-rules.js's shellOwns), stored without
 * a trailing slash. Refused with a Spanish ValidationError on the `path` field. Its uniqueness is
 * the schema's (`unique`).
 */
const { errors } = require('@strapi/utils');
const { sitePath, shellOwns } = require('../redirects/redirect-rules');

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

/** @param {any} _strapi */
function pagePathGuard(_strapi) {
  /** @param {any} context @param {() => Promise<unknown>} next */
  return async (context, next) => {
    if (context.uid !== PAGE_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = context.params?.data ?? {};
    // An update may leave the path out (it keeps the stored one); a create must have it.
    if (context.action === 'update' && !('path' in data)) return next();
    const verdict = checkPagePath(data.path);
    if (verdict.error !== undefined) {
      throw new errors.ValidationError(verdict.error, { errors: [{ path: ['path'], message: verdict.error, name: 'ValidationError' }] });
    }
    context.params = { ...context.params, data: { ...data, path: verdict.path } };
    return next();
  };
}

module.exports = { pagePathGuard, checkPagePath, PAGE_UID };
