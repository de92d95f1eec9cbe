// @ts-check
// The bench's own build of the shell's server for the one bundle (one-bundle.mjs): the site's entry
// (shell/server/main.ts) compiled as production compiles it, into dist-server-one-bundle/, which
// serves dist-one-bundle/ as dist-server/ serves dist/. One module differs: the remote files' hints
// (remote-preloads.ts) name nothing, since the one bundle's pages are in it and the browser has no
// remote file to fetch early. The site's own server has no switch for it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import serverConfig from '../../shell/rspack.server.config.mjs';
import { ONE_BUNDLE_DIST } from './one-bundle/build-config.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** Where the one bundle's server is written: beside its files, so the server finds them as the site's does. */
export const ONE_BUNDLE_SERVER = path.join(path.dirname(ONE_BUNDLE_DIST), 'dist-server-one-bundle');

/** @type {import('@rspack/core').Configuration} */
export default {
  ...serverConfig,
  name: 'shell-server-one-bundle',
  entry: { main: './server/main.ts' },
  output: { ...serverConfig.output, path: ONE_BUNDLE_SERVER },
  plugins: [new rspack.NormalModuleReplacementPlugin(/[\\/]remote-preloads$/, path.join(benchDir, 'no-remote-preloads.mjs'))],
};
