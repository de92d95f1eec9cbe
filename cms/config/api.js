'use strict';

module.exports = ({ env }) => ({
  rest: {
    // The site asks for whole lists without pagination parameters: keep every list in one page.
    defaultLimit: env.int('CMS_REST_DEFAULT_LIMIT', 100),
    maxLimit: env.int('CMS_REST_MAX_LIMIT', 200),
    withCount: true,
    // Unknown query parameters are rejected with 400 instead of being ignored.
    strictParams: true,
  },
});
