'use strict';

const { siteController } = require('../../../utils/site-controller');

module.exports = siteController('api::product.product');
