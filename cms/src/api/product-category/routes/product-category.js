'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site only lists and reads; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::product-category.product-category', { only: ['find', 'findOne'] });
