import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import { RELEASE_ID } from '@site/shared/releases';
import { answerError } from './error-responses';
import { sharedRateLimitStore, type SharedCounts } from './fleet/shared-rate-limit-store';
import { notFromAnotherSite } from './own-origin';
import type { ReleaseHealth } from './release-health';
import { zodRoutes } from './route-schemas';
import { SERVER_LIMITS } from './server-config';

export const REMOTE_ERRORS_PATH = '/api/remote-errors';

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

/** A report: a known remote, a release id and a kind of failure (any other field is not read). */
export const remoteErrorReport = z.object({
  remote: z.enum(REMOTE_NAMES),
  release: z.string().check(z.regex(RELEASE_ID)),
  kind: z.enum(['load', 'render']),
});

/** A beacon's text, as JSON; text that is none is no report (refused by the schema like any other). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/remote-errors: a browser tells that a remote's page failed to load or to render
 * (the error boundary caught it), as `{"remote":"marketing","release":"<id>","kind":"load"}`
 * (sent with navigator.sendBeacon, as text/plain). Counted against that release when it is one
 * the remote serves now (stable or canary: a report cannot make up a release), for the canary's
 * health; nothing else is kept: no address, no message, no page. Same-origin, rate-limited per
 * address (@fastify/rate-limit, over every server with Redis, on each server alone while Redis is
 * away), 256 bytes at most (a larger declared body is refused before it is read); a body that is
 * no report is refused by the route's schema (400, before the handler); answers 204 whatever it counted.
 * An encapsulated plugin: its body parser, rate limit and error answers are this route's alone.
 */
export async function remoteErrorsEndpoint(child: FastifyInstance, { health, rateLimit: max, rateWindowMs, fleet }: RemoteErrorsOptions): Promise<void> {
  const bodyLimit = SERVER_LIMITS.remoteErrorBodyBytes;
  // Any body is read as JSON text, whatever type it says it is (a beacon's string is text/plain).
  child.removeAllContentTypeParsers();
  child.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, jsonOf(body as string)));

  await child.register(rateLimit, {
    // Every route of this child (its one route): a route's own limit would add its method and URL
    // to the Redis key, which stays `sitio:limite:errores:<visitor>` as the operations guide says.
    global: true,
    max,
    timeWindow: rateWindowMs,
    // After the origin check, as a report from another site is refused, not counted; before the
    // report's schema, as a report that is none is counted all the same.
    hook: 'preValidation',
    // `sitio:limite:errores:<visitor>` in Redis; counted on this server while Redis is away.
    store: sharedRateLimitStore(fleet, 'errores'),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: () => new TooManyReports('demasiados informes'),
  });

  child.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // A report the schema refused (400), like every other refusal here, has no body.
  child.setErrorHandler((error, request, reply) => {
    if (error instanceof TooManyReports) return reply.code(429).send();
    if (hasZodFastifySchemaValidationErrors(error)) return reply.code(400).send();
    return answerError(error, request, reply);
  });

  zodRoutes(child).post(REMOTE_ERRORS_PATH, { schema: { body: remoteErrorReport, response: { 204: z.undefined() } }, bodyLimit, preValidation: sameOrigin }, async (request, reply) => {
    const { remote, release } = request.body;
    if (await child.remotes.isLive(request, remote, release)) health.browserFailure(remote, release);
    return reply.code(204).send();
  });
}
