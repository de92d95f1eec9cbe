'use strict';

/**
 * The site's server reads the content API with one read-only API token whose value it knows
 * from CMS_API_TOKEN. Strapi never stores a token in clear: it keeps an HMAC-SHA512 of it with
 * API_TOKEN_SALT (the token service's hash()) and an encrypted copy for the admin panel. On
 * every start this re-stores both from the environment, so the token follows CMS_API_TOKEN
 * (and a salt generated at start) and a value removed from the environment stops working.
 */
const TOKEN_NAME = 'site-read-only';
const MIN_TOKEN_LENGTH = 32;

async function syncApiToken(strapi, value = process.env.CMS_API_TOKEN) {
  const tokenService = strapi.service('admin::api-token');
  const tokens = strapi.db.query('admin::api-token');
  const existing = await tokens.findOne({
    where: { name: TOKEN_NAME },
    select: ['id', 'accessKey', 'type', 'lifespan'],
  });

  if (!value) {
    if (existing) await tokenService.revoke(existing.id);
    strapi.log.warn('[cms] CMS_API_TOKEN is not set: the content API answers 401 to every request.');
    return null;
  }
  if (value.length < MIN_TOKEN_LENGTH) {
    throw new Error(`[cms] CMS_API_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long.`);
  }

  const accessKey = tokenService.hash(value);
  const encryptedKey = strapi.service('admin::encryption').encrypt(value);

  let id = existing?.id;
  if (!existing) {
    const created = await tokenService.create({
      name: TOKEN_NAME,
      description: 'Read-only token of the public website (value: CMS_API_TOKEN). Re-stored at every start.',
      type: 'read-only',
      lifespan: null,
    });
    id = created.id;
  } else if (existing.accessKey === accessKey && existing.type === 'read-only' && existing.lifespan === null) {
    return id;
  }

  await tokens.update({
    where: { id },
    data: { accessKey, encryptedKey, type: 'read-only', lifespan: null, expiresAt: null },
  });
  return id;
}

module.exports = { syncApiToken, TOKEN_NAME };
