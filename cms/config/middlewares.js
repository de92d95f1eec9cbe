'use strict';

module.exports = ({ env }) => {
  // Files under cms/public/ are served at the root: /media/... are the seed's images, videos
  // and PDF briefs (no token needed). The site's server forwards /media to here.
  const mediaMaxAge = env.int('CMS_MEDIA_MAX_AGE_MS', 24 * 60 * 60 * 1000);
  return [
    { name: 'global::admin-guard', config: { enabled: env.bool('CMS_ADMIN', false) } },
    'strapi::logger',
    'strapi::errors',
    'strapi::security',
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    { name: 'global::media-range', config: { maxAge: mediaMaxAge } },
    { name: 'strapi::public', config: { maxAge: mediaMaxAge } },
  ];
};
