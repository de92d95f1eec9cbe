// @ts-check
// The bench's own entry point for the site built as one bundle (shared/build/one-bundle.mjs): the
// production server's code (shell/dist-server/server-api.cjs) serving the one bundle's files, its
// head naming no remote file to fetch early (its pages are in the bundle). The site's own entry,
// main.cjs, has no switch for either.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ONE_BUNDLE_DIST } from '../../shared/build/one-bundle.mjs';

process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
// A built file, named by a computed path so the type-check does not read the build.
const serverApi = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../shell/dist-server/server-api.cjs');
/** @type {{ readServerConfig(): { distDir: string, remoteHints: boolean }, startShellServer(config: unknown): Promise<unknown> }} */
const server = require(serverApi);
await server.startShellServer({ ...server.readServerConfig(), distDir: ONE_BUNDLE_DIST, remoteHints: false });
