// @ts-check
// Server throughput (docs/ARCHITECTURE.md §8: warm server ≥ 1,000 requests/s with
// p99 ≤ 50 ms): autocannon against a shell server process of the benchmark's
// own, page by page, in three states:
//   - "sin caché de páginas": a fresh server started with PAGE_CACHE_MS=0 (its
//     rendered-page cache off: every request renders);
//   - "frío": a fresh server with its default caches, first run;
//   - "caliente": the same server, a second run right after.
// After each state it reads the server process's resident memory (VmRSS). A
// static file, once and warm, shows what the server does without rendering.
// The load generator runs in this process, on the same 2 cores as the server:
// the figures compare states and commits, they are not a capacity plan.
import autocannon from 'autocannon';
import { kb, markdownTable, ms } from './markdown.mjs';
import { startShellServer } from './shell-server.mjs';

const CONNECTIONS = 50;
/** What a browser sends: the server compresses as it would for a visitor. */
const HEADERS = { accept: 'text/html,application/xhtml+xml,*/*', 'accept-encoding': 'gzip, deflate, br' };
const BUDGET = { requestsPerSecond: 1000, p99Ms: 50 };
/** A page from the page cache against a file of the same server (issue 31): as many requests/s, nearly, and a p99 as short, nearly. */
export const CACHED_PAGE_VS_FILE = { minRequestsRatio: 0.9, maxP99Ratio: 1.2 };

/** @typedef {'sin caché de páginas' | 'frío' | 'caliente' | 'estático'} ThroughputState */

/**
 * @typedef {object} ThroughputRun
 * @property {string} path
 * @property {ThroughputState} state
 * @property {number} seconds
 * @property {number} connections
 * @property {number} requestsPerSecond mean over the run's seconds
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} requests 2xx and others, completed
 * @property {number} non2xx
 * @property {number} errors connection errors and timeouts
 * @property {number} bytesPerSecond mean, as transferred
 * @property {number | null} rssBytes the server's VmRSS right after the run
 * @property {string} [after] a static run: the page whose warm server it ran on, right after that page
 */

/**
 * @typedef {object} CachedPageVersusFile
 * @property {string} path the page
 * @property {number} requestsRatio the cached page's requests/s over the file's
 * @property {number} p99Ratio the cached page's p99 over the file's
 * @property {boolean} met both within CACHED_PAGE_VS_FILE
 */

/**
 * Each page's warm run against the file's run on the same server, right after it.
 * @param {ThroughputRun[]} runs
 * @returns {CachedPageVersusFile[]}
 */
export function cachedPagesVersusFile(runs) {
  return runs.flatMap((warm) => {
    const file = warm.state === 'caliente' ? runs.find((r) => r.state === 'estático' && r.after === warm.path) : undefined;
    if (!file || file.requestsPerSecond <= 0 || file.p99Ms <= 0 || warm.requests === 0) return [];
    const requestsRatio = warm.requestsPerSecond / file.requestsPerSecond;
    const p99Ratio = warm.p99Ms / file.p99Ms;
    const met = requestsRatio >= CACHED_PAGE_VS_FILE.minRequestsRatio && p99Ratio <= CACHED_PAGE_VS_FILE.maxP99Ratio;
    return [{ path: warm.path, requestsRatio, p99Ratio, met }];
  });
}

/**
 * @typedef {object} ThroughputOptions
 * @property {string[]} paths pages to load
 * @property {string} staticPath a file the server sends without rendering (e.g. /favicon.svg)
 * @property {number} seconds per run
 * @property {number} port for the benchmark's shell server
 * @property {string} cmsUrl
 * @property {string} cmsToken
 * @property {string} [logFile] the shell server's output
 * @property {(message: string) => void} log
 * @property {(fn: () => Promise<void>) => () => Promise<void>} onCleanup
 */

/**
 * One autocannon run.
 * @param {import('./shell-server.mjs').ShellServer} server
 * @param {string} urlPath
 * @param {ThroughputState} state
 * @param {number} seconds
 * @returns {Promise<ThroughputRun>}
 */
