'use strict';

const { cmsEnv } = require('../../config/env-schema');

/**
 * The first admin account comes from the environment (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD),
 * never from Strapi's public registration route, which would hand the CMS to whoever reached
 * it first (src/middlewares/admin-guard.js closes that route). Created once, when no admin
 * exists; changing the variables later changes nothing (editors manage accounts in the panel).
 */
async function ensureAdminFromEnv(strapi, env = cmsEnv()) {
  const email = env.CMS_ADMIN_EMAIL?.trim();
  const password = env.CMS_ADMIN_PASSWORD;
  const users = strapi.service('admin::user');
  if (await users.exists()) return null;
  if (!email || !password) {
    if (env.CMS_ADMIN) {
      strapi.log.warn('[cms] No admin account: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD and restart to create the first one.');
    }
    return null;
  }
  const user = await users.createFirstAdmin({
    email: email.toLowerCase(),
    password,
    firstname: env.CMS_ADMIN_FIRSTNAME.trim() || 'Administrador',
    lastname: env.CMS_ADMIN_LASTNAME.trim() || 'Sitio',
  });
  strapi.log.info(`[cms] First admin account created for ${user.email}.`);
  return user.id;
}

module.exports = { ensureAdminFromEnv };
