'use strict';

const { cmsEnv } = require('./env-schema');

module.exports = () => ({
  rest: {
    // The site asks for whole lists without pagination parameters: keep every list in one page
    // (a catalogue of a few hundred products included; Strapi's default of 25 would cut it).
    defaultLimit: cmsEnv().CMS_REST_DEFAULT_LIMIT,
    maxLimit: cmsEnv().CMS_REST_MAX_LIMIT,
    withCount: true,
    // Unknown query parameters are rejected with 400 instead of being ignored.
    strictParams: true,
  },
});
