'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site only lists and reads; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::product.product', { only: ['find', 'findOne'] });
