'use strict';

/**
 * Lists come in the order the content was created (oldest first) unless the caller sorts:
 * the seed's order is the order on the site, and the first category is always 'todos'.
 * Strapi 5 gives a document a new row id each time it is published again, but keeps its
 * createdAt, so createdAt is the stable key; the id breaks ties inside one millisecond.
 */
const DEFAULT_SORT = ['createdAt:asc', 'id:asc'];
/** Lists an editor orders by hand (an `order` field: client logos, partners), then as created. */
const BY_ORDER = ['order:asc', ...DEFAULT_SORT];

function withDefaultSort(ctx, sort = DEFAULT_SORT) {
  if (ctx.query.sort === undefined) {
    ctx.query = { ...ctx.query, sort };
  }
}

module.exports = { withDefaultSort, DEFAULT_SORT, BY_ORDER };
