'use strict';

/**
 * Every API token is code: a name, the environment variable that holds its value and the exact
 * permissions it gets. Each is a custom token with the least it needs (a built-in read-only token
 * could read every content-API route there is):
 *
 * - `site-read-only` (CMS_API_TOKEN): the site's server reads the collections the site shows,
 *   `find` and `findOne` only, and its settings and privacy policy (single types: `find`). No
 *   lead or privacy-request permission.
 * - `leads-write-only` (CMS_LEADS_TOKEN): the site's server stores contact-form leads and records
 *   and confirms privacy requests (`create` on leads, `create` and `confirm` on requests) and
 *   nothing else (not even reading them back).
 * - `site-preview` (CMS_PREVIEW_TOKEN): the site's server shows an editor's preview: the same reads
 *   as the site's token, and the only one the controllers let read drafts. Unset: no preview.
 * - `test-read-leads` (CMS_TEST_READ_LEADS_TOKEN): test runs only, lists leads and privacy
 *   requests (private fields left out) so end-to-end tests can read back what the forms stored. Unset (production), the token does not exist.
 *
 * Strapi never stores a token in clear: it keeps an HMAC-SHA512 of it with API_TOKEN_SALT (the
 * token service's hash()) and an encrypted copy for the admin panel. On every start this
 * re-stores both from the environment, so a token follows its variable (and a salt generated at
 * start), a value removed from the environment stops working (the token is revoked), and a
 * token whose type or permissions differ from these (an older version of this file, a change in
 * the admin panel) is replaced, not patched.
 */
const { cmsEnv } = require('../../config/env-schema');

/**
 * The collections the public site reads. A remote's page declares what it reads (`cmsReads` in its
 * src/pages/pages.mjs); the release check refuses a read this token cannot make: a new collection
 * the site reads is added here first (docs/adding-a-page.md §2b).
 */
const SITE_COLLECTIONS = [
  'api::article.article',
  'api::category.category',
  'api::case.case',
  'api::material.material',
  'api::product.product',
  'api::product-category.product-category',
  'api::team-member.team-member',
  'api::redirect.redirect',
  'api::client.client',
  'api::partner.partner',
  'api::page.page',
];
/** The single types the public site reads: one entry each, so `find` is their only action. */
const SITE_SINGLE_TYPES = ['api::site-setting.site-setting', 'api::privacy-policy.privacy-policy'];
const SITE_PERMISSIONS = [
  ...SITE_COLLECTIONS.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  ...SITE_SINGLE_TYPES.map((uid) => `${uid}.find`),
].sort();
/** The site's server: store a lead; record a rights request and confirm it (issue 40). No reads. */
const LEADS_PERMISSIONS = [
  'api::lead.lead.create',
  'api::privacy-request.privacy-request.create',
  'api::privacy-request.privacy-request.confirm',
];
/** The only token whose reads may ask for drafts (`status=draft`): the site's preview (src/utils/site-controller.js). */
const PREVIEW_TOKEN_NAME = 'site-preview';
const TEST_READ_LEADS_PERMISSIONS = ['api::lead.lead.find', 'api::privacy-request.privacy-request.find'];

const TOKENS = [
  {
    name: 'site-read-only',
    env: 'CMS_API_TOKEN',
    description: 'Public website: find/findOne on the site collections (value: CMS_API_TOKEN). Re-stored at every start.',
    permissions: SITE_PERMISSIONS,
    whenUnset: 'the content API answers 401 to every request.',
  },
  {
    name: 'leads-write-only',
    env: 'CMS_LEADS_TOKEN',
    description: 'Website forms: create leads, create and confirm privacy requests; no reads (value: CMS_LEADS_TOKEN). Re-stored at every start.',
    permissions: LEADS_PERMISSIONS,
    whenUnset: 'the site cannot store contact-form leads (401).',
  },
  {
    name: PREVIEW_TOKEN_NAME,
    env: 'CMS_PREVIEW_TOKEN',
    description: 'Website preview: find/findOne on the site collections, drafts included (value: CMS_PREVIEW_TOKEN). Re-stored at every start.',
    permissions: SITE_PERMISSIONS,
    whenUnset: null, // no preview: the site shows published content only
  },
  {
    name: 'test-read-leads',
    env: 'CMS_TEST_READ_LEADS_TOKEN',
    description: 'Tests only: list leads and privacy requests (value: CMS_TEST_READ_LEADS_TOKEN). Absent unless the variable is set.',
    permissions: TEST_READ_LEADS_PERMISSIONS,
    whenUnset: null, // the normal case: no token may read leads
  },
];

function samePermissions(token, wanted) {
  const actions = (token.permissions ?? []).map((permission) => permission.action).sort();
  const expected = [...wanted].sort();
  return actions.length === expected.length && actions.every((action, i) => action === expected[i]);
}

/** Makes the stored token `spec.name` match `value` (revoked when there is no value). */
async function syncToken(strapi, spec, value) {
  const tokenService = strapi.service('admin::api-token');
  const tokens = strapi.db.query('admin::api-token');
  let existing = await tokens.findOne({
    where: { name: spec.name },
    select: ['id', 'accessKey', 'type', 'lifespan'],
    populate: ['permissions'],
  });

  if (!value) {
    if (existing) await tokenService.revoke(existing.id);
    if (spec.whenUnset) strapi.log.warn(`[cms] ${spec.env} is not set: ${spec.whenUnset}`);
    return null;
  }

  if (existing && (existing.type !== 'custom' || !samePermissions(existing, spec.permissions))) {
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
        name: spec.name,
        description: spec.description,
        type: 'custom',
        lifespan: null,
        permissions: spec.permissions,
      })
    ).id;

  const encryptedKey = strapi.service('admin::encryption').encrypt(value);
  await tokens.update({ where: { id }, data: { accessKey, encryptedKey, lifespan: null, expiresAt: null } });
  return id;
}

/**
 * Syncs every token of TOKENS from `env`. The values were checked when the environment was read
 * (config/env-schema.js): each is at least 32 characters, and no two are equal (Strapi finds a
 * token by its hash, so two tokens with one value would be one token with whichever permissions
 * it finds first).
 * @returns {Promise<Record<string, number | null>>} the stored id of each token, by name
 */
async function syncApiTokens(strapi, env = cmsEnv()) {
  const values = TOKENS.map((spec) => env[spec.env] || '');

  const ids = {};
  for (const [i, spec] of TOKENS.entries()) {
    ids[spec.name] = await syncToken(strapi, spec, values[i]);
  }
  return ids;
}

module.exports = { syncApiTokens, TOKENS, PREVIEW_TOKEN_NAME, SITE_PERMISSIONS, LEADS_PERMISSIONS, TEST_READ_LEADS_PERMISSIONS };
