'use strict';

const { factories } = require('@strapi/strapi');

// Read-only: the site only lists the team; editors write through the admin panel.
module.exports = factories.createCoreRouter('api::team-member.team-member', { only: ['find', 'findOne'] });
