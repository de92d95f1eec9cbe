// @ts-check
// The production topology (`npm run prod`, scripts/prod/) measured as the rest of the bench is:
//   - throughput and latency through nginx (HTTPS) with two shell servers, then with one (the
//     other stopped gracefully), same run, same paths: what the second server adds on this machine;
//   - Lighthouse mobile on the one-origin HTTPS site, beside the five-origin figures of the
//     main table (same routes, same number of runs, the same Chromium).
// nginx, PostgreSQL, both shells, the remotes and the load generator share the 2 cores: the
// figures compare topologies on this machine; they are not a capacity plan.
import autocannon from 'autocannon';
import { startProductionSite } from '../prod/production-site.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { LOAD_CONNECTIONS as CONNECTIONS } from './production-report.mjs';

const HEADERS = { accept: 'text/html,application/xhtml+xml,*/*', 'accept-encoding': 'gzip, deflate, br' };

/** @typedef {import('./production-report.mjs').ProductionResult} ProductionResult */

/**
 * @param {{
 *   portBase: number,
 *   stateDir: string,
 *   paths: string[],
 *   routes: Array<{ route: import('./routes.mjs').Route, fiveOrigins: import('./lighthouse.mjs').LighthouseFigures | null }>,
 *   runs: number,
 *   seconds: number,
 *   log: (message: string) => void,
 *   onCleanup: (fn: () => Promise<void>) => () => Promise<void>,
 * }} options
 * @returns {Promise<ProductionResult>}
 */
export async function measureProduction({ portBase, stateDir, paths, routes, runs, seconds, log, onCleanup }) {
  /** @type {ProductionResult} */
  const result = { load: [], lighthouse: [], error: null };
  log('production topology: nginx, two shell servers, Strapi on PostgreSQL');
  let site;
  try {
    site = await startProductionSite({ portBase, stateDir, log: (line) => log(`production: ${line}`) });
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    return result;
  }
  const stop = onCleanup(() => site.stop());
  try {
    for (const servers of /** @type {const} */ ([2, 1])) {
      if (servers === 1) await site.shells.find((shell) => shell.name === 'b')?.process.stop(15_000);
      for (const path of paths) {
        log(`production: ${servers} shell server(s), ${path}`);
        // A first short run warms the page cache and nginx's connections, as "caliente" elsewhere.
        await autocannon({ url: site.origin + path, connections: CONNECTIONS, duration: 2, headers: HEADERS });
        const run = await autocannon({ url: site.origin + path, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
        result.load.push({
          servers,
          path,
          seconds,
          requestsPerSecond: run.requests.average,
          p50Ms: run.latency.p50,
          p99Ms: run.latency.p99,
          requests: run.requests.total,
          failed: run.non2xx + run.errors + run.timeouts,
        });
      }
    }
    await site.startShell('b');
    const trustTheLocalKey = [`--ignore-certificate-errors-spki-list=${site.tls.spkiHash}`];
    for (const { route, fiveOrigins } of routes) {
      const oneOrigin = await measureLighthouse(site.origin, route, 'mobile', runs, 'lighthouse (one origin)', trustTheLocalKey);
      result.lighthouse.push({ path: route.path, oneOrigin, fiveOrigins });
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await stop();
  }
  return result;
}
