'use strict';

const { siteController } = require('../../../utils/site-controller');
const { BY_ORDER } = require('../../../utils/default-sort');

module.exports = siteController('api::client.client', { sort: BY_ORDER });
