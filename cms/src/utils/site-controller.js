'use strict';

const { factories } = require('@strapi/strapi');
const { PREVIEW_TOKEN_NAME } = require('../bootstrap/api-token');
const { withDefaultSort } = require('./default-sort');

/**
 * The public site reads published content only, whatever a request's query says: Strapi 5's
 * content API would otherwise answer `status=draft` with unpublished entries to any token
 * that may `find`. Drafts are for editors, in the admin panel, and in its preview of the site
 * (the preview token alone).
 */
function publishedOnly(ctx) {
  // The site's preview token alone may ask for drafts (an editor's preview, shell/server/preview/).
  if (ctx.query.status === 'draft' && ctx.state?.auth?.credentials?.name === PREVIEW_TOKEN_NAME) return;
  ctx.query = { ...ctx.query, status: 'published' };
}

/** A populate the site names (`populate=pagina`) in place of the one it stands for. */
function namedPopulate(ctx, populates) {
  const name = ctx.query.populate;
  if (typeof name === 'string' && Object.hasOwn(populates, name)) ctx.query = { ...ctx.query, populate: populates[name]() };
}

/**
 * The controller of every collection the site reads: list and single entry, published only.
 * `sort`: the list's order when the caller sends none (default: the order content was created in).
 * `populates`: populates the site asks for by name, each made by its function.
 */
function siteController(uid, { sort, populates = {} } = {}) {
  return factories.createCoreController(uid, () => ({
    async find(ctx) {
      withDefaultSort(ctx, sort);
      publishedOnly(ctx);
      namedPopulate(ctx, populates);
      return super.find(ctx);
    },
    async findOne(ctx) {
      publishedOnly(ctx);
      namedPopulate(ctx, populates);
      return super.findOne(ctx);
    },
  }));
}

module.exports = { siteController, publishedOnly };
