import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { RELEASE_ID } from '@site/shared/releases';
import { answerError } from './error-responses';
import { sharedRateLimitStore, type SharedCounts } from './fleet/shared-rate-limit-store';
import { notFromAnotherSite } from './own-origin';
import type { ReleaseHealth } from './release-health';
import { SERVER_LIMITS } from './server-config';

export const REMOTE_ERRORS_PATH = '/api/remote-errors';
const KINDS = new Set(['load', 'render']);

export interface RemoteErrorsOptions {
  health: ReleaseHealth;
  /** Reports per visitor and window. */
  rateLimit: number;
  rateWindowMs: number;
  /** With Redis, a visitor's reports are counted over every shell server; on this one while Redis is away. */
  fleet: SharedCounts;
}

/** Thrown by the rate limit once a visitor sent too many: answered 429 with no body. */
class TooManyReports extends Error {
  readonly statusCode = 429;
}

/** A browser on another site may not report for this one. */
async function sameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!notFromAnotherSite(request)) await reply.code(403).send();
}

/**
 * The report's fields when they name a known remote, a release id and a kind of failure; null otherwise.
 * Hand-written rather than a route schema: a beacon's body is text, whatever it holds answered 400 alike.
 */
function reportOf(body: unknown): { remote: RemoteName; release: string } | null {
  let report: unknown;
  try {
    report = JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    return null;
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
    return null;
  }
  return { remote: remote as RemoteName, release };
}

/**
 * POST /api/remote-errors: a browser tells that a remote's page failed to load or to render
 * (the error boundary caught it), as `{"remote":"marketing","release":"<id>","kind":"load"}`
 * (sent with navigator.sendBeacon, as text/plain). Counted against that release when it is one
 * the remote serves now (stable or canary: a report cannot make up a release), for the canary's
 * health; nothing else is kept: no address, no message, no page. Same-origin, rate-limited per
 * address (@fastify/rate-limit, over every server with Redis, on each server alone while Redis is
 * away), 256 bytes at most (a larger declared body is refused before it is read); answers 204
 * whatever it counted.
 * An encapsulated plugin: its body parser, rate limit and error answers are this route's alone.
 */
export async function remoteErrorsEndpoint(child: FastifyInstance, { health, rateLimit: max, rateWindowMs, fleet }: RemoteErrorsOptions): Promise<void> {
  const bodyLimit = SERVER_LIMITS.remoteErrorBodyBytes;
  // Any body is read as text, whatever type it says it is (a beacon's string is text/plain).
  child.removeAllContentTypeParsers();
  child.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));

  await child.register(rateLimit, {
    // Every route of this child (its one route): a route's own limit would add its method and URL
    // to the Redis key, which stays `sitio:limite:errores:<visitor>` as the operations guide says.
    global: true,
    max,
    timeWindow: rateWindowMs,
    // After the origin check, as a report from another site is refused, not counted.
    hook: 'preHandler',
    // `sitio:limite:errores:<visitor>` in Redis; counted on this server while Redis is away.
    store: sharedRateLimitStore(fleet, 'errores'),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: () => new TooManyReports('demasiados informes'),
  });

  child.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  child.setErrorHandler((error, request, reply) => (error instanceof TooManyReports ? reply.code(429).send() : answerError(error, request, reply)));

  child.post(
    REMOTE_ERRORS_PATH,
    { bodyLimit, preValidation: sameOrigin },
    async (request, reply) => {
      const report = reportOf(request.body);
      if (!report) return reply.code(400).send();
      if (await child.remotes.isLive(request, report.remote, report.release)) health.browserFailure(report.remote, report.release);
      return reply.code(204).send();
    },
  );
}
