// @ts-check
// Federation's cost to a visitor: the main routes on the federated site against the same pages
// built as one bundle (measured by one-bundle.mjs): first-load JavaScript, and Lighthouse mobile
// (performance, TBT, LCP). Budgets (docs/ARCHITECTURE.md §8, issue 30): federation adds at most 25 %
// of first-load JS, costs at most 2 performance points and at most 1.3× the TBT. Pure functions of
// the figures.
import { markdownTable } from './markdown.mjs';

/** The most the federated site may send over the one bundle, as a share of the one bundle's bytes. */
export const FEDERATION_COST_BUDGET = 0.25;
/** The most mobile performance points the federated site may score below the one bundle. */
export const PERFORMANCE_POINTS_BUDGET = 2;
/** The most the federated site's mobile TBT may be, as a multiple of the one bundle's. */
export const TBT_RATIO_BUDGET = 1.3;

const KB = 1024;

/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */

/**
 * @typedef {object} FederationCostRow
 * @property {string} path
 * @property {number | null} federatedBytes first-load JS of the federated site
 * @property {number | null} oneBundleBytes first-load JS of the one bundle
 * @property {string | null} error why the one bundle could not be measured
 * @property {LighthouseFigures | null} [federatedMobile] the federated site's Lighthouse mobile medians (same run)
 * @property {LighthouseFigures | null} [oneBundleMobile] the one bundle's Lighthouse mobile medians
 * @property {string | null} [lighthouseError] why the one bundle's Lighthouse runs gave no figure
 */

/**
 * How much more the federated site sends, as a share of the one bundle (0.25 = 25 % more).
 * @param {number} federatedBytes @param {number} oneBundleBytes
 * @returns {number}
 */
export function federationCost(federatedBytes, oneBundleBytes) {
  return federatedBytes / oneBundleBytes - 1;
}

/**
 * The mobile performance points federation costs: the one bundle's score less the federated
 * site's (negative when the federated site scored higher).
 * @param {number} federated @param {number} oneBundle
 * @returns {number}
 */
export function performancePointsCost(federated, oneBundle) {
  return oneBundle - federated;
}

/**
 * The federated site's TBT as a multiple of the one bundle's. A one bundle without blocking time
 * makes any federated blocking time an unbounded multiple (Infinity), and none at all 1.
 * @param {number} federatedMs @param {number} oneBundleMs
 * @returns {number}
 */
export function tbtRatio(federatedMs, oneBundleMs) {
  if (oneBundleMs <= 0) return federatedMs <= 0 ? 1 : Infinity;
  return federatedMs / oneBundleMs;
}

/** @param {number | null | undefined} value @returns {string} */
const whole = (value) => (value === null || value === undefined ? '–' : String(Math.round(value)));

/** @param {string} text @param {boolean} missed @param {string} missMark */
const marked = (text, missed, missMark) => (missed ? `${text} ${missMark}` : text);

/**
 * A figure of both sites and its verdict: '–' unless both were measured.
 * @param {number | null | undefined} federated @param {number | null | undefined} oneBundle
 * @param {(federated: number, oneBundle: number) => string} compare
 */
function compared(federated, oneBundle, compare) {
  return federated === null || federated === undefined || oneBundle === null || oneBundle === undefined ? '–' : compare(federated, oneBundle);
}

/**
 * The Lighthouse cells of a row: performance of both and the points federation costs, TBT of both
 * and their ratio, LCP of both, the benchmarkIndex of both runs.
 * @param {FederationCostRow} row
 * @param {string} missMark
 * @returns {string[]}
 */
export function lighthouseCostCells(row, missMark) {
  const fed = row.federatedMobile ?? null;
  const one = row.oneBundleMobile ?? null;
  const points = compared(fed?.performance, one?.performance, (f, o) => {
    const cost = performancePointsCost(f, o);
    return marked(cost > 0 ? `+${cost}` : cost < 0 ? `−${-cost}` : '0', cost > PERFORMANCE_POINTS_BUDGET, missMark);
  });
  const ratio = compared(fed?.tbtMs, one?.tbtMs, (f, o) => {
    const multiple = tbtRatio(f, o);
    return marked(Number.isFinite(multiple) ? `${multiple.toFixed(2)}×` : '∞', multiple > TBT_RATIO_BUDGET, missMark);
  });
  return [
    whole(fed?.performance),
    whole(one?.performance),
    points,
    whole(fed?.tbtMs),
    whole(one?.tbtMs),
    ratio,
    whole(fed?.lcpMs),
    whole(one?.lcpMs),
    `${whole(fed?.benchmarkIndex)} / ${whole(one?.benchmarkIndex)}`,
  ];
}

/**
 * The report's section.
 * @param {FederationCostRow[]} rows
 * @param {string} missMark
 * @returns {string}
 */
export function renderFederationCost(rows, missMark) {
  /** @type {string[][]} */
  const table = [
    [
      'Route', 'JS federated', 'JS one bundle', 'Federation adds',
      'M perf federated', 'M perf one bundle', 'Points federation costs',
      'M TBT federated', 'M TBT one bundle', 'TBT ×', 'M LCP federated', 'M LCP one bundle', 'benchmarkIndex (fed / one)',
    ],
  ];
  /** @type {string[]} */
  const notes = [];
  for (const row of rows) {
    const lighthouse = lighthouseCostCells(row, missMark);
    if (row.lighthouseError) notes.push(`- \`${row.path}\` one bundle, Lighthouse: ${row.lighthouseError}`);
    if (row.federatedBytes === null || row.oneBundleBytes === null) {
      table.push([`\`${row.path}\``, row.federatedBytes === null ? '–' : (row.federatedBytes / KB).toFixed(1), 'error', row.error ?? '', ...lighthouse]);
      continue;
    }
    const cost = federationCost(row.federatedBytes, row.oneBundleBytes);
    table.push([
      `\`${row.path}\``,
      (row.federatedBytes / KB).toFixed(1),
      (row.oneBundleBytes / KB).toFixed(1),
      marked(`${(cost * 100).toFixed(1)} %`, cost > FEDERATION_COST_BUDGET, missMark),
      ...lighthouse,
    ]);
  }
  return [
    `## Federation's cost (budgets: first-load JS at most ${FEDERATION_COST_BUDGET * 100} % more than one bundle, ` +
      `mobile performance at most ${PERFORMANCE_POINTS_BUDGET} points lower, TBT at most ${TBT_RATIO_BUDGET}×)`,
    '',
    'The same pages built as one bundle (scripts/bench/one-bundle/build-config.mjs), served by a shell server of their own ' +
      'and loaded the same way: no federation runtime, no remote entries, no shared-module bookkeeping. ' +
      'JS: first load, KB gzip. Lighthouse mobile: medians of the same number of runs on both, in the same bench run; ' +
      'TBT and LCP in ms; points federation costs = one bundle − federated.',
    '',
    markdownTable(table),
    '',
    ...(notes.length ? [...notes, ''] : []),
  ].join('\n');
}
