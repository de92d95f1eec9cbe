// @ts-check
// The main thread blocked during load on a slow phone: each route opened in a fresh Chromium
// context as interactions.mjs's phone, with its CPU slowed CPU_SLOWDOWN× from the start, and its
// long tasks collected by the page itself until it has hydrated and gone quiet; blocking-time.mjs
// sums them. BENCH_BLOCKING=0 skips it.
/* global document, window, MutationObserver -- (page.evaluate and the init script run in the page) */
import { PAGE_TIMEOUT_MS } from './first-load.mjs';
import { CPU_SLOWDOWN, PHONE } from './interactions.mjs';
import { loadBlocking, quietPoint } from './blocking-time.mjs';

/** @typedef {import('./blocking-time.mjs').BlockingResult} BlockingResult */
/** @typedef {import('./blocking-time.mjs').BlockingSample} BlockingSample */
/** @typedef {import('./blocking-time.mjs').LongTask} LongTask */

/** Quiet: this long without a long task after hydration (what follows it is no longer the load). */
export const QUIET_MS = 2000;
/** A page busy for longer than this after hydration is counted up to then. */
export const QUIET_TIMEOUT_MS = 20_000;
/** How often the bench looks at the page: each look is a small task of the page's own. */
const POLL_MS = 250;

/**
 * Runs in the page before its scripts: every long task (buffered: those before the observer too),
 * and when the shell marked the page hydrated.
 */
function collectLongTasks() {
  /** @type {any} */
  const bench = /** @type {any} */ (window);
  bench.__benchLongTasks = [];
  bench.__benchHydratedAt = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.__benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: no entry comes, and the sum would read 0; the bench refuses that below.
    bench.__benchNoLongTasks = true;
  }
  // The document has no <html> yet when this runs: watch the document itself, its subtree included.
  const observer = new MutationObserver(() => {
    if (document.documentElement?.dataset.pageHydrated === undefined) return;
    bench.__benchHydratedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-hydrated'] });
}

/**
 * One load of `url`, from navigation to quiet.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<BlockingSample>}
 */
async function measureLoad(browser, url) {
  const context = await browser.newContext({ ...PHONE, locale: 'es-CL', serviceWorkers: 'block' });
  try {
    await context.addInitScript(collectLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    await page.waitForFunction(() => /** @type {any} */ (window).__benchHydratedAt !== null, null, { timeout: PAGE_TIMEOUT_MS, polling: POLL_MS });
    const hydratedAt = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__benchHydratedAt));
    if (await page.evaluate(() => /** @type {any} */ (window).__benchNoLongTasks === true)) throw new Error('this Chromium has no Long Tasks API');
    // Looked at from Node: the entries are read as they stand, and the quiet point found in them
    // (a task that just ended may have its entry still on the way: the gap must hold once it came).
    for (;;) {
      const { tasks, now } = await page.evaluate(() => ({
        tasks: /** @type {LongTask[]} */ ([.../** @type {any} */ (window).__benchLongTasks]),
        now: performance.now(),
      }));
      const quietAt = quietPoint(tasks, { hydratedAt, quietMs: QUIET_MS, now });
      if (quietAt !== null) return { ...loadBlocking(tasks, quietAt), hydratedAtMs: hydratedAt, untilMs: quietAt, quiet: true, tasks };
      if (now - hydratedAt >= QUIET_TIMEOUT_MS) {
        const untilMs = hydratedAt + QUIET_TIMEOUT_MS;
        return { ...loadBlocking(tasks, untilMs), hydratedAtMs: hydratedAt, untilMs, quiet: false, tasks };
      }
      await page.waitForTimeout(POLL_MS);
    }
  } finally {
    await context.close();
  }
}

/**
 * Every route, `runs` fresh loads each.
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, paths: string[], runs: number, log: (message: string) => void }} options
 * @returns {Promise<BlockingResult>}
 */
export async function measureBlocking({ browser, baseUrl, paths, runs, log }) {
  /** @type {BlockingResult['routes']} */
  const routes = [];
  for (const path of paths) {
    /** @type {BlockingResult['routes'][number]} */
    const route = { path, samples: [], errors: [] };
    for (let run = 1; run <= runs; run++) {
      log(`main thread blocked during load ${path}, CPU ${CPU_SLOWDOWN}× slower (${run}/${runs})`);
      try {
        route.samples.push(await measureLoad(browser, baseUrl + path));
      } catch (error) {
        route.errors.push(`run ${run}: ${error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)}`);
      }
    }
    routes.push(route);
  }
  return { cpuSlowdown: CPU_SLOWDOWN, quietMs: QUIET_MS, quietTimeoutMs: QUIET_TIMEOUT_MS, routes };
}
