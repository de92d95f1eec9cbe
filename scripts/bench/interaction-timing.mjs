// @ts-check
// How long interactions after load take to be answered, from the Event Timing API as the page
// reports it (interactions.mjs collects the entries): an interaction's duration is its longest
// entry's, from the input to the next paint after its handlers, as INP counts it. Entries come only
// for events of at least EVENT_TIMING_THRESHOLD_MS (the API's smallest durationThreshold), so an
// interaction performed but never reported was answered faster than that. Pure functions.
import { INTERACTION_BUDGET_MS } from './budgets.mjs';
import { markdownTable } from './markdown.mjs';
import { median, percentile } from './stats.mjs';

/** The smallest `durationThreshold` the Event Timing API takes: shorter events are not reported. */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** The events of a pointer entering an element: no interactionId, yet the visitor waits on what they open. */
export const HOVER_EVENTS = /** @type {const} */ (['pointerover', 'pointerenter', 'mouseover', 'mouseenter']);

/**
 * @typedef {object} EventEntry one PerformanceEventTiming entry, as the page hands it over
 * @property {string} name the event's type
 * @property {number} interactionId 0 for an event that is no discrete interaction (a hover)
 * @property {number} startTime the event's timestamp
 * @property {number} duration to the next paint after its handlers, rounded to 8 ms by the browser
 */

/**
 * One duration per interaction: entries grouped by interactionId, each group's longest (as INP
 * does); with `hover`, also the pointer-entering events, grouped by their timestamp (the events of
 * one pointer move share it).
 * @param {EventEntry[]} entries
 * @param {{ hover?: boolean }} [options]
 * @returns {number[]} in the order the interactions came
 */
export function interactionDurations(entries, { hover = false } = {}) {
  /** @type {Map<string, number>} */
  const longest = new Map();
  for (const entry of entries) {
    let key = null;
    if (entry.interactionId > 0) key = `id ${entry.interactionId}`;
    else if (hover && /** @type {readonly string[]} */ (HOVER_EVENTS).includes(entry.name)) key = `hover ${Math.round(entry.startTime)}`;
    if (key === null) continue;
    longest.set(key, Math.max(longest.get(key) ?? 0, entry.duration));
  }
  return [...longest.values()];
}

/**
 * @typedef {object} InteractionSample what one page load gave for one interaction
 * @property {number} performed how many times the bench did it (keys typed, menus opened)
 * @property {number[]} durations one per interaction reported (ms)
 * @property {number[]} [shownMs] menus: from the input to the frame that shows the menu, per opening
 */

/**
 * @typedef {object} InteractionSummary
 * @property {number} performed over every run
 * @property {number} reported of them, those the API reported (at least EVENT_TIMING_THRESHOLD_MS)
 * @property {number | null} worstMs null: none reported, all were faster than the threshold
 * @property {number | null} medianMs the nearest-rank median over every interaction performed; null: under the threshold
 * @property {number | null} shownWorstMs
 * @property {number | null} shownMedianMs
 */

/**
 * Pools the samples of every run. An interaction performed and not reported counts as under the
 * threshold: the median is taken over all performed, so that fast ones are not left out.
 * @param {InteractionSample[]} samples
 * @returns {InteractionSummary}
 */
export function summarizeInteractions(samples) {
  const durations = samples.flatMap((sample) => sample.durations);
  // A run may report more than it performed (an event the bench did not count): the reported stand.
  const performed = samples.reduce((sum, sample) => sum + Math.max(sample.performed, sample.durations.length), 0);
  const all = [...durations, ...Array.from({ length: performed - durations.length }, () => 0)];
  const middle = percentile(all, 50);
  const shown = samples.flatMap((sample) => sample.shownMs ?? []);
  return {
    performed,
    reported: durations.length,
    worstMs: durations.length ? Math.max(...durations) : null,
    medianMs: middle === null || middle < EVENT_TIMING_THRESHOLD_MS ? null : middle,
    shownWorstMs: shown.length ? Math.max(...shown) : null,
    shownMedianMs: median(shown),
  };
}

/**
 * @typedef {object} InteractionResult
 * @property {string} label what the visitor does
 * @property {string} path
 * @property {number} viewportWidth px
 * @property {InteractionSample[]} samples one per run
 * @property {string[]} errors runs that failed
 */

/**
 * @typedef {object} InteractionsResult
 * @property {number} cpuSlowdown the CPU throttling rate
 * @property {InteractionResult[]} interactions
 */

/** @param {number | null} ms @param {string} missMark */
function durationCell(ms, missMark) {
  if (ms === null) return `< ${EVENT_TIMING_THRESHOLD_MS}`;
  const text = String(Math.round(ms));
  return ms > INTERACTION_BUDGET_MS ? `${text} ${missMark}` : text;
}

/**
 * The report's section.
 * @param {InteractionsResult} result
 * @param {string} missMark
 * @returns {string}
 */
export function renderInteractions({ cpuSlowdown, interactions }, missMark) {
  /** @type {string[][]} */
  const rows = [['Interaction', 'Page', 'Viewport', 'Runs', 'Reported / performed', 'Worst ms', 'Median ms', 'Menu in a frame after ms (worst / median)']];
  /** @type {string[]} */
  const notes = [];
  for (const { label, path, viewportWidth, samples, errors } of interactions) {
    for (const error of errors) notes.push(`- ${label}: ${error}`);
    if (!samples.length) {
      rows.push([label, `\`${path}\``, `${viewportWidth} px`, '0', '–', '–', '–', '–']);
      continue;
    }
    const summary = summarizeInteractions(samples);
    const shown =
      summary.shownWorstMs === null ? '–' : `${Math.round(summary.shownWorstMs)} / ${Math.round(/** @type {number} */ (summary.shownMedianMs))}`;
    rows.push([
      label,
      `\`${path}\``,
      `${viewportWidth} px`,
      String(samples.length),
      `${summary.reported} / ${summary.performed}`,
      durationCell(summary.worstMs, missMark),
      durationCell(summary.medianMs, missMark),
      shown,
    ]);
  }
  return [
    `## Interactions after load (Event Timing, CPU ${cpuSlowdown}× slower; target: each answered within ${INTERACTION_BUDGET_MS} ms)`,
    '',
    `Once the page has hydrated and gone quiet, the bench does what a visitor does, with the CPU slowed ${cpuSlowdown}× ` +
      '(`Emulation.setCPUThrottlingRate`, from the page\'s first byte) and reads how long each interaction took to be ' +
      'answered from a `PerformanceObserver` of `event` entries: per interaction (interactionId; for a hover, the ' +
      'pointer-entering events of one move) its longest duration, from the input to the next paint, as INP counts it. ' +
      `The API reports only events of ${EVENT_TIMING_THRESHOLD_MS} ms or more: the others count as under ${EVENT_TIMING_THRESHOLD_MS} ms in the ` +
      `median. Worst and median over every run; ${missMark} over ${INTERACTION_BUDGET_MS} ms. Menu in a frame after: from the input ` +
      'to the start of the first frame that shows the menu; under the duration when that is the next frame (the duration ' +
      'runs on to its paint), over it when the menu comes later than the next paint (a menu whose code loads on demand).',
    '',
    markdownTable(rows),
    '',
    ...(notes.length ? [...notes, ''] : []),
  ].join('\n');
}
