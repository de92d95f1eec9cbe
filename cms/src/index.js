'use strict';

const { ensureAdminFromEnv } = require('./bootstrap/admin-user');
const { syncApiToken } = require('./bootstrap/api-token');
const { seedIfEmpty } = require('./seed');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await syncApiToken(strapi);
    await ensureAdminFromEnv(strapi);
    if (process.env.CMS_SEED !== 'false') {
      await seedIfEmpty(strapi);
    }
  },
};
