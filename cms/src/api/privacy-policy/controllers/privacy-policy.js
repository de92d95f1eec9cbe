'use strict';

const { factories } = require('@strapi/strapi');
const { publishedOnly } = require('../../../utils/site-controller');

// The one entry, published only (the preview token may ask for the draft), like the site's settings.
module.exports = factories.createCoreController('api::privacy-policy.privacy-policy', () => ({
  async find(ctx) {
    publishedOnly(ctx);
    return super.find(ctx);
  },
}));
