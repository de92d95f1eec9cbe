// @ts-check
// How long a page's load blocks the main thread on a slow phone, from the page's own Long Tasks
// entries (blocking.mjs collects them): per long task, what it runs past LONG_TASK_MS, summed from
// the navigation's start until the page has hydrated and then gone quiet. It is Lighthouse's TBT
// counted in a real Chromium with its CPU slowed, not simulated from an unthrottled trace, and from
// the navigation's start rather than from the first paint. Pure functions.
import { BLOCKING_BUDGET_MS } from './budgets.mjs';
import { markdownTable, ms } from './markdown.mjs';
import { median, range } from './stats.mjs';

/** A task longer than this blocks input (the Long Tasks API's threshold, and TBT's). */
export const LONG_TASK_MS = 50;

/**
 * @typedef {object} LongTask one PerformanceLongTaskTiming entry, as the page hands it over
 * @property {number} startTime ms from the navigation's start
 * @property {number} duration ms
 */

/**
 * When the page went quiet: the end of the last long task before the first gap of `quietMs` without
 * one, counted from hydration (a task running at hydration delays it). Null while the gap has not
 * been seen yet: the page may still be busy, or a task ended whose entry has not come.
 * @param {LongTask[]} tasks
 * @param {{ hydratedAt: number, quietMs: number, now: number }} at ms from the navigation's start
 * @returns {number | null}
 */
export function quietPoint(tasks, { hydratedAt, quietMs, now }) {
  let quietFrom = hydratedAt;
  for (const task of [...tasks].sort((a, b) => a.startTime - b.startTime)) {
    if (task.startTime - quietFrom >= quietMs) return quietFrom;
    quietFrom = Math.max(quietFrom, task.startTime + task.duration);
  }
  return now - quietFrom >= quietMs ? quietFrom : null;
}

/**
 * @typedef {object} LoadBlocking what one load blocked
 * @property {number} blockedMs the sum of max(0, duration − LONG_TASK_MS) over its long tasks
 * @property {number} longTasks how many long tasks the API reported (over LONG_TASK_MS)
 * @property {number | null} longestMs null: none did
 */

/**
 * The blocking of the long tasks that started before `until` (the quiet point: what runs after the
 * page has settled is no longer its load).
 * @param {LongTask[]} tasks
 * @param {number} until ms from the navigation's start
 * @returns {LoadBlocking}
 */
export function loadBlocking(tasks, until) {
  // The API reports tasks of over 50 ms with their duration rounded, so an entry of 50 is one (and
  // blocks 0 ms); the filter keeps the sum honest for anything shorter handed in.
  const counted = tasks.filter((task) => task.startTime < until && task.duration >= LONG_TASK_MS);
  return {
    blockedMs: counted.reduce((sum, task) => sum + (task.duration - LONG_TASK_MS), 0),
    longTasks: counted.length,
    longestMs: counted.length ? Math.max(...counted.map((task) => task.duration)) : null,
  };
}

/**
 * @typedef {LoadBlocking & {
 *   hydratedAtMs: number,
 *   untilMs: number,
 *   quiet: boolean,
 *   tasks: LongTask[],
 * }} BlockingSample one load: hydratedAtMs, when the page marked itself hydrated; untilMs, the end of
 *   the window counted (the quiet point, or the timeout's time when it did not go quiet: quiet false)
 */

/**
 * @typedef {object} BlockingSummary over a route's runs
 * @property {number} runs measured
 * @property {number | null} blockedMedianMs
 * @property {{ min: number, max: number } | null} blockedRange the spread
 * @property {number | null} longTasksMedian
 * @property {{ min: number, max: number } | null} longTasksRange
 * @property {number | null} longestMedianMs
 * @property {number | null} longestMaxMs the longest task of every run
 * @property {number | null} hydratedMedianMs
 * @property {number | null} untilMedianMs
 * @property {number} notQuiet runs that had not gone quiet by the timeout
 * @property {boolean | null} meetsBudget the median within BLOCKING_BUDGET_MS; null: nothing measured
 */

/**
 * @param {BlockingSample[]} samples
 * @returns {BlockingSummary}
 */
