'use strict';

/**
 * The site's server reads the content API with one API token whose value it knows from
 * CMS_API_TOKEN. It is a custom token that may only `find` and `findOne` the collections the
 * site shows (not the media library, not any plugin route): a read-only token could read
 * every content-API route there is.
 *
 * Strapi never stores a token in clear: it keeps an HMAC-SHA512 of it with API_TOKEN_SALT (the
 * token service's hash()) and an encrypted copy for the admin panel. On every start this
 * re-stores both from the environment, so the token follows CMS_API_TOKEN (and a salt
 * generated at start), and a value removed from the environment stops working.
 */
const TOKEN_NAME = 'site-read-only';
const MIN_TOKEN_LENGTH = 32;

/** The collections the public site reads (the site's own list: shared/src/cms/content-api-contract.ts). */
const SITE_COLLECTIONS = [
  'api::article.article',
  'api::category.category',
  'api::case.case',
  'api::material.material',
  'api::product.product',
  'api::product-category.product-category',
];
const SITE_PERMISSIONS = SITE_COLLECTIONS.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]).sort();

function samePermissions(token) {
  const actions = (token.permissions ?? []).map((permission) => permission.action).sort();
  return actions.length === SITE_PERMISSIONS.length && actions.every((action, i) => action === SITE_PERMISSIONS[i]);
}

async function syncApiToken(strapi, value = process.env.CMS_API_TOKEN) {
  const tokenService = strapi.service('admin::api-token');
  const tokens = strapi.db.query('admin::api-token');
  let existing = await tokens.findOne({
    where: { name: TOKEN_NAME },
    select: ['id', 'accessKey', 'type', 'lifespan'],
    populate: ['permissions'],
  });

  if (!value) {
    if (existing) await tokenService.revoke(existing.id);
    strapi.log.warn('[cms] CMS_API_TOKEN is not set: the content API answers 401 to every request.');
    return null;
  }
  if (value.length < MIN_TOKEN_LENGTH) {
    throw new Error(`[cms] CMS_API_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long.`);
  }

  // A token of another type or with other permissions (an older version of this file, or a
  // change in the admin panel) is replaced, not patched.
  if (existing && (existing.type !== 'custom' || !samePermissions(existing))) {
    await tokenService.revoke(existing.id);
    existing = null;
  }

  const accessKey = tokenService.hash(value);
  if (existing && existing.accessKey === accessKey && existing.lifespan === null) return existing.id;

  const id =
    existing?.id ??
    (
      await tokenService.create({
        kind: 'content-api',
        name: TOKEN_NAME,
        description: 'Public website: find/findOne on the site collections (value: CMS_API_TOKEN). Re-stored at every start.',
        type: 'custom',
        lifespan: null,
        permissions: SITE_PERMISSIONS,
      })
    ).id;

  const encryptedKey = strapi.service('admin::encryption').encrypt(value);
  await tokens.update({ where: { id }, data: { accessKey, encryptedKey, lifespan: null, expiresAt: null } });
  return id;
}

module.exports = { syncApiToken, TOKEN_NAME, SITE_PERMISSIONS };
