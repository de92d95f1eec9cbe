'use strict';

const { secretFromEnv } = require('../src/utils/secrets');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public URL of the CMS itself, only needed behind a proxy that serves the admin panel.
  url: env('CMS_PUBLIC_URL', ''),
  proxy: env.bool('CMS_BEHIND_PROXY', false),
  app: {
    keys: secretFromEnv('APP_KEYS', { count: 4 }).split(','),
  },
  // Only the admin panel would need a cron or webhooks; the content API is read-only.
  cron: { enabled: false },
});
