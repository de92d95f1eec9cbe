'use strict';

const { factories } = require('@strapi/strapi');

// create: the site's server, with the write-only leads token. find: only the test-only token
// (CMS_TEST_READ_LEADS_TOKEN) may use it; no other token has the permission. Staff read leads in
// the admin panel or with `npm run leads:export`.
module.exports = factories.createCoreRouter('api::lead.lead', { only: ['create', 'find'] });
