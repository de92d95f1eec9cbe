'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site reads the policy (GET /api/privacy-policy?populate=sections); editors write it in the admin panel.
module.exports = factories.createCoreRouter('api::privacy-policy.privacy-policy', { only: ['find'] });
