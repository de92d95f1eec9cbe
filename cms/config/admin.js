'use strict';

const { secretFromEnv } = require('../src/utils/secrets');

module.exports = ({ env }) => ({
  // The admin panel is off unless an editor asks for it (CMS_ADMIN=true). Without it,
  // `strapi start` needs no admin build at all.
  serveAdminPanel: env.bool('CMS_ADMIN', false),
  autoOpen: false,
  auth: {
    secret: secretFromEnv('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    // Salt of the HMAC that Strapi stores instead of an API token. The bootstrap re-stores
    // CMS_API_TOKEN's hash on every start, so a salt generated at start still works.
    salt: secretFromEnv('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: secretFromEnv('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: secretFromEnv('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
