// @ts-check
'use strict';

/**
 * A published page that moves keeps its old address working: when publishing changes the address
 * of an entry the site shows at a path of its own (an article at /blog/<slug>), a permanent
 * redirect from the old path to the new one is made in the same transaction. So no chain forms,
 * redirects that led to the old path now lead to the new one, and a redirect from the new path
 * (the page is back there) is removed. A Document Service middleware, registered in src/index.js.
 */
const { REDIRECT_UID } = require('./redirect-guard');

/** Content types published at a path of their own, and that path. */
const PATHS_OF = /** @type {Record<string, (entry: any) => string | null>} */ ({
  'api::article.article': (entry) => (entry?.slug ? `/blog/${entry.slug}` : null),
  'api::page.page': (entry) => (typeof entry?.path === 'string' && entry.path !== '' ? entry.path : null),
});

/** @param {any} context */
function publishes(context) {
  if (context.action === 'publish') return true;
  return context.action === 'update' && context.params?.status === 'published';
}

/**
 * The path the published version of a document has now, or null (never published).
 * @param {any} strapi @param {string} uid @param {string} documentId
 */
async function publishedPath(strapi, uid, documentId) {
  const entry = await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $notNull: true } } });
  return PATHS_OF[uid]?.(entry) ?? null;
}

/**
 * Makes `from` lead to `to`, keeping the list free of chains and loops.
 * @param {any} strapi @param {string} from @param {string} to @param {string} why
 */
async function redirectMove(strapi, from, to, why) {
  const redirects = strapi.db.query(REDIRECT_UID);
  await redirects.deleteMany({ where: { from: to } });
  await redirects.updateMany({ where: { to: from, external: false }, data: { to } });
  const existing = await redirects.findOne({ where: { from } });
  if (existing) await redirects.update({ where: { id: existing.id }, data: { to, external: false, permanent: true, note: why } });
  else {
    // Through the Document Service, so the row is a document the admin panel lists and edits; the
    // guard passes it (the steps above left no chain or twin).
    await strapi.documents(REDIRECT_UID).create({ data: { from, to, permanent: true, external: false, note: why } });
  }
}

/** @param {any} strapi */
function redirectOnMove(strapi) {
  /** @param {any} context @param {() => Promise<any>} next */
  return async (context, next) => {
    if (!PATHS_OF[context.uid] || !publishes(context)) return next();
    const documentId = context.params?.documentId;
    if (!documentId) return next();
    return strapi.db.transaction(async () => {
      const before = await publishedPath(strapi, context.uid, documentId);
      const result = await next();
      const after = await publishedPath(strapi, context.uid, documentId);
      if (before && after && before !== after) {
        await redirectMove(strapi, before, after, `Creada automáticamente: la página pasó de ${before} a ${after} al publicarse.`);
        strapi.log.info(`[redirecciones] ${before} → ${after} (cambió la dirección de una página publicada)`);
      }
      return result;
    });
  };
}

module.exports = { redirectOnMove, redirectMove, PATHS_OF };
