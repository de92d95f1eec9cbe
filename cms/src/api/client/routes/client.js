'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site only lists them; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::client.client', { only: ['find', 'findOne'] });
