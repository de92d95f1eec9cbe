// @ts-check
// The shell's origin answers /api/... and /media/... by forwarding them to the
// content service (Strapi). The browser only ever talks to its own origin; the
// bearer token is added here, on the server, so it never reaches a bundle.
import http from 'node:http';
import https from 'node:https';

/** Response headers worth passing back (Strapi adds its own CSP, HSTS and CORS, meant for itself). */
const PASSED_BACK = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'last-modified', 'etag'];
/** Request headers worth forwarding: content negotiation, conditional requests and video byte ranges. */
const FORWARDED = ['accept', 'accept-language', 'if-none-match', 'if-modified-since', 'range'];
const TIMEOUT_MS = 10_000;

/**
 * @typedef {object} CmsProxyOptions
 * @property {string} cmsUrl   origin of Strapi, e.g. http://127.0.0.1:1337
 * @property {string | undefined} token  read-only API token (CMS_API_TOKEN)
 */

/**
 * Express middleware for /api and /media.
 * @param {CmsProxyOptions} options
 * @returns {import('express').RequestHandler}
 */
export function cmsProxy({ cmsUrl, token }) {
  const base = new URL(cmsUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 32 });

  return (req, res, next) => {
    const isApi = req.path.startsWith('/api/');
    if (!isApi && !req.path.startsWith('/media/')) return next();
    // The site only reads; nothing else is forwarded.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD').end();
      return;
    }

    /** @type {Record<string, string>} */
    const headers = {};
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (typeof value === 'string' && !(isApi && name === 'range')) headers[name] = value;
    }
    if (isApi && token) headers.authorization = `Bearer ${token}`;

    const upstream = client.request(
      new URL(req.originalUrl, base),
      { method: req.method, headers, agent, timeout: TIMEOUT_MS },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const name of PASSED_BACK) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        // Content changes whenever an editor publishes: always revalidate.
        if (isApi) res.setHeader('Cache-Control', 'no-cache');
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      const timedOut = error.message === 'timeout';
      res
        .status(timedOut ? 504 : 502)
        .setHeader('Cache-Control', 'no-store')
        .json({ error: timedOut ? 'El servicio de contenidos no respondió a tiempo.' : 'El servicio de contenidos no está disponible.' });
    });
    // The visitor left (or a video seek dropped the range): stop reading from Strapi.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  };
}
