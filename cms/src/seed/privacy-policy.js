// @ts-check
'use strict';

/**
 * Seeds the privacy policy (src/seed/data/privacy-policy.js), published, when its table is empty:
 * a database made before the policy existed gets it at its next start. A draft counts as a row,
 * so an editor's work is never overwritten.
 */
const { privacyPolicy } = require('./data/privacy-policy');

const POLICY_UID = 'api::privacy-policy.privacy-policy';

/** @param {any} strapi @returns {Promise<boolean>} whether it seeded */
async function seedPrivacyPolicyIfEmpty(strapi) {
  if ((await strapi.db.query(POLICY_UID).count()) > 0) return false;
  await strapi.db.transaction(() => strapi.documents(POLICY_UID).create({ data: privacyPolicy(), status: 'published' }));
  strapi.log.info('[cms seed] created and published the privacy policy.');
  return true;
}

module.exports = { seedPrivacyPolicyIfEmpty };
