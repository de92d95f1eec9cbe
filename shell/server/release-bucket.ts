import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { parseBucket, RELEASE_BUCKET_COOKIE } from '@site/shared/releases';
import type { RemoteSources } from './remote-urls';

/** The visitor's bucket (0–99) from the request's cookie, or null without one. */
export function bucketOf(req: Request): number | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === RELEASE_BUCKET_COOKIE) return parseBucket(value);
  }
  return null;
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
export function visitorBucket(req: Request, res: Response, sources: RemoteSources): number | null {
  const bucket = bucketOf(req);
  if (bucket !== null || !hasCanary(sources)) return bucket;
  const secure = req.secure ? '; Secure' : '';
  res.append('Set-Cookie', `${RELEASE_BUCKET_COOKIE}=${crypto.randomInt(100)}; Path=/; SameSite=Lax; HttpOnly${secure}`);
  return null;
}
