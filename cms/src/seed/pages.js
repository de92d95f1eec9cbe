// @ts-check
'use strict';

/**
 * Seeds the marketing pages (src/seed/data/pages/, one file a page) when the page table is empty,
 * apart from the rest of the seed (src/seed/index.js runs only on a database with no content at
 * all): a database made before pages were in the CMS gets them at its next start. Drafts count as
 * rows; a table an editor emptied is seeded again at the next start unless CMS_SEED=false (as in
 * production). Each page is created published, block for block, with the texts the site showed
 * when its pages were code; its images and videos go up through the seed's uploader
 * (src/seed/media.js) with their alternative text, all in one transaction with the entries.
 *
 * In the data a media value is `{ file, alt }`: `file` relative to cms/seed-media/, `alt` the
 * image's alternative text (null for a video). It becomes the uploaded file's id.
 */
const pages = require('./data/pages');
const { createSeedUploader } = require('./media');
const { cmsEnv } = require('../../config/env-schema');

const PAGE_UID = 'api::page.page';

/**
 * True for a media value of the data: `{ file }` or `{ file, alt }`.
 * @param {unknown} value
 * @returns {value is { file: string, alt?: string | null }}
 */
function isMedia(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return typeof (/** @type {any} */ (value).file) === 'string' && keys.every((key) => key === 'file' || key === 'alt');
}

/**
 * Every media value in `value` (depth first, in order).
 * @param {unknown} value
 * @returns {Array<{ file: string, alt?: string | null }>}
 */
function mediaIn(value) {
  if (isMedia(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(mediaIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(mediaIn);
  return [];
}

/**
 * The pages' media files with their alternative text, each once, in first-use order.
 * @param {readonly unknown[]} [entries]
 * @returns {Map<string, { alternativeText: string | null, caption: null }>}
 */
function pagesMediaInfo(entries = pages) {
  const info = new Map();
  for (const media of mediaIn(entries)) {
    if (!info.has(media.file)) info.set(media.file, { alternativeText: media.alt ?? null, caption: null });
  }
  return info;
}

/**
 * The data with each media value replaced by `idOf(file)`.
 * @param {unknown} value
 * @param {(file: string) => number | null} idOf
 * @returns {any}
 */
function withMediaIds(value, idOf) {
  if (isMedia(value)) return idOf(value.file);
  if (Array.isArray(value)) return value.map((item) => withMediaIds(item, idOf));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withMediaIds(item, idOf)]));
  }
  return value;
}

/**
 * @param {any} strapi
 * @param {ReturnType<typeof createSeedUploader>} uploader
 */
async function seedPages(strapi, uploader) {
  await uploader.uploadAll(pagesMediaInfo(), cmsEnv().CMS_SEED_UPLOAD_CONCURRENCY);
  for (const page of pages) {
    await strapi.documents(PAGE_UID).create({ data: withMediaIds(page, uploader.idOf), status: 'published' });
  }
  return { pages: pages.length, files: uploader.count() };
}

/** @param {any} strapi */
async function seedPagesIfEmpty(strapi) {
  if ((await strapi.db.query(PAGE_UID).count()) > 0) {
    strapi.log.info('[cms seed] pages found: nothing to seed.');
    return false;
  }
  const started = Date.now();
  const uploader = createSeedUploader(strapi);
  let counts;
  try {
    counts = await strapi.db.transaction(() => seedPages(strapi, uploader));
  } catch (error) {
    const removed = await uploader.removeUploaded().catch(() => 0);
    strapi.log.error(`[cms seed] the pages failed, nothing was created (${removed} uploaded files removed again).`);
    throw error;
  }
  strapi.log.info(`[cms seed] created and published ${JSON.stringify(counts)} in ${Date.now() - started} ms.`);
  return true;
}

module.exports = { seedPagesIfEmpty, pagesMediaInfo, withMediaIds, mediaIn, PAGE_UID };
