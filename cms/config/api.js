'use strict';

module.exports = ({ env }) => ({
  rest: {
    // The site asks for whole lists without pagination parameters: keep every list in one page
    // (a catalogue of a few hundred products included; Strapi's default of 25 would cut it).
    defaultLimit: env.int('CMS_REST_DEFAULT_LIMIT', 500),
    maxLimit: env.int('CMS_REST_MAX_LIMIT', 500),
    withCount: true,
    // Unknown query parameters are rejected with 400 instead of being ignored.
    strictParams: true,
  },
});
