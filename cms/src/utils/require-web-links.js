// @ts-check
'use strict';

/**
 * The links editors type for the site (the settings' WhatsApp and customer-portal links and social
 * networks, a partner's website) are checked as they are saved, by a Document Service middleware
 * registered in src/index.js: a complete http(s) address, or mailto: for the e-mail network. The
 * site renders a link only through safeHref/mailtoHref anyway; this tells the editor at once, in
 * Spanish, instead of the link silently missing from the page. An update carrying only some fields
 * checks those it carries.
 */
const { errors } = require('@strapi/utils');

/**
 * Where each type keeps its links: a field name, and its label for the message.
 * @type {Record<string, Array<{ field: string, label: string }>>}
 */
const LINK_FIELDS = {
  'api::site-setting.site-setting': [
    { field: 'whatsappUrl', label: 'El enlace de WhatsApp' },
    { field: 'customerPortalUrl', label: 'La dirección del portal de clientes' },
  ],
  'api::partner.partner': [{ field: 'url', label: 'El sitio web del socio' }],
};
const SOCIAL_LINKS = { uid: 'api::site-setting.site-setting', field: 'socialLinks' };

const EMAIL = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;

/**
 * True for a complete http: or https: address with a host (nothing to run, nothing relative).
 * @param {unknown} value
 */
function isWebUrl(value) {
  if (typeof value !== 'string' || value !== value.trim() || value === '') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True for `mailto:` and one address. @param {unknown} value */
function isMailto(value) {
  return typeof value === 'string' && value.startsWith('mailto:') && EMAIL.test(value.slice('mailto:'.length));
}

/** @param {string} label */
const webMessage = (label) => `${label} debe ser una dirección web completa, que empiece por https:// (por ejemplo https://wa.me/56912345678).`;
const mailtoMessage = 'El enlace de correo debe ser mailto: seguido de una dirección, por ejemplo mailto:contacto@empresa.cl.';

/**
 * The first problem of the links in `data` (only the fields it carries), or null.
 * @param {string} uid
 * @param {Record<string, unknown>} data
 * @returns {{ path: Array<string | number>, message: string } | null}
 */
function linkProblem(uid, data) {
  for (const { field, label } of LINK_FIELDS[uid] ?? []) {
    const value = data[field];
    // Left empty: the field's own `required` speaks when publishing.
    if (value === undefined || value === null || value === '') continue;
    if (!isWebUrl(value)) return { path: [field], message: webMessage(label) };
  }
  if (uid === SOCIAL_LINKS.uid && Array.isArray(data[SOCIAL_LINKS.field])) {
    const links = /** @type {unknown[]} */ (data[SOCIAL_LINKS.field]);
    for (const [index, link] of links.entries()) {
      if (typeof link !== 'object' || link === null) continue;
      const { network, url } = /** @type {{ network?: unknown, url?: unknown }} */ (link);
      if (url === undefined || url === null || url === '') continue;
      if (network === 'email' ? !isMailto(url) : !isWebUrl(url)) {
        const message = network === 'email' ? mailtoMessage : webMessage(`La dirección de la red social n.º ${index + 1}`);
        return { path: [SOCIAL_LINKS.field, index, 'url'], message };
      }
    }
  }
  return null;
}

/** The Document Service middleware (strapi.documents.use). */
function requireWebLinks() {
  /** @param {any} context @param {() => Promise<unknown>} next */
  return async (context, next) => {
    if (!(context.uid in LINK_FIELDS) || (context.action !== 'create' && context.action !== 'update')) return next();
    const problem = linkProblem(context.uid, context.params?.data ?? {});
    if (problem) {
      throw new errors.ValidationError(problem.message, {
        errors: [{ path: problem.path, message: problem.message, name: 'ValidationError' }],
      });
    }
    return next();
  };
}

module.exports = { requireWebLinks, linkProblem, isWebUrl, isMailto };
