// @ts-check
// First-load JavaScript budgets (gzip, 1 KB = 1024 bytes), read by the bench's report and by the
// size check of `npm test` (e2e/tests/first-load-size.e2e.test.ts), so both judge by one table.

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
  '/': 228,
  '/blog': 234,
  '/productos': 241,
  '/servicios/senalizacion-digital': 231,
  '/contacto': 278,
});

/**
 * The budget of a route's first-load JavaScript, in KB gzip.
 * @param {string} path the route's path (no query)
 * @returns {number}
 */
export function firstLoadJsBudgetKb(path) {
  return /** @type {Record<string, number>} */ (FIRST_LOAD_JS_BUDGETS_KB)[path] ?? DEFAULT_FIRST_LOAD_JS_BUDGET_KB;
}
