// @ts-check
// The site's settings a build bakes in (rspack-config.mjs defines them as process.env.<KEY>): a
// release built with other values serves other files, so it is another release (scripts/lib/release-id.mjs).

/** Site settings that may be overridden at build time by environment variables. */
export const SITE_ENV_KEYS = [
  'SITE_BRAND_NAME',
  'SITE_URL',
  'SITE_CONTACT_EMAIL',
  'SITE_WHATSAPP_URL',
  'SITE_CUSTOMER_PORTAL_URL',
  'SITE_LINKEDIN_URL',
  'SITE_INSTAGRAM_URL',
  'SITE_YOUTUBE_URL',
];
