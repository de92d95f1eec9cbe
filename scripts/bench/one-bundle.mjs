// @ts-check
// Measures federation's cost to a visitor (federation-cost.mjs): builds the site as one bundle
// (scripts/bench/one-bundle/build-config.mjs: the shell with every remote's pages bundled in, no federation
// runtime, no remote entries), serves it with a shell server of its own build
// (one-bundle-server.config.mjs: the site's server, its pages naming no remote file), loads the main
// routes from a cold cache, as first-load.mjs loads the federated site, then runs Lighthouse
// mobile on them as lighthouse.mjs runs it on the federated site (same code, same number of
// runs, in the same bench run), beside the federated figures it is given.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureFirstLoad } from './first-load.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { ONE_BUNDLE_SERVER } from './one-bundle-server.config.mjs';
import { LONG_TASK_ROUTES } from './routes.mjs';
import { startShellServer } from './shell-server.mjs';

/**
 * Builds the one bundle (production, into shell/dist-one-bundle/) and its server (shell/dist-server-one-bundle/).
 * @param {string} root the repository
 * @param {string} logFile
 */
function buildOneBundle(root, logFile) {
  const log = fs.openSync(logFile, 'w');
  try {
    for (const config of [path.join(root, 'scripts/bench/one-bundle/rspack.config.mjs'), path.join(root, 'scripts/bench/one-bundle-server.config.mjs')]) {
      execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '-c', config], {
        cwd: path.join(root, 'shell'),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', log, log],
        timeout: 10 * 60_000,
      });
    }
  } catch {
    throw new Error(`the one-bundle build failed (${path.relative(root, logFile)})`);
  } finally {
    fs.closeSync(log);
  }
}

/** How long the one bundle's server waits for a remote's Node build at its first render. */
const COLD_RENDER_TIMEOUT_MS = 10_000;

/** @typedef {import('./federation-cost.mjs').FederationCostRow} FederationCostRow */
/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */

/**
 * @typedef {object} FederatedRoute a main route as the federated site measured in the same run
 * @property {string} path
 * @property {number | null} federatedBytes its first-load JS
 * @property {string | null} heading the h1 it showed (the one bundle must show the same page)
 * @property {LighthouseFigures | null} federatedMobile its Lighthouse mobile medians
 */

/**
 * @param {object} options
 * @param {string} options.root
 * @param {<T>(use: (browser: import('playwright-core').Browser) => Promise<T>) => Promise<T>} options.withBrowser runs
 *   the first loads in a Playwright Chromium, closed before Lighthouse starts its own
 * @param {FederatedRoute[]} options.routes
 * @param {number} options.runs Lighthouse runs per route (BENCH_RUNS, as on the federated site)
 * @param {number} options.port the one bundle's shell server
 * @param {string} options.cmsUrl
 * @param {string} options.cmsToken
 * @param {(url: string) => import('./first-load.mjs').OriginName} options.originOf
 * @param {string} options.logDir
 * @param {(message: string) => void} options.log
 * @returns {Promise<FederationCostRow[]>}
 */
export async function measureFederationCost({ root, withBrowser, routes, runs, port, cmsUrl, cmsToken, originOf, logDir, log }) {
  log('federation cost: building the site as one bundle');
  buildOneBundle(root, path.join(logDir, 'one-bundle-build.log'));
  const server = await startShellServer({
    port,
    cmsUrl,
    cmsToken,
    // Its own build serves the one bundle, naming no remote file to fetch early. It still renders with
    // the remotes' Node builds, loaded at its first render of each: on a busy 2-core machine that can
    // take over the default 1 s, which renders a page's fallback and trips the breaker for 10 s.
    entry: path.join(ONE_BUNDLE_SERVER, 'main.cjs'),
    env: { REMOTE_RENDER_TIMEOUT_MS: String(COLD_RENDER_TIMEOUT_MS) },
    logFile: path.join(logDir, 'shell-one-bundle.log'),
  });
  try {
    // Rendered once before they are measured, as the federated site's server has rendered them by now.
    for (const route of routes) await fetch(server.origin + route.path, { signal: AbortSignal.timeout(30_000) }).then((response) => response.arrayBuffer()).catch(() => null);
    /** @type {FederationCostRow[]} */
    const rows = await withBrowser(async (browser) => {
      /** @type {FederationCostRow[]} */
      const loaded = [];
      for (const route of routes) {
        log(`federation cost: first load of ${route.path} as one bundle`);
        /** @type {FederationCostRow} */
        const row = { path: route.path, federatedBytes: route.federatedBytes, oneBundleBytes: null, error: null, federatedMobile: route.federatedMobile };
        try {
          const load = await measureFirstLoad(browser, server.origin, originOf, { path: route.path, label: route.path });
          const failed = load.entries.filter((entry) => entry.kind === 'js' && (entry.failure !== null || (entry.status ?? 0) >= 400));
          if (failed.length) throw new Error(`scripts that failed: ${failed.map((entry) => entry.url).join(', ')}`);
          if (route.heading !== null && load.heading !== route.heading) throw new Error(`another page: h1 «${load.heading}», not «${route.heading}»`);
          row.oneBundleBytes = load.js.total;
        } catch (error) {
          row.error = error instanceof Error ? error.message : String(error);
        }
        loaded.push(row);
      }
      return loaded;
    });
    // Lighthouse only where the one bundle showed the right page, on the main routes (as the long tasks).
    for (const row of rows) {
      if (row.error !== null || !LONG_TASK_ROUTES.includes(row.path)) continue;
      const result = await measureLighthouse(server.origin, { path: row.path, label: row.path }, 'mobile', runs, 'lighthouse one bundle');
      row.oneBundleMobile = result.runs.length ? result.median : null;
      row.lighthouseError = result.errors.length ? result.errors.join('; ') : null;
    }
    return rows;
  } finally {
    await server.stop();
  }
}
