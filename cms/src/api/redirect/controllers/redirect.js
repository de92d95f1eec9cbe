'use strict';

const { siteController } = require('../../../utils/site-controller');

module.exports = siteController('api::redirect.redirect');
