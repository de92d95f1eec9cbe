'use strict';

const { siteController } = require('../../../utils/site-controller');

// The site finds a page by its path (`filters[path][$eq]=…`); a list comes in path order.
module.exports = siteController('api::page.page', { sort: ['path:asc', 'id:asc'] });
