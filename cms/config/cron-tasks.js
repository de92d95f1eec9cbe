'use strict';

const { applyRetention } = require('../src/privacy/retention');

/**
 * Strapi's scheduled tasks (server.cron.tasks). Every night at 03:30 in Chile: leads older than the
 * privacy policy's retention period are deleted (src/privacy/retention.js, the same function as
 * `npm run privacy -- conservar`). Only counts go to the log.
 */
module.exports = {
  privacyRetention: {
    task: async ({ strapi }) => {
      await applyRetention(strapi);
    },
    options: { rule: '0 30 3 * * *', tz: 'America/Santiago' },
  },
};
