// @ts-check
'use strict';

const { cmsEnv } = require('../../../config/env-schema');

/**
 * The site's settings as first seeded: the same values and SITE_* variables as the site's own
 * fallback (shared/src/config/site-config.ts), so a deployment that set them keeps showing them
 * once the CMS answers. From then on editors change them in the admin panel.
 */

/** @param {string | undefined} value @param {string} fallback */
const fromEnv = (value, fallback) => (value && value.trim() !== '' ? value.trim() : fallback);

/** @param {Record<string, string | undefined>} [env] the CMS's variables (config/env-schema.js) */
function siteSettings(env = cmsEnv()) {
  const contactEmail = fromEnv(env.SITE_CONTACT_EMAIL, 'contacto@example.com');
  return {
    contactEmail,
    address: { street: 'Av. Providencia 1208, oficina 1603', locality: 'Providencia', city: 'Santiago de Chile' },
    whatsappUrl: fromEnv(env.SITE_WHATSAPP_URL, 'https://wa.me/56900000000'),
    customerPortalUrl: fromEnv(env.SITE_CUSTOMER_PORTAL_URL, 'https://portal.example.com/'),
    socialLinks: [
      { network: 'linkedin', label: 'LinkedIn', url: fromEnv(env.SITE_LINKEDIN_URL, 'https://www.linkedin.com/company/example') },
      { network: 'instagram', label: 'Instagram', url: fromEnv(env.SITE_INSTAGRAM_URL, 'https://www.instagram.com/example') },
      { network: 'youtube', label: 'YouTube', url: fromEnv(env.SITE_YOUTUBE_URL, 'https://www.youtube.com/@example') },
      { network: 'email', label: 'Correo electrónico', url: `mailto:${contactEmail}` },
    ],
  };
}

module.exports = { siteSettings };
