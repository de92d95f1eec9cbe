'use strict';

const { factories } = require('@strapi/strapi');
const { publishedOnly } = require('../../../utils/site-controller');

// The one entry, published only (a single type has no list to sort).
module.exports = factories.createCoreController('api::site-setting.site-setting', () => ({
  async find(ctx) {
    publishedOnly(ctx);
    return super.find(ctx);
  },
}));
