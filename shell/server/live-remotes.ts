import type { Response } from 'express';
import { readRemoteSources, type RemoteSources } from './remote-urls';
import type { ServerConfig } from './server-config';

/**
 * The live remotes configuration (stable, canary, share) for this request, read once: the
 * security headers, the page and `/env.js` all see the same one, and the file is read and parsed
 * once per request however many parts need it. A switch applies from the next request.
 */
export function remoteSourcesFor(res: Response, config: ServerConfig): RemoteSources {
  const locals = res.locals as { remoteSources?: RemoteSources };
  locals.remoteSources ??= readRemoteSources(config);
  return locals.remoteSources;
}
