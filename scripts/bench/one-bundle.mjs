// @ts-check
// Measures federation's cost to a visitor (federation-cost.mjs): builds the site as one bundle
// (shared/build/one-bundle.mjs: the shell with every remote's pages bundled in, no federation
// runtime, no remote entries), serves it with a shell server of its own and loads the main
// routes from a cold cache, as first-load.mjs loads the federated site.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ONE_BUNDLE_DIST } from '../../shared/build/one-bundle.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { startShellServer } from './shell-server.mjs';

/**
 * Builds the one bundle (production, into shell/dist-one-bundle/).
 * @param {string} root the repository
 * @param {string} logFile
 */
function buildOneBundle(root, logFile) {
  const log = fs.openSync(logFile, 'w');
  try {
    execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '-c', 'rspack.one-bundle.config.mjs'], {
      cwd: path.join(root, 'shell'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
      timeout: 10 * 60_000,
    });
  } catch {
    throw new Error(`the one-bundle build failed (${path.relative(root, logFile)})`);
  } finally {
    fs.closeSync(log);
  }
}

/** @typedef {import('./federation-cost.mjs').FederationCostRow} FederationCostRow */

/**
 * @param {object} options
 * @param {string} options.root
 * @param {import('playwright-core').Browser} options.browser
 * @param {{ path: string, federatedBytes: number | null, heading: string | null }[]} options.routes the routes, their
 *   federated figure and the h1 the federated site showed (the one bundle must show the same page)
 * @param {number} options.port the one bundle's shell server
 * @param {string} options.cmsUrl
 * @param {string} options.cmsToken
 * @param {(url: string) => import('./first-load.mjs').OriginName} options.originOf
 * @param {string} options.logDir
 * @param {(message: string) => void} options.log
 * @returns {Promise<FederationCostRow[]>}
 */
export async function measureFederationCost({ root, browser, routes, port, cmsUrl, cmsToken, originOf, logDir, log }) {
  log('federation cost: building the site as one bundle');
  buildOneBundle(root, path.join(logDir, 'one-bundle-build.log'));
  const server = await startShellServer({
    port,
    cmsUrl,
    cmsToken,
    // Its pages are in the bundle: the head names no remote file to fetch early.
    env: { SHELL_DIST_DIR: ONE_BUNDLE_DIST, REMOTE_HINTS: 'off' },
    logFile: path.join(logDir, 'shell-one-bundle.log'),
  });
  try {
    /** @type {FederationCostRow[]} */
    const rows = [];
    for (const route of routes) {
      log(`federation cost: first load of ${route.path} as one bundle`);
      try {
        const load = await measureFirstLoad(browser, server.origin, originOf, { path: route.path, label: route.path });
        const failed = load.entries.filter((entry) => entry.kind === 'js' && (entry.failure !== null || (entry.status ?? 0) >= 400));
        if (failed.length) throw new Error(`scripts that failed: ${failed.map((entry) => entry.url).join(', ')}`);
        if (route.heading !== null && load.heading !== route.heading) throw new Error(`another page: h1 «${load.heading}», not «${route.heading}»`);
        rows.push({ path: route.path, federatedBytes: route.federatedBytes, oneBundleBytes: load.js.total, error: null });
      } catch (error) {
        rows.push({ path: route.path, federatedBytes: route.federatedBytes, oneBundleBytes: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}
