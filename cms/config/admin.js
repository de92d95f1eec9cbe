'use strict';

const { secretFromEnv } = require('../src/utils/secrets');
const { previewHandler } = require('../src/preview/preview-url');
const { cmsEnv } = require('./env-schema');

/** The Preview configuration: the site may be framed by the panel, and the handler makes its links. */
function previewConfig() {
  const { SITE_PREVIEW_URL: siteUrl, SITE_PREVIEW_SECRET: secret } = cmsEnv();
  if (!siteUrl || !secret) return { enabled: false };
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(siteUrl).origin],
      // `strapi` is the running app (a global once it has started), as Strapi's own examples use it.
      handler: (uid, params) => previewHandler(global.strapi, { siteUrl, secret })(uid, params),
    },
  };
}

module.exports = () => ({
  // The admin panel is off unless an editor asks for it (CMS_ADMIN=true). Without it,
  // `strapi start` needs no admin build at all.
  serveAdminPanel: cmsEnv().CMS_ADMIN,
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
  // «Vista previa» on the real site (Strapi 5 Preview): with the site's address and the secret it
  // shares with the site's servers; without them, no preview button.
  preview: previewConfig(),
  flags: {
    nps: false,
    promoteEE: false,
  },
});
