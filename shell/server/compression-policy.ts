import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip for text, never for a byte range: a compressed 206 would carry a
 * Content-Range counted in the uncompressed bytes, and the client would splice
 * wrong data.
 */
export function rangeSafeCompression(): RequestHandler {
  return compression({
    filter: (req, res) =>
      req.headers.range === undefined && res.getHeader('Content-Range') === undefined && compression.filter(req, res),
  });
}
