'use strict';

const { cmsEnv } = require('./env-schema');

module.exports = () => [
  { name: 'global::admin-guard', config: { enabled: cmsEnv().CMS_ADMIN } },
  // Strapi's request line with the site's request id (src/middlewares/request-log.js).
  'global::request-log',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  // /uploads/... (the media library's files, no token; the upload plugin's own route serves
  // them): byte ranges for video and a long, immutable Cache-Control, since the names carry a
  // hash and never change content. See src/middlewares/media-range.js.
  'global::media-range',
  'strapi::public',
];
