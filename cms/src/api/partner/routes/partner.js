'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site only lists them; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::partner.partner', { only: ['find', 'findOne'] });
