'use strict';

const { syncApiToken } = require('./bootstrap/api-token');
const { seedIfEmpty } = require('./seed');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await syncApiToken(strapi);
    if (process.env.CMS_SEED !== 'false') {
      await seedIfEmpty(strapi);
    }
  },
};
