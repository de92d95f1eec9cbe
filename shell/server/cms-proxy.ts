import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import type { RequestHandler } from 'express';
import { checkContentApiTarget, isContentServicePath } from '@site/shared/cms/content-api-contract';
import { refusedUnlessRead, sendError } from './error-responses';
import { requestIdHeader } from './observability/logger';
import { SERVER_LIMITS } from './server-config';

/** Response headers worth passing back (Strapi adds its own CSP, HSTS and CORS, meant for itself). */
const PASSED_BACK = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'last-modified', 'etag'];
/** Request headers worth forwarding: content negotiation, conditional requests and, for media, byte ranges. */
const FORWARDED = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];

export interface CmsProxyOptions {
  cmsOrigin: URL;
  token: string | undefined;
  deadlineMs: number;
  maxSockets: number;
  maxPending: number;
}

/** A media-library file's name carries its content's hash: what is at its URL never changes. */
const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * /api/... and /uploads/...: forwarded to the content service when, and only
 * when, the shared contract allows them (the collections the site reads, the
 * query parameters its data layer sends, the media library's files). The upstream URL
 * is the configured CMS origin plus the checked path and re-encoded query; the
 * bearer token goes with /api calls only. Everything else is answered here.
 */
export function cmsProxy({ cmsOrigin, token, deadlineMs, maxSockets, maxPending }: CmsProxyOptions): RequestHandler {
  const client = cmsOrigin.protocol === 'https:' ? https : http;
  // An idle socket is dropped before Strapi's own keep-alive timeout (Node's 5 s) closes it under a request.
  const agent = new client.Agent({ keepAlive: true, maxSockets, timeout: SERVER_LIMITS.cmsIdleSocketMs });
  let pending = 0;

  return (req, res, next) => {
    const path = req.url.split('?')[0] ?? '';
    if (!isContentServicePath(path)) {
      next();
      return;
    }
    if (refusedUnlessRead(req, res)) return;
    const verdict = checkContentApiTarget(req.url);
    if (!verdict.ok) {
      sendError(req, res, verdict.status, verdict.status === 404 ? 'Recurso no encontrado.' : 'Solicitud no válida.');
      return;
    }
    if (pending >= maxPending) {
      res.setHeader('Retry-After', '2');
      sendError(req, res, 503, 'El servicio de contenidos está ocupado. Inténtalo de nuevo en unos segundos.');
      return;
    }

    const upstreamUrl = new URL(verdict.path, cmsOrigin);
    for (const [name, value] of verdict.query) upstreamUrl.searchParams.append(name, value);

    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (verdict.kind === 'media' && typeof req.headers.range === 'string') headers.range = req.headers.range;
    if (verdict.kind === 'api' && token) headers.authorization = `Bearer ${token}`;
    // Strapi's log line and ours for the same visit can be joined.
    Object.assign(headers, requestIdHeader());

    pending += 1;
    let settled = false;
    const settle = (): void => {
      if (settled) return;
      settled = true;
      pending -= 1;
      clearTimeout(deadline);
    };
    let upstream: http.ClientRequest | undefined;
    let timedOut = false;

    const forward = (isRetry: boolean): void => {
      const request = client.request(upstreamUrl, { method: req.method, headers, agent }, (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const name of PASSED_BACK) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        // Content changes whenever an editor publishes: always revalidate. A file at its hashed name never
        // changes, so it is kept for a year; an error is not kept at all.
        if (verdict.kind === 'api') res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', answer.statusCode === 200 || answer.statusCode === 206 ? UPLOAD_CACHE_CONTROL : 'no-store');
        // Strapi dying mid-body (or the deadline) ends the visitor's response
        // too: pipeline destroys it, so the truncation is visible, never a hang.
        // The pipeline, compression, the request's log and its metrics each listen for the response's
        // 'close': more than Node's default of 10 on one response, and none of them a leak.
        res.setMaxListeners(Math.max(res.getMaxListeners(), 20));
        pipeline(answer, res, () => settle());
      });
      upstream = request;

      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket Strapi closed just as this request went out: the
        // request never reached it, and reads are safe to send again, once.
        if (!isRetry && !timedOut && request.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
          forward(true);
          return;
        }
        settle();
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendError(
          req,
          res,
          timedOut ? 504 : 502,
          timedOut ? 'El servicio de contenidos no respondió a tiempo.' : 'El servicio de contenidos no está disponible.',
        );
      });
      request.end();
    };

    // One deadline for the whole exchange, headers and body, however slowly Strapi trickles.
    const deadline = setTimeout(() => {
      timedOut = true;
      upstream?.destroy(new Error('deadline'));
    }, deadlineMs);

    // The visitor left (or a video seek dropped the range): stop reading from Strapi.
    res.on('close', () => {
      if (!res.writableFinished) upstream?.destroy();
      settle();
    });
    forward(false);
  };
}
