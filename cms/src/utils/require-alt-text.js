'use strict';

/**
 * Images must have an alternative text before they go public. A Document Service middleware
 * (registered in src/index.js) refuses to publish an article, case, material, product, team member, client, partner or page
 * whose images lack `alternativeText`: the author's avatar (inside the `blog.author` component),
 * the images among a case's outstandingMedia and a page's images inside its blocks (components of
 * a dynamic zone, and components nested in them) included; videos and PDFs are not checked.
 *
 * It guards every way to publish: `publish` (the admin panel's Publish button, after saving
 * the draft with `update`; bulk publish calls `publish` per document) and `create`/`update`
 * with `status: 'published'` (which publish internally, without going through `publish`'s
 * middlewares). The action runs first, inside a transaction; then the published version is
 * read back with its media and, when an image lacks alt text, a ValidationError (in Spanish,
 * naming the files) rolls the whole action back. Drafts may be saved without alt text.
 */
const { errors } = require('@strapi/utils');

const CHECKED_UIDS = new Set([
  'api::article.article',
  'api::case.case',
  'api::material.material',
  'api::product.product',
  'api::team-member.team-member',
  'api::client.client',
  'api::partner.partner',
  'api::page.page',
]);

/** Populate for every media attribute of a schema, components and dynamic zones included (recursively). */
function mediaPopulate(strapi, attributes, depth = 0) {
  const populate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') {
      populate[name] = { select: ['id', 'name', 'mime', 'alternativeText'] };
    } else if (attribute.type === 'component' && depth < 5) {
      const inner = mediaPopulate(strapi, strapi.components[attribute.component].attributes, depth + 1);
      if (Object.keys(inner).length > 0) populate[name] = { populate: inner };
    } else if (attribute.type === 'dynamiczone' && depth < 5) {
      // A dynamic zone is populated per component (`on`): only the kinds that hold media are read.
      const on = {};
      for (const uid of attribute.components) {
        const inner = mediaPopulate(strapi, strapi.components[uid].attributes, depth + 1);
        if (Object.keys(inner).length > 0) on[uid] = { populate: inner };
      }
      if (Object.keys(on).length > 0) populate[name] = { on };
    }
  }
  return populate;
}

/** Images without alternative text in an entry (with its media populated): [{ field, name }]. */
function imagesWithoutAlt(strapi, attributes, entry, prefix = '') {
  const missing = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = entry?.[name];
    if (value == null) continue;
    const values = Array.isArray(value) ? value : [value];
    if (attribute.type === 'media') {
      for (const file of values) {
        if (typeof file?.mime === 'string' && file.mime.startsWith('image/') && !file.alternativeText?.trim()) {
          missing.push({ field: `${prefix}${name}`, name: file.name });
        }
      }
    } else if (attribute.type === 'component') {
      const inner = strapi.components[attribute.component].attributes;
      for (const item of values) missing.push(...imagesWithoutAlt(strapi, inner, item, `${prefix}${name}.`));
    } else if (attribute.type === 'dynamiczone') {
      // Each item names its own component; its place in the zone is part of the field's path.
      for (const [index, item] of values.entries()) {
        const inner = strapi.components[item?.__component]?.attributes;
        if (inner) missing.push(...imagesWithoutAlt(strapi, inner, item, `${prefix}${name}.${index}.`));
      }
    }
  }
  return missing;
}

/** The Spanish message for the images lacking alt text. */
function altTextMessage(missing) {
  const names = [...new Set(missing.map((m) => m.name))].map((n) => `«${n}»`);
  if (names.length === 1) {
    return `La imagen ${names[0]} no tiene texto alternativo. Agréguelo con «Editar» sobre la imagen (o en la Biblioteca de Multimedia) y vuelva a publicar.`;
  }
  return `Las imágenes ${names.slice(0, -1).join(', ')} y ${names.at(-1)} no tienen texto alternativo. Agréguelo con «Editar» sobre cada imagen (o en la Biblioteca de Multimedia) y vuelva a publicar.`;
}

/** Throws a ValidationError when a published version of the document has an image without alt text. */
async function assertPublishedImagesHaveAlt(strapi, uid, documentId) {
  const model = strapi.getModel(uid);
  const populate = mediaPopulate(strapi, model.attributes);
  if (Object.keys(populate).length === 0) return;
  const entries = await strapi.db.query(uid).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    populate,
  });
  const missing = entries.flatMap((entry) => imagesWithoutAlt(strapi, model.attributes, entry));
  if (missing.length === 0) return;
  throw new errors.ValidationError(altTextMessage(missing), {
    errors: missing.map((m) => ({
      path: m.field.split('.'),
      message: `La imagen «${m.name}» no tiene texto alternativo.`,
      name: 'ValidationError',
    })),
  });
}

/** True when the Document Service action makes a version public. */
function publishes(context) {
  if (context.action === 'publish') return true;
  return (context.action === 'create' || context.action === 'update') && context.params?.status === 'published';
}

/** The Document Service middleware (strapi.documents.use). */
function requireAltText(strapi) {
  return async (context, next) => {
    if (!CHECKED_UIDS.has(context.uid) || !publishes(context)) return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const documentId = context.action === 'publish' ? context.params?.documentId : result?.documentId;
      if (documentId) await assertPublishedImagesHaveAlt(strapi, context.uid, documentId);
      return result;
    });
  };
}

module.exports = { requireAltText, assertPublishedImagesHaveAlt, altTextMessage, CHECKED_UIDS };
