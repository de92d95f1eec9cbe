// @ts-check
'use strict';

/**
 * Seeds the site's settings (src/seed/data/site-settings.js), its client logos and its partners
 * (data/clients.js, data/partners.js), each when its own table is empty, apart from the rest of
 * the seed (src/seed/index.js runs only on a database with no content at all): a database seeded
 * before they moved to the CMS gets them at its next start. Drafts count as rows, so an entry an
 * editor is preparing is never doubled; a table an editor emptied is seeded again at the next
 * start unless CMS_SEED=false (as in production). Logos go up through the seed's uploader
 * (src/seed/media.js) with Spanish alternative text, in one transaction with their entries.
 */
const clients = require('./data/clients');
const partners = require('./data/partners');
const { siteSettings } = require('./data/site-settings');
const { createSeedUploader } = require('./media');
const { cmsEnv } = require('../../config/env-schema');

const SITE_CONTENT_UIDS = /** @type {const} */ ({
  siteSetting: 'api::site-setting.site-setting',
  client: 'api::client.client',
  partner: 'api::partner.partner',
});

/**
 * The logos' alternative text, by seed path.
 * @returns {Map<string, { alternativeText: string | null, caption: string | null }>}
 */
function logoMediaInfo() {
  return new Map([
    ...clients.map((c) => /** @type {const} */ ([c.logo, { alternativeText: `Logo de ${c.name}`, caption: null }])),
    ...partners.map((p) => /** @type {const} */ ([p.logo, { alternativeText: `Logo de ${p.name}`, caption: null }])),
  ]);
}

/**
 * Runs `create` in one transaction; on failure the files it uploaded leave the disk too.
 * @param {any} strapi @param {string} what
 * @param {(uploader: ReturnType<typeof createSeedUploader>) => Promise<number>} create
 */
async function seedOnce(strapi, what, create) {
  const started = Date.now();
  const uploader = createSeedUploader(strapi);
  try {
    const count = await strapi.db.transaction(() => create(uploader));
    strapi.log.info(`[cms seed] created and published ${count} ${what} in ${Date.now() - started} ms.`);
  } catch (error) {
    const removed = await uploader.removeUploaded().catch(() => 0);
    strapi.log.error(`[cms seed] the ${what} failed, nothing was created (${removed} uploaded files removed again).`);
    throw error;
  }
}

/**
 * Each of the three types whose table is empty gets its seed.
 * @param {any} strapi
 * @returns {Promise<string[]>} the types seeded
 */
async function seedSiteContentIfEmpty(strapi) {
  const isEmpty = async (/** @type {string} */ uid) => (await strapi.db.query(uid).count()) === 0;
  const concurrency = cmsEnv().CMS_SEED_UPLOAD_CONCURRENCY;
  /** @param {string} uid @param {Record<string, unknown>} data */
  const publish = (uid, data) => strapi.documents(uid).create({ data, status: 'published' });
  const seeded = [];

  if (await isEmpty(SITE_CONTENT_UIDS.siteSetting)) {
    await seedOnce(strapi, 'site settings', async () => {
      await publish(SITE_CONTENT_UIDS.siteSetting, siteSettings());
      return 1;
    });
    seeded.push('site-setting');
  }

  const info = logoMediaInfo();
  if (await isEmpty(SITE_CONTENT_UIDS.client)) {
    await seedOnce(strapi, 'clients', async (uploader) => {
      await uploader.uploadAll(new Map(clients.map((c) => [c.logo, info.get(c.logo) ?? {}])), concurrency);
      for (const { name, logo, width, order } of clients) {
        await publish(SITE_CONTENT_UIDS.client, { name, logo: uploader.idOf(logo), width, order });
      }
      return clients.length;
    });
    seeded.push('client');
  }

  if (await isEmpty(SITE_CONTENT_UIDS.partner)) {
    await seedOnce(strapi, 'partners', async (uploader) => {
      await uploader.uploadAll(new Map(partners.map((p) => [p.logo, info.get(p.logo) ?? {}])), concurrency);
      for (const { name, logo, url, width, description, order } of partners) {
        await publish(SITE_CONTENT_UIDS.partner, { name, logo: uploader.idOf(logo), url, width, description, order });
      }
      return partners.length;
    });
    seeded.push('partner');
  }
  return seeded;
}

module.exports = { seedSiteContentIfEmpty, logoMediaInfo, SITE_CONTENT_UIDS };
