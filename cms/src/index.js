'use strict';

const { ensureAdminFromEnv } = require('./bootstrap/admin-user');
const { syncApiTokens } = require('./bootstrap/api-token');
const { syncSiteWebhook } = require('./bootstrap/site-webhook');
const { seedIfEmpty } = require('./seed');
const { seedTeamIfEmpty } = require('./seed/team');
const { redirectGuard } = require('./redirects/redirect-guard');
const { redirectOnMove } = require('./redirects/redirect-on-move');
const { pagePathGuard } = require('./pages/page-path-guard');
const { requireAltText } = require('./utils/require-alt-text');
const { requireWebLinks } = require('./utils/require-web-links');
const { seedSiteContentIfEmpty } = require('./seed/site-content');
const { seedPagesIfEmpty } = require('./seed/pages');
const { seedPrivacyPolicyIfEmpty } = require('./seed/privacy-policy');
const { cmsEnv } = require('../config/env-schema');

module.exports = {
  register({ strapi }) {
    // Images need alternative text to be published (drafts may lack it).
    strapi.documents.use(requireAltText(strapi));
    // The settings' and partners' links are complete http(s) addresses (mailto: for e-mail).
    strapi.documents.use(requireWebLinks());
    // Redirects are checked as they are saved, and a published page that moves gets one (src/redirects/).
    strapi.documents.use(redirectGuard(strapi));
    strapi.documents.use(redirectOnMove(strapi));
    // A page's address is a site path the server does not answer itself (src/pages/).
    strapi.documents.use(pagePathGuard(strapi));
  },

  async bootstrap({ strapi }) {
    // Tasks that load the app in their own process (scripts/export-leads.js, scripts/privacy.js)
    // must not change the running service's tokens, admin or seed: they lack its environment.
    if (cmsEnv().CMS_READ_ONLY_TASK) return;
    await syncApiTokens(strapi);
    await ensureAdminFromEnv(strapi);
    await syncSiteWebhook(strapi);
    if (cmsEnv().CMS_SEED) {
      await seedIfEmpty(strapi);
      // Types added after the first seed fill themselves on a database that already has content.
      await seedSiteContentIfEmpty(strapi);
      // Each later type seeds itself when its own table is empty (databases made before it get it too).
      await seedTeamIfEmpty(strapi);
      await seedPagesIfEmpty(strapi);
      await seedPrivacyPolicyIfEmpty(strapi);
    }
  },
};
