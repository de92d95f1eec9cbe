'use strict';

/**
 * /uploads/... (the media library's files under the configured public dir, CMS_PUBLIC_DIR):
 *
 * - Byte ranges: single ranges of GET requests are answered here with 206 (or 416) straight
 *   from the file. Browsers ask for ranges when they play video, and Safari plays no video
 *   without 206 answers. Anything else falls through to the upload plugin's own /uploads
 *   route (koa-static), which serves the whole file.
 * - Caching: uploaded files are stored under a hashed name and never change content (a
 *   replaced file gets a new name), so every successful answer carries
 *   `Cache-Control: public, max-age=31536000, immutable`.
 */
const fs = require('node:fs');
const path = require('node:path');

const PREFIX = '/uploads/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

module.exports = (_config, { strapi }) => {
  const root = path.join(strapi.dirs.static.public, 'uploads');

  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();

    const match = ctx.method === 'GET' ? /^bytes=(\d*)-(\d*)$/.exec(ctx.get('range').trim()) : null;
    if (!match || (match[1] === '' && match[2] === '')) {
      await next();
      if (ctx.status === 200) {
        ctx.set('Accept-Ranges', 'bytes');
        ctx.set('Cache-Control', IMMUTABLE);
      }
      return undefined;
    }

    let file;
    try {
      file = path.resolve(root, decodeURIComponent(ctx.path.slice(PREFIX.length)));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat || !stat.isFile()) return next();

    const size = stat.size;
    let start;
    let end;
    if (match[1] === '') {
      start = Math.max(0, size - Number(match[2]));
      end = size - 1;
    } else {
      start = Number(match[1]);
      end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    }
    if (start > end || start >= size) {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${size}`);
      return undefined;
    }

    ctx.status = 206;
    ctx.type = path.extname(file);
    ctx.length = end - start + 1;
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
    ctx.set('Last-Modified', stat.mtime.toUTCString());
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.body = fs.createReadStream(file, { start, end });
    return undefined;
  };
};
