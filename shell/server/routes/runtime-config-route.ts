import type { RequestHandler } from 'express';
import { remoteSourcesFor } from '../live-remotes';
import { bucketOf } from '../release-bucket';
import { chooseRemotes } from '../remote-urls';
import type { ServerConfig } from '../server-config';
import { runtimeConfigScript } from '../shell-page';

/** `/env.js`: the remotes' URLs for this visitor's releases, read by the shell before it starts. */
export function runtimeConfigRoute(config: ServerConfig): RequestHandler {
  return (req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(runtimeConfigScript(chooseRemotes(remoteSourcesFor(res, config), bucketOf(req)).urls));
  };
}
