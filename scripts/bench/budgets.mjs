// @ts-check
// First-load JavaScript budgets (gzip, 1 KB = 1024 bytes), read by the bench's report and by the
// size check of `npm test` (e2e/tests/first-load-size.e2e.test.ts), so both judge by one table; and
// the main routes' other targets of issue 30 (Lighthouse, the document's HTML, what the scripts may
// cost, interactions after load, the main thread blocked during load), read by the bench's report.
import { BUDGETS } from './routes.mjs';

/**
 * The main routes and their budgets, federated figures (docs/ARCHITECTURE.md §8, cold cache, all
 * origins): the home page is the one most visitors land on; the contact page carries the form.
 */
export const FIRST_LOAD_JS_BUDGETS_KB = /** @type {const} */ ({
  '/': 200,
  '/blog': 210,
  '/productos': 210,
  '/servicios/senalizacion-digital': 210,
  '/contacto': 235,
});

/** Any other route (docs/ARCHITECTURE.md §8). */
export const DEFAULT_FIRST_LOAD_JS_BUDGET_KB = 200;

/**
 * What the size check of `npm test` lets each main route weigh: its budget + 10 %, or, for a route
 * still over that, what it weighed when the check came back (2026-11-25, with a few KB for the
 * run-to-run spread of what loads by network idle), so it cannot grow while the rest of the budget
 * is worked off. Lower a figure when a route gets lighter; the bench marks every route against
 * its budget.
 */
export const SIZE_CHECK_CEILINGS_KB = /** @type {const} */ ({
  // Measured 2026-12-03, once MUI's components took the theme runtime from the shell rather than a
  // copy of createTheme per remote (shared/build/rspack-config.mjs, MuiThemeBySharedKeysPlugin):
  // 222.1, 225.3, 231.1, 222.1 and 253.2 KB.
  '/': 224,
  '/blog': 227,
  '/productos': 233,
  '/servicios/senalizacion-digital': 224,
  '/contacto': 255,
});

/**
 * The budget of a route's first-load JavaScript, in KB gzip.
 * @param {string} path the route's path (no query)
 * @returns {number}
 */
export function firstLoadJsBudgetKb(path) {
  return /** @type {Record<string, number>} */ (FIRST_LOAD_JS_BUDGETS_KB)[path] ?? DEFAULT_FIRST_LOAD_JS_BUDGET_KB;
}

/** Whether a route is one of the main routes (those of FIRST_LOAD_JS_BUDGETS_KB). @param {string} path */
export function isMainRoute(path) {
  return path in FIRST_LOAD_JS_BUDGETS_KB;
}

/**
 * The main routes' Lighthouse targets (issue 30): mobile median ≥ 97 with LCP ≤ 2.0 s, TBT ≤ 100 ms and
 * no layout shift (CLS 0.000 as Lighthouse shows it), desktop 100. Any other route keeps routes.mjs's BUDGETS.
 */
export const MAIN_ROUTE_TARGETS = /** @type {const} */ ({
  mobilePerformance: 97,
  desktopPerformance: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
});

/** The raw HTML of a route's document, KB (1 KB = 1024 bytes), where it is budgeted (issue 30). */
export const HTML_RAW_BUDGETS_KB = /** @type {const} */ ({ '/': 90 });

/**
 * The most Lighthouse performance points a main route's scripts may cost: its score with them
 * less the score of the same page served without them (HTML and CSS only) is at least −2.
 */
export const SCRIPTS_COST_POINTS_BUDGET = 2;

/** The longest an interaction after load may take to be answered on a phone (Event Timing duration, ms). */
export const INTERACTION_BUDGET_MS = 100;

/**
 * The most a main route's load may block the main thread on a phone (issue 39): the sum over its long
 * tasks of what each runs past 50 ms, CPU 4× slower, to hydration and quiet (blocking-time.mjs), median of runs.
 */
export const BLOCKING_BUDGET_MS = 250;

/**
 * @typedef {object} LighthouseTargets what a route's Lighthouse figures must meet
 * @property {number} performance at least
 * @property {number} accessibility at least
 * @property {number} bestPractices at least
 * @property {number} seo at least
 * @property {number | null} lcpMs at most (null: not budgeted)
 * @property {number | null} tbtMs at most
 * @property {(cls: number) => boolean} meetsCls
 * @property {string} clsText the CLS budget, as the report's legend says it
 */

/**
 * @param {string} path the route's path
 * @param {import('./routes.mjs').FormFactor} formFactor
 * @returns {LighthouseTargets}
 */
export function lighthouseTargetsOf(path, formFactor) {
  const mobile = formFactor === 'mobile';
  const common = { accessibility: BUDGETS.accessibility, bestPractices: BUDGETS.bestPractices, seo: BUDGETS.seo };
  if (!isMainRoute(path)) {
    return {
      ...common,
      performance: mobile ? BUDGETS.mobilePerformance : BUDGETS.desktopPerformance,
      lcpMs: null,
      tbtMs: null,
      meetsCls: (cls) => cls < BUDGETS.cls,
      clsText: `< ${BUDGETS.cls}`,
    };
  }
  return {
    ...common,
    performance: mobile ? MAIN_ROUTE_TARGETS.mobilePerformance : MAIN_ROUTE_TARGETS.desktopPerformance,
    lcpMs: mobile ? MAIN_ROUTE_TARGETS.lcpMs : null,
    tbtMs: mobile ? MAIN_ROUTE_TARGETS.tbtMs : null,
    // As Lighthouse shows it, three decimals: a shift too small to show is none.
    meetsCls: (cls) => Math.round(cls * 1000) / 1000 <= MAIN_ROUTE_TARGETS.cls,
    clsText: String(MAIN_ROUTE_TARGETS.cls),
  };
}
