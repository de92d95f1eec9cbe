'use strict';

const { siteController } = require('../../../utils/site-controller');

// The editors' order (the `order` field), then the order they were added in.
module.exports = siteController('api::team-member.team-member', { sort: ['order:asc', 'createdAt:asc', 'id:asc'] });
