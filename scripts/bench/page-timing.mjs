// @ts-check
// When a visitor first sees something, and what keeps the main thread busy
// meanwhile:
//   - time to first byte and first contentful paint of a first load, read in
//     the page from Navigation Timing (responseStart, from the navigation's
//     start, as web-vitals counts TTFB) and Paint Timing;
//   - the longest main-thread tasks of a Lighthouse run (its `long-tasks` audit:
//     tasks of 50 ms or more, each with the script it is attributed to).
import { median } from './stats.mjs';

/**
 * @typedef {object} PageTiming
 * @property {number | null} ttfbMs responseStart: from the navigation's start to the document's first byte
 * @property {number | null} serverMs responseStart - requestStart: the server's share of it
 * @property {number | null} fcpMs first-contentful-paint
 */

/**
 * Reads the timing of the document loaded in `page` (after it has painted).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<PageTiming>}
 */
export async function readPageTiming(page) {
  return page.evaluate(() => {
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      ttfbMs: navigation ? navigation.responseStart : null,
      serverMs: navigation ? navigation.responseStart - navigation.requestStart : null,
      fcpMs: paint ? paint.startTime : null,
    };
  });
}

/**
 * The median of each figure over several loads.
 * @param {PageTiming[]} timings
 * @returns {PageTiming}
 */
export function medianTiming(timings) {
  /** @param {keyof PageTiming} key */
  const of = (key) => median(timings.map((t) => t[key]).filter((v) => v !== null));
  return { ttfbMs: of('ttfbMs'), serverMs: of('serverMs'), fcpMs: of('fcpMs') };
}

/**
 * @typedef {object} LongTask
 * @property {string} url the script Lighthouse attributes the task to (or "Unattributable")
 * @property {number} durationMs
 * @property {number} startTimeMs
 */

/**
 * The longest main-thread tasks of a Lighthouse run, longest first (durations are
 * simulated under the mobile config's CPU throttling).
 * @param {import('lighthouse').Result} lhr
 * @param {number} limit
 * @returns {LongTask[]}
 */
export function longTasksOf(lhr, limit) {
  const details = lhr.audits['long-tasks']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items
    .map((item) => ({
      url: typeof item.url === 'string' ? item.url : String(item.url ?? ''),
      durationMs: typeof item.duration === 'number' ? item.duration : 0,
      startTimeMs: typeof item.startTime === 'number' ? item.startTime : 0,
    }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, limit);
}

/**
 * A task's script as a short label: which app served it, and its path.
 * @param {string} url
 * @param {(url: string) => string} appOf the app's name for a URL
 * @returns {string}
 */
export function scriptLabel(url, appOf) {
  try {
    return `${appOf(url)} ${new URL(url).pathname}`;
  } catch {
    return url || 'Unattributable';
  }
}
