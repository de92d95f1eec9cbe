// @ts-check
'use strict';

/**
 * Strapi 5 Preview (free edition): the admin panel's «Vista previa» asks this handler for the
 * address of an entry on the real site. A draft gets a signed, short-lived link to the site's
 * preview door (`/_vista-previa`), which opens a preview session for that browser alone; the
 * signature is an HMAC of the path and the link's expiry with SITE_PREVIEW_SECRET, which only
 * the CMS and the site's servers hold (never a bundle, never the link itself). A published
 * version is shown as visitors see it, at its public address. Types with no page of their own
 * (categories, leads, redirects, team members) have no preview.
 */
const crypto = require('node:crypto');

/** How long a link the panel made opens a session (the panel makes a new one at each preview). */
const LINK_LIFETIME_MS = 10 * 60 * 1000;
/** The site's preview door (shell/server/preview/). */
const PREVIEW_PATH = '/_vista-previa';

/** Where each content type's entry is shown on the site, from its version (draft or published). */
const SITE_PATHS = /** @type {Record<string, (entry: any) => string | null>} */ ({
  'api::article.article': (entry) => (entry.slug ? `/blog/${entry.slug}` : null),
  'api::case.case': (entry) => `/casos-exito/${entry.id}`,
  'api::material.material': () => '/recursos',
  'api::product.product': (entry) => (entry.slug ? `/productos?producto=${encodeURIComponent(entry.slug)}` : null),
  // A marketing page, or one an editor made: at its own path (the draft's, when she is moving it).
  'api::page.page': (entry) => (typeof entry.path === 'string' && entry.path.startsWith('/') ? entry.path : null),
});

/**
 * The signature of a preview link: the site's server computes the same (shell/server/preview/preview-session.ts).
 * @param {string} secret @param {string} path @param {number} expires epoch milliseconds
 */
const signPreviewLink = (secret, path, expires) => crypto.createHmac('sha256', secret).update(`enlace\n${path}\n${expires}`).digest('hex');

/**
 * The preview link of a path: the site's door, with the path, the expiry and their signature.
 * @param {{ siteUrl: string, secret: string, now?: number }} site @param {string} path
 */
function previewLink({ siteUrl, secret, now = Date.now() }, path) {
  const expires = now + LINK_LIFETIME_MS;
  const url = new URL(PREVIEW_PATH, siteUrl);
  url.searchParams.set('ruta', path);
  url.searchParams.set('expira', String(expires));
  url.searchParams.set('firma', signPreviewLink(secret, path, expires));
  return url.href;
}

/**
 * The Preview handler of config/admin.js.
 * @param {any} strapi @param {{ siteUrl: string, secret: string }} site
 */
function previewHandler(strapi, site) {
  /** @param {string} uid @param {{ documentId: string, locale?: string, status?: 'draft' | 'published' }} params */
  return async (uid, { documentId, status = 'draft' }) => {
    const pathOf = SITE_PATHS[uid];
    if (!pathOf) return null;
    const entry = await strapi.documents(uid).findOne({ documentId, status });
    const path = entry ? pathOf(entry) : null;
    if (!path) return null;
    return status === 'published' ? new URL(path, site.siteUrl).href : previewLink(site, path);
  };
}

module.exports = { previewHandler, previewLink, signPreviewLink, SITE_PATHS, PREVIEW_PATH, LINK_LIFETIME_MS };
