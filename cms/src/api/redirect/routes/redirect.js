'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site's servers read the whole list; editors write in the admin panel.
module.exports = factories.createCoreRouter('api::redirect.redirect', { only: ['find', 'findOne'] });
