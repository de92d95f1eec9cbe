import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseBucket, RELEASE_BUCKET_COOKIE } from '@site/shared/releases';
import type { RemoteSources } from './remote-urls';

/** The visitor's bucket (0–99) from the request's cookie, or null without one. */
export function bucketOf(request: FastifyRequest): number | null {
  return parseBucket(request.cookies[RELEASE_BUCKET_COOKIE]);
}

const hasCanary = (sources: RemoteSources): boolean =>
  Object.values(sources).some((source) => source.kind === 'releases' && source.releases.canary !== undefined);

/**
 * The bucket a page is rendered for. A request without the cookie is rendered with every stable
 * release (so crawlers, link previews and clients that keep no cookies always get the stable
 * site), and, while some remote has a canary, is given a bucket at random for the rest of the
 * visit (a session cookie): from its next page on, the server's render and the browser use the
 * bucket's release of every remote. Without a canary nobody is given a cookie.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply, sources: RemoteSources): number | null {
  const bucket = bucketOf(request);
  if (bucket !== null || !hasCanary(sources)) return bucket;
  reply.setCookie(RELEASE_BUCKET_COOKIE, String(crypto.randomInt(100)), { path: '/', sameSite: 'lax', httpOnly: true, secure: request.protocol === 'https' });
  return null;
}
