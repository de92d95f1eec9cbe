'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site only lists and reads; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::page.page', { only: ['find', 'findOne'] });
