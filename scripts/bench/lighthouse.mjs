// @ts-check
// Lighthouse 12 on a route, mobile (default config) and desktop (desktop config),
// each run in a Chromium of its own, one at a time: the performance,
// accessibility, best practices and SEO scores plus LCP, TBT and CLS, the
// median of the runs, and each run's longest main-thread tasks and the points
// each metric cost its performance score. Every run keeps the host's
// `benchmarkIndex` (Lighthouse's CPU score of the machine): the simulated
// throttling multiplies the host's own task times, so a figure means something
// only beside it (docs/ARCHITECTURE.md §8).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { commandEnv } from '../lib/script-config.mjs';
import { longTasksOf } from './page-timing.mjs';
import { pointsLostOf } from './performance-points.mjs';
import { LONG_TASKS } from './routes.mjs';
import { log, onCleanup } from './run-context.mjs';
import { medianByKey } from './stats.mjs';

/** @typedef {import('./routes.mjs').Route} Route */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** One run's deadline (Lighthouse's own page-load limits are well within it). */
const RUN_TIMEOUT_MS = 180_000;

/**
 * BENCH_CPU_SLOWDOWN: the mobile runs' simulated CPU slowdown instead of Lighthouse's 4×. Lighthouse's
 * own advice for a host faster or slower than the one its 4× assumes: a host with twice the project's
 * benchmarkIndex is measured as the project's machine kind would be with about 8×. Unset: 4×.
 */
export function mobileThrottlingOf(multiplier = commandEnv('bench').BENCH_CPU_SLOWDOWN) {
  if (multiplier === undefined) return undefined;
  return { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier };
}
/** @typedef {import('./routes.mjs').FormFactor} FormFactor */

/**
 * @typedef {object} LighthouseFigures
 * @property {number | null} performance 0-100
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {number | null} benchmarkIndex the host's CPU score during the run (`lhr.environment.benchmarkIndex`)
 */

/**
 * @typedef {object} LighthouseResult
 * @property {LighthouseFigures} median
 * @property {LighthouseFigures[]} runs
 * @property {string[]} warnings run warnings Lighthouse reported (deduplicated)
 * @property {string[]} errors runs that failed
 * @property {import('./page-timing.mjs').LongTask[][]} longTasks the longest main-thread tasks, per run (as `runs`)
 * @property {import('./performance-points.mjs').PointsLost[]} pointsLost the points each metric cost the performance score, per run (as `runs`)
 */

/** @param {import('lighthouse').Result} lhr @param {string} id @returns {number | null} */
function categoryScore(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** @param {import('lighthouse').Result} lhr @param {string} id @returns {number | null} */
function auditValue(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** @param {chromeLauncher.LaunchedChrome} chrome @returns {Promise<void>} */
async function killChrome(chrome) {
  const child = chrome.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  chrome.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/**
 * @typedef {object} RunOutcome
 * @property {LighthouseFigures} figures
 * @property {import('./page-timing.mjs').LongTask[]} longTasks
 * @property {import('./performance-points.mjs').PointsLost} pointsLost
 * @property {string[]} warnings
 * @property {string | null} error
 */

/**
 * One Lighthouse run in a Chromium of its own.
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {boolean} notFound the page answers 404 on purpose (Lighthouse refuses to measure it otherwise)
 * @param {string[]} extraFlags Chromium's, besides the usual ones (e.g. the production topology's local certificate)
 * @returns {Promise<RunOutcome>}
 */
async function lighthouseOnce(url, formFactor, notFound, extraFlags) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, ...extraFlags],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stop = onCleanup(() => killChrome(chrome));
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode: notFound };
    const mobileThrottling = formFactor === 'mobile' ? mobileThrottlingOf() : undefined;
    if (mobileThrottling) flags.throttling = mobileThrottling;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const deadline = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    // Its Chromium is killed below when the deadline passes, which ends the run.
    const result = await Promise.race([lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined), deadline]).finally(
      () => clearTimeout(timer),
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    return {
      figures: {
        performance: categoryScore(lhr, 'performance'),
        accessibility: categoryScore(lhr, 'accessibility'),
        bestPractices: categoryScore(lhr, 'best-practices'),
        seo: categoryScore(lhr, 'seo'),
        lcpMs: auditValue(lhr, 'largest-contentful-paint'),
        tbtMs: auditValue(lhr, 'total-blocking-time'),
        cls: auditValue(lhr, 'cumulative-layout-shift'),
        // A number in every Lighthouse 12 result; null only should a run come without it.
        benchmarkIndex: Number.isFinite(lhr.environment.benchmarkIndex) ? lhr.environment.benchmarkIndex : null,
      },
      longTasks: longTasksOf(lhr, LONG_TASKS),
      pointsLost: pointsLostOf(lhr),
      warnings: lhr.runWarnings.map(String),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    await stop();
  }
}