async function run(server, urlPath, state, seconds) {
  const result = await autocannon({ url: server.origin + urlPath, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    path: urlPath,
    state,
    seconds,
    connections: CONNECTIONS,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerSecond: result.throughput.average,
    rssBytes: server.rssBytes(),
  };
}

/**
 * @typedef {object} ThroughputResult
 * @property {ThroughputRun[]} runs
 * @property {string[]} errors paths that could not be measured, and why
 */

/**
 * Every path in the three states (two fresh servers per path), then the static
 * file; a path that fails (its server stopped, say) is reported and skipped.
 * @param {ThroughputOptions} options
 * @returns {Promise<ThroughputResult>}
 */
export async function measureThroughput({ paths, staticPath, seconds, port, cmsUrl, cmsToken, logFile, log, onCleanup }) {
  /** @param {Record<string, string>} env */
  const start = async (env) => {
    const server = await startShellServer({ port, cmsUrl, cmsToken, env, ...(logFile ? { logFile } : {}) });
    return { server, stop: onCleanup(server.stop) };
  };
  /** @type {ThroughputRun[]} */
  const runs = [];
  /** @type {string[]} */
  const errors = [];
  for (const urlPath of paths) {
    try {
      log(`throughput ${urlPath}: "sin caché de páginas" (${seconds} s, ${CONNECTIONS} connections)`);
      const uncached = await start({ PAGE_CACHE_MS: '0' });
      try {
        runs.push(await run(uncached.server, urlPath, 'sin caché de páginas', seconds));
      } finally {
        await uncached.stop();
      }

      log(`throughput ${urlPath}: "frío", then "caliente"`);
      const fresh = await start({});
      try {
        runs.push(await run(fresh.server, urlPath, 'frío', seconds));
        runs.push(await run(fresh.server, urlPath, 'caliente', seconds));
        // The file on the same server, right after: what the cached page is weighed against.
        log(`throughput ${staticPath} (static, the same warm server)`);
        runs.push({ ...(await run(fresh.server, staticPath, 'estático', seconds)), after: urlPath });
      } finally {
        await fresh.stop();
      }
    } catch (error) {
      const message = `${urlPath}: ${error instanceof Error ? error.message : String(error)}`;
      log(`throughput ${message}`);
      errors.push(message);
    }
  }
  return { runs, errors };
}

/**
 * @param {ThroughputResult} result
 * @returns {string}
 */
export function renderThroughput({ runs, errors }) {
  const first = runs[0];
  if (!first) return errors.length ? ['## Server throughput', '', ...errors.map((e) => `- not measured: ${e}`), ''].join('\n') : '';
  const out = [
    `## Server throughput (autocannon, ${first.connections} connections, ${first.seconds} s per run; ` +
      `target warm: ≥ ${BUDGET.requestsPerSecond} requests/s, p99 ≤ ${BUDGET.p99Ms} ms)`,
    '',
    'A shell server of the benchmark\'s own (`node shell/dist-server/main.cjs`), requests as a browser sends them ' +
      '(gzip/br accepted). "sin caché de páginas": a fresh server with PAGE_CACHE_MS=0; "frío": a fresh server, first run; ' +
      '"caliente": the same server right after; "estático": a file of the shell\'s build on that warm server, right after its page. ' +
      'RSS: the server process\'s VmRSS after the run. The load generator shares the 2 cores.',
    '',
  ];
  /** @type {string[][]} */
  const rows = [['Path', 'State', 'Requests/s', 'p50 ms', 'p99 ms', 'Completed', 'Non-2xx', 'Errors', 'KB/s', 'RSS MB']];
  for (const r of runs) {
    const warm = r.state === 'caliente';
    const miss = (/** @type {boolean} */ missed, /** @type {string} */ text) => (warm && missed ? `${text} ✗` : text);
    // With no request completed within the run, autocannon's latencies are zeros, not figures.
    const none = r.requests === 0;
    rows.push([
      `\`${r.path}\``,
      r.after ? `${r.state} (tras \`${r.after}\`)` : r.state,
      miss(r.requestsPerSecond < BUDGET.requestsPerSecond, String(Math.round(r.requestsPerSecond))),
      none ? '–' : ms(r.p50Ms),
      none ? '–' : miss(r.p99Ms > BUDGET.p99Ms, ms(r.p99Ms)),
      String(r.requests),
      String(r.non2xx),
      String(r.errors),
      kb(r.bytesPerSecond),
      r.rssBytes === null ? '–' : (r.rssBytes / 1024 / 1024).toFixed(0),
    ]);
  }
  out.push(markdownTable(rows), '');
  const versus = cachedPagesVersusFile(runs);
  if (versus.length) {
    out.push(
      `A page from the page cache against the file on the same server, right after it (target: ≥ ${CACHED_PAGE_VS_FILE.minRequestsRatio}× its requests/s, ` +
        `p99 ≤ ${CACHED_PAGE_VS_FILE.maxP99Ratio}× its p99):`,
      '',
      markdownTable([
        ['Page', 'Requests/s ÷ file', 'p99 ÷ file', ''],
        ...versus.map((v) => [`\`${v.path}\``, v.requestsRatio.toFixed(2), v.p99Ratio.toFixed(2), v.met ? '✓' : '✗']),
      ]),
      '',
    );
  }
  if (errors.length) out.push(...errors.map((e) => `- not measured: ${e}`), '');
  return out.join('\n');
}
