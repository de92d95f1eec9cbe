'use strict';

/**
 * Byte ranges for /media/... (Strapi's static server answers every request with the whole
 * file). Browsers ask for ranges when they play video, and Safari plays no video without
 * 206 answers. Only single ranges of GET requests are handled here; anything else falls
 * through to strapi::public, which serves the whole file.
 */
const fs = require('node:fs');
const path = require('node:path');

module.exports = (config, { strapi }) => {
  const root = path.join(strapi.dirs.static.public, 'media');
  const maxAgeSeconds = Math.floor((config.maxAge ?? 0) / 1000);

  return async (ctx, next) => {
    if (!ctx.path.startsWith('/media/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();

    const match = ctx.method === 'GET' ? /^bytes=(\d*)-(\d*)$/.exec(ctx.get('range').trim()) : null;
    if (!match || (match[1] === '' && match[2] === '')) {
      await next();
      if (ctx.status === 200) ctx.set('Accept-Ranges', 'bytes');
      return undefined;
    }

    let file;
    try {
      file = path.resolve(root, decodeURIComponent(ctx.path.slice('/media/'.length)));
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
    ctx.set('Cache-Control', `max-age=${maxAgeSeconds}`);
    ctx.body = fs.createReadStream(file, { start, end });
    return undefined;
  };
};
