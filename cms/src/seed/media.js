// @ts-check
'use strict';

/**
 * Uploads the seed's media files (cms/seed-media/, referred to by relative path in the seed
 * data) through Strapi's upload service, each file once: a path used twice (a shared avatar,
 * the generated extra articles and products) gets the id of its first upload. The upload
 * service stores the file under <public dir>/uploads/ with a hashed name, makes the responsive
 * formats of images (sharp) and creates the `plugin::upload.file` row, inside the seed's
 * transaction; when that transaction rolls back, the seed calls `removeUploaded()` so the
 * files written so far leave the disk too (best effort: a retry works either way).
 */
const fs = require('node:fs');
const path = require('node:path');

const SEED_MEDIA_DIR = path.resolve(__dirname, '..', '..', 'seed-media');

/** @type {Record<string, string>} */
const MIME_TYPES = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

/**
 * The name the file gets in the media library: its relative path with '/' turned into '-',
 * so that 'casos/deportes-cumbre/portada.webp' stays distinguishable from the other portadas.
 * @param {string} relPath
 */
const libraryName = (relPath) => relPath.split('/').join('-');

/** @param {any} strapi */
function createSeedUploader(strapi) {
  /** @type {Map<string, number>} file id by relative path */
  const ids = new Map();
  /** @type {any[]} */
  const uploaded = [];
  /** Deletes from disk every file (and format) uploaded so far; for a seed that rolled back. */
  const removeUploaded = async () => {
    const provider = strapi.plugin('upload').provider;
    for (const file of uploaded) {
      for (const format of Object.values(file.formats ?? {})) {
        await Promise.resolve(provider.delete(format)).catch(() => {});
      }
      await Promise.resolve(provider.delete(file)).catch(() => {});
    }
    const count = uploaded.length;
    uploaded.length = 0;
    ids.clear();
    return count;
  };

  /**
   * The id of the uploaded file for a relative path (uploading it on first use), or null.
   * @param {string | null | undefined} relPath
   * @param {{ alternativeText?: string | null, caption?: string | null }} info
   * @returns {Promise<number | null>}
   */
  async function fileId(relPath, info = {}) {
    if (relPath == null || relPath === '') return null;
    const known = ids.get(relPath);
    if (known !== undefined) return known;

    const filepath = path.join(SEED_MEDIA_DIR, relPath);
    if (!filepath.startsWith(SEED_MEDIA_DIR + path.sep)) throw new Error(`[cms seed] media path outside seed-media/: ${relPath}`);
    const ext = path.extname(relPath).toLowerCase();
    const mimetype = MIME_TYPES[ext];
    if (!mimetype) throw new Error(`[cms seed] unknown media type: ${relPath}`);
    const { size } = await fs.promises.stat(filepath);
    const name = libraryName(relPath);

    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, alternativeText: info.alternativeText ?? null, caption: info.caption ?? null } },
      files: { filepath, originalFilename: name, mimetype, size },
    });
    uploaded.push(file);
    ids.set(relPath, file.id);
    return file.id;
  }

  /**
   * Uploads every file of the map (path → info), `concurrency` at a time, in map order.
   * @param {Map<string, { alternativeText?: string | null, caption?: string | null }>} infoByPath
   * @param {number} [concurrency]
   */
  async function uploadAll(infoByPath, concurrency = 1) {
    const queue = [...infoByPath.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await fileId(next[0], next[1]);
    };
    const workers = Array.from({ length: Math.max(1, Math.floor(concurrency) || 1) }, worker);
    // Every worker settles before an error is passed on, so none uploads after a failure.
    const results = await Promise.allSettled(workers);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
  }

  /**
   * The id of an already uploaded file, or null for no path.
   * @param {string | null | undefined} relPath
   * @returns {number | null}
   */
  function idOf(relPath) {
    if (relPath == null || relPath === '') return null;
    const id = ids.get(relPath);
    if (id === undefined) throw new Error(`[cms seed] media not uploaded: ${relPath}`);
    return id;
  }

  return { fileId, uploadAll, idOf, removeUploaded, count: () => uploaded.length };
}

module.exports = { createSeedUploader, SEED_MEDIA_DIR, MIME_TYPES, libraryName };
