import express, { type RequestHandler } from 'express';
import { RELEASE_ID } from '@site/shared/releases';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import type { RateLimit } from './leads/rate-limit';
import type { ReleaseHealth } from './release-health';
import { SERVER_LIMITS } from './server-config';

export const REMOTE_ERRORS_PATH = '/api/remote-errors';
const KINDS = new Set(['load', 'render']);

/**
 * POST /api/remote-errors: a browser tells that a remote's page failed to load or to render
 * (the error boundary caught it), as `{"remote":"marketing","release":"<id>","kind":"load"}`
 * (sent with navigator.sendBeacon). Counted against that release when it is one the remote
 * serves now (stable or canary: a report cannot make up a release), for the canary's health;
 * nothing else is kept: no address, no message, no page. Same-origin, rate-limited per address,
 * 256 bytes at most; answers 204 whatever it counted.
 */
export function remoteErrorsEndpoint({
  health,
  rateLimit,
  isLive,
}: {
  health: ReleaseHealth;
  rateLimit: RateLimit;
  /** Whether `release` is one `remote` serves now (its stable release or its canary). */
  isLive: (remote: RemoteName, release: string) => boolean;
}): RequestHandler {
  const router = express.Router();
  router.post(REMOTE_ERRORS_PATH, express.text({ type: () => true, limit: SERVER_LIMITS.remoteErrorBodyBytes }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const origin = req.headers.origin;
    const host = req.headers.host ?? '';
    if (origin && origin !== `http://${host}` && origin !== `https://${host}`) {
      res.status(403).end();
      return;
    }
    if ((await rateLimit.hit(req.ip ?? 'desconocida')) !== null) {
      res.status(429).end();
      return;
    }
    let report: unknown;
    try {
      report = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      report = null;
    }
    const { remote, release, kind } = (typeof report === 'object' && report !== null ? report : {}) as Record<string, unknown>;
    if (
      typeof remote !== 'string' ||
      !(REMOTE_NAMES as readonly string[]).includes(remote) ||
      typeof release !== 'string' ||
      !RELEASE_ID.test(release) ||
      typeof kind !== 'string' ||
      !KINDS.has(kind)
    ) {
      res.status(400).end();
      return;
    }
    if (isLive(remote as RemoteName, release)) health.browserFailure(remote as RemoteName, release);
    res.status(204).end();
  });
  return router;
}
