'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site reads the one entry; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::site-setting.site-setting', { only: ['find'] });
