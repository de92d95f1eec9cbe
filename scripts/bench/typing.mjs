// @ts-check
// How responsive the catalogue's search box stays while a visitor types, with
// LARGE_CATALOGUE products: a CMS seeded with that many (its own database, kept
// between runs) behind a second shell with the same remotes. Each run types into
// the field one key at a time under a Chromium performance trace and reads the
// renderer's main-thread tasks from it; a task over 50 ms is a frame the visitor
// can feel (the RAIL budget). A measure, not a test: a timing on a shared 2-core
// machine is no stable pass/fail line, so the end-to-end suite checks the search
// itself and leaves this to the bench. BENCH_TYPING=0 skips it.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { cmsOrigin, ensureCmsInstalled, randomToken, startCms } from '../lib/cms-process.mjs';
import { PAGE_TIMEOUT_MS } from './first-load.mjs';
import { markdownTable } from './markdown.mjs';
import { onCleanup } from './run-context.mjs';
import { startShellServer } from './shell-server.mjs';
import { median } from './stats.mjs';

export const LARGE_CATALOGUE = 200;
const TYPED_TEXT = 'videowall lumina';
const MISS = '✗';

/** @typedef {{ longestTaskMs: number, tasksOver50Ms: number, tasks: number }} TypingTrace */
/** @typedef {{ products: number, text: string, runs: TypingTrace[] }} TypingResult */

const LONG_TASK_MS = 50;

/**
 * @param {import('playwright-core').Browser} browser Chromium (tracing is Chromium-only)
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} field
 * @param {string} text
 * @returns {Promise<TypingTrace>}
 */
export async function measureTyping(browser, page, field, text) {
  await field.click();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // About a fast typist's pace: each key lands while the previous one's work may still run.
  await field.pressSequentially(text, { delay: 80 });
  // Let the last keystroke's rendering finish inside the trace.
  await page.waitForTimeout(600);
  return summarizeTrace(JSON.parse((await browser.stopTracing()).toString('utf8')));
}

/**
 * The renderer's main-thread tasks in a Chromium trace (JSON array or `{ traceEvents }`).
 * @param {unknown} trace
 * @returns {TypingTrace}
 */
export function summarizeTrace(trace) {
  /** @type {Array<{ name: string, ph: string, pid: number, tid: number, dur?: number, args?: { name?: string } }>} */
  const events = Array.isArray(trace) ? trace : /** @type {{ traceEvents: any[] }} */ (trace).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const durations = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => (event.dur ?? 0) / 1000);
  return {
    longestTaskMs: Math.round(Math.max(0, ...durations) * 10) / 10,
    tasksOver50Ms: durations.filter((ms) => ms > LONG_TASK_MS).length,
    tasks: durations.length,
  };
}

/**
 * Typing in the catalogue's search box over LARGE_CATALOGUE products. Median of `runs` traces.
 * @param {{ runs: number, baseUrl: string, cmsPort: number, shellPort: number, logDir: string }} options
 *   baseUrl: the site (its product count tells how many to add); the ports: benchPorts (ports.mjs)
 * @returns {Promise<TypingResult>}
 */
export async function measureLargeCatalogueTyping({ runs, baseUrl, cmsPort, shellPort, logDir }) {
  ensureCmsInstalled();
  const token = randomToken();
  const seeded = /** @type {{ data: unknown[] }} */ (
    await (await fetch(`${baseUrl}/api/products`, { signal: AbortSignal.timeout(30_000) })).json()
  ).data.length;
  const cms = await startCms({
    port: cmsPort,
    token,
    databaseFile: '.tmp/bench-large-catalogue.db',
    logFile: path.join(logDir, 'cms-large.log'),
    env: { CMS_SEED_EXTRA_PRODUCTS: String(LARGE_CATALOGUE - seeded) },
  });
  const stopCms = onCleanup(() => cms.stop());
  try {
    const shell = await startShellServer({
      port: shellPort,
      cmsUrl: cmsOrigin(cmsPort),
      cmsToken: token,
      logFile: path.join(logDir, 'shell-large-catalogue.log'),
    });
    const stopShell = onCleanup(shell.stop);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS, headless: true });
    const closeBrowser = onCleanup(() => browser.close());
    try {
      const products = /** @type {{ data: unknown[] }} */ (
        await (await fetch(`${shell.origin}/api/products`, { signal: AbortSignal.timeout(30_000) })).json()
      ).data.length;
      const results = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${shell.origin}/productos`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
        await page.getByText(`${products} productos`).waitFor({ timeout: PAGE_TIMEOUT_MS });
        results.push(await measureTyping(browser, page, page.getByRole('searchbox', { name: 'Buscar productos' }), TYPED_TEXT));
        await context.close();
      }
      return { products, text: TYPED_TEXT, runs: results };
    } finally {
      await closeBrowser();
      await stopShell();
    }
  } finally {
    await stopCms();
  }
}

/**
 * The report's section.
 * @param {TypingResult} typing
 * @returns {string}
 */
export function renderTyping({ products, text, runs: traces }) {
  const longest = median(traces.map((t) => t.longestTaskMs)) ?? 0;
  const over = Math.max(...traces.map((t) => t.tasksOver50Ms));
  const mark = (/** @type {string} */ value, /** @type {boolean} */ missed) => (missed ? `${value} ${MISS}` : value);
  return [
    `## Typing "${text}" in the catalogue search with ${products} products (Chromium trace; target: no task over ${LONG_TASK_MS} ms)`,
    '',
    markdownTable([
      ['Runs', 'Longest main-thread task, median ms', 'Longest per run ms', 'Tasks over 50 ms (worst run)'],
      [String(traces.length), mark(longest.toFixed(1), longest > LONG_TASK_MS), traces.map((t) => t.longestTaskMs.toFixed(1)).join(', '), mark(String(over), over > 0)],
    ]),
    '',
  ].join('\n');
}
