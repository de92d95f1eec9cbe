'use strict';

// The site's server (CMS_LEADS_TOKEN) records a request and confirms it. Listing is for the test-only
// token (CMS_TEST_READ_LEADS_TOKEN), private fields left out; no other token may list or read
// requests: staff see them in the admin panel and act with `npm run privacy`.
module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/privacy-requests',
      handler: 'api::privacy-request.privacy-request.find',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/privacy-requests',
      handler: 'api::privacy-request.privacy-request.create',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/privacy-requests/confirm',
      handler: 'api::privacy-request.privacy-request.confirm',
      config: { policies: [] },
    },
  ],
};
