'use strict';

const { factories } = require('@strapi/strapi');
const { withDefaultSort } = require('../../../utils/default-sort');

module.exports = factories.createCoreController('api::material.material', () => ({
  async find(ctx) {
    withDefaultSort(ctx);
    return super.find(ctx);
  },
}));