export function summarizeBlocking(samples) {
  const blocked = samples.map((sample) => sample.blockedMs);
  const counts = samples.map((sample) => sample.longTasks);
  // A run without a long task has a longest of 0 for the median: it blocked nothing.
  const longest = samples.map((sample) => sample.longestMs ?? 0);
  const blockedMedianMs = median(blocked);
  return {
    runs: samples.length,
    blockedMedianMs,
    blockedRange: range(blocked),
    longTasksMedian: median(counts),
    longTasksRange: range(counts),
    longestMedianMs: median(longest),
    longestMaxMs: samples.some((sample) => sample.longestMs !== null) ? Math.max(...longest) : null,
    hydratedMedianMs: median(samples.map((sample) => sample.hydratedAtMs)),
    untilMedianMs: median(samples.map((sample) => sample.untilMs)),
    notQuiet: samples.filter((sample) => !sample.quiet).length,
    meetsBudget: blockedMedianMs === null ? null : blockedMedianMs <= BLOCKING_BUDGET_MS,
  };
}

/**
 * @typedef {object} BlockingRoute
 * @property {string} path
 * @property {BlockingSample[]} samples one per run that loaded
 * @property {string[]} errors runs that failed
 */

/**
 * @typedef {object} BlockingResult
 * @property {number} cpuSlowdown the CPU throttling rate
 * @property {number} quietMs how long without a long task counts as quiet
 * @property {number} quietTimeoutMs how long after hydration the bench waits for quiet at most
 * @property {BlockingRoute[]} routes
 */

/** @param {{ min: number, max: number } | null} span */
const spread = (span) => (span === null ? '–' : span.min === span.max ? ms(span.min) : `${ms(span.min)}–${ms(span.max)}`);

/**
 * The report's section; beside each route, Lighthouse's mobile TBT (median) when it ran.
 * @param {BlockingResult} result
 * @param {string} missMark
 * @param {Record<string, number | null>} [lighthouseTbtMs] by path
 * @returns {string}
 */
export function renderBlocking({ cpuSlowdown, quietMs, quietTimeoutMs, routes }, missMark, lighthouseTbtMs = {}) {
  /** @type {string[][]} */
  const rows = [
    ['Route', 'Runs', 'Blocked ms (median)', 'Spread', 'Target', 'Long tasks (median, min–max)', 'Longest ms (median / max)', 'Hydrated at ms', 'Counted to ms', 'Lighthouse M TBT ms'],
  ];
  /** @type {string[]} */
  const notes = [];
  for (const { path, samples, errors } of routes) {
    for (const error of errors) notes.push(`- \`${path}\`: ${error}`);
    const s = summarizeBlocking(samples);
    if (s.notQuiet) notes.push(`- \`${path}\`: ${s.notQuiet} run(s) had not gone quiet ${quietTimeoutMs / 1000} s after hydration: counted up to then.`);
    const blocked = s.blockedMedianMs === null ? '–' : s.meetsBudget ? ms(s.blockedMedianMs) : `${ms(s.blockedMedianMs)} ${missMark}`;
    rows.push([
      `\`${path}\``,
      String(s.runs),
      blocked,
      spread(s.blockedRange),
      `≤ ${BLOCKING_BUDGET_MS}`,
      s.longTasksMedian === null ? '–' : s.longTasksRange?.min === s.longTasksRange?.max ? String(s.longTasksMedian) : `${s.longTasksMedian} (${spread(s.longTasksRange)})`,
      s.longestMaxMs === null ? (s.runs ? 'none' : '–') : `${ms(s.longestMedianMs)} / ${ms(s.longestMaxMs)}`,
      ms(s.hydratedMedianMs),
      ms(s.untilMedianMs),
      ms(lighthouseTbtMs[path]),
    ]);
  }
  return [
    `## Main thread blocked during load (Long Tasks, CPU ${cpuSlowdown}× slower; target: ≤ ${BLOCKING_BUDGET_MS} ms per route)`,
    '',
    `Each run a fresh Chromium context as a phone (390 px) with the CPU slowed ${cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`, ` +
      "from the page's first byte); a `PerformanceObserver` of `longtask` entries (buffered), installed before the page's " +
      `scripts, collects every task over ${LONG_TASK_MS} ms. Blocked: the sum of what each ran past ${LONG_TASK_MS} ms, from the ` +
      `navigation's start until the page has hydrated (\`data-page-hydrated\`) and then gone ${quietMs / 1000} s without a long ` +
      `task (counted to: the end of its last long task, or ${quietTimeoutMs / 1000} s after hydration at most). Median and spread ` +
      `(min–max) over the runs; ${missMark} a median over ${BLOCKING_BUDGET_MS} ms. Lighthouse's TBT beside it is simulated from an ` +
      'unthrottled trace and counted from the first paint, so the two differ.',
    '',
    markdownTable(rows),
    '',
    ...(notes.length ? [...notes, ''] : []),
  ].join('\n');
}