/** @type {(keyof LighthouseFigures)[]} */
const FIGURE_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];

/**
 * The runs of one page, gathered into a LighthouseResult as they come.
 * @param {string} baseUrl
 * @param {Route} route
 * @param {FormFactor} formFactor
 * @param {number} runs
 * @param {string} logLabel
 * @param {string[]} extraFlags
 */
function runsOf(baseUrl, route, formFactor, runs, logLabel, extraFlags) {
  /** @type {LighthouseFigures[]} */
  const runFigures = [];
  /** @type {Set<string>} */
  const warnings = new Set();
  /** @type {string[]} */
  const errors = [];
  /** @type {import('./page-timing.mjs').LongTask[][]} */
  const longTasks = [];
  /** @type {import('./performance-points.mjs').PointsLost[]} */
  const pointsLost = [];
  return {
    /** Run `run` of `runs`. @param {number} run */
    async measure(run) {
      log(`${logLabel} ${formFactor} ${route.path} (${run}/${runs})`);
      try {
        const measure = () => lighthouseOnce(baseUrl + route.path, formFactor, route.status === 404, extraFlags);
        let outcome = await measure();
        // Chromium now and then loses the trace of a load (NO_NAVSTART): nothing about the page, so once more.
        if (outcome.error?.startsWith('NO_NAVSTART')) {
          log(`${logLabel} ${formFactor} ${route.path} (${run}/${runs}): NO_NAVSTART, run again`);
          outcome = await measure();
        }
        const { figures, longTasks: runLongTasks, pointsLost: runPointsLost, warnings: runWarnings, error } = outcome;
        runFigures.push(figures);
        longTasks.push(runLongTasks);
        pointsLost.push(runPointsLost);
        for (const warning of runWarnings) warnings.add(warning);
        if (error) errors.push(`run ${run}: ${error}`);
      } catch (error) {
        errors.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    /** @returns {LighthouseResult} */
    result: () => ({
      median: /** @type {LighthouseFigures} */ (medianByKey(runFigures, FIGURE_KEYS)),
      runs: runFigures,
      warnings: [...warnings],
      errors,
      longTasks,
      pointsLost,
    }),
  };
}

/**
 * @param {string} baseUrl the site's shell (or the one bundle's)
 * @param {Route} route
 * @param {FormFactor} formFactor
 * @param {number} runs
 * @param {string} [logLabel] what the log calls the runs
 * @param {string[]} [extraFlags] Chromium's, besides the usual ones
 * @returns {Promise<LighthouseResult>}
 */
export async function measureLighthouse(baseUrl, route, formFactor, runs, logLabel = 'lighthouse', extraFlags = []) {
  const page = runsOf(baseUrl, route, formFactor, runs, logLabel, extraFlags);
  for (let run = 1; run <= runs; run += 1) await page.measure(run);
  return page.result();
}

/**
 * The same route served by several origins (the site, and the site without its scripts), their
 * runs taken in turn (run 1 of each, then run 2 of each…), so that a machine that slows down for a
 * while weighs on both alike and their difference stays fair.
 * @param {{ baseUrl: string, logLabel: string }[]} variants
 * @param {Route} route
 * @param {FormFactor} formFactor
 * @param {number} runs
 * @returns {Promise<LighthouseResult[]>} in the order of `variants`
 */
export async function measureLighthouseInTurn(variants, route, formFactor, runs) {
  const pages = variants.map(({ baseUrl, logLabel }) => runsOf(baseUrl, route, formFactor, runs, logLabel, []));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) await page.measure(run);
  }
  return pages.map((page) => page.result());
}

/** @returns {string} */
export function lighthouseVersion() {
  const require = createRequire(import.meta.url);
  /** @type {{ version: string }} */
  const pkg = require('lighthouse/package.json');
  return pkg.version;
}
