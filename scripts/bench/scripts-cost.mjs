// @ts-check
// What a main route's scripts cost its Lighthouse figures: the page as served, beside the same page
// served without its scripts (script-free-proxy.mjs), measured in the same bench run, their runs
// taken in turn. Per route a row with scripts, a row without, and their difference (with − without):
// the scripts may cost at most SCRIPTS_COST_POINTS_BUDGET points. Pure functions of the figures.
import { lighthouseTargetsOf, SCRIPTS_COST_POINTS_BUDGET } from './budgets.mjs';
import { markdownTable } from './markdown.mjs';
import { FORM_FACTORS } from './routes.mjs';
import { median, range } from './stats.mjs';

/** @typedef {import('./lighthouse.mjs').LighthouseResult} LighthouseResult */
/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */
/** @typedef {import('./routes.mjs').FormFactor} FormFactor */

/**
 * @typedef {object} ScriptsCostRoute
 * @property {string} path
 * @property {Partial<Record<FormFactor, LighthouseResult>>} withScripts the route's own Lighthouse results
 * @property {Partial<Record<FormFactor, LighthouseResult>>} withoutScripts the same page's, without its scripts
 */

/** @param {string} text @param {boolean} missed @param {string} missMark */
const marked = (text, missed, missMark) => (missed ? `${text} ${missMark}` : text);

/** A signed figure: '+3', '−15', '0'. @param {number} value @param {(abs: number) => string} format */
export function signed(value, format) {
  const text = format(Math.abs(value));
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}

const whole = (/** @type {number} */ value) => String(Math.round(value));
const clsText = (/** @type {number} */ value) => value.toFixed(3);

/**
 * The benchmarkIndex of some runs: the median, with the range when they differ.
 * @param {LighthouseResult | undefined} result
 */
function benchmarkIndexOf(result) {
  const values = (result?.runs ?? []).map((run) => run.benchmarkIndex).filter((value) => value !== null);
  const middle = median(values);
  const span = range(values);
  if (middle === null || span === null) return '–';
  return span.min === span.max ? whole(middle) : `${whole(middle)} (${whole(span.min)}–${whole(span.max)})`;
}

/**
 * Performance, LCP, TBT, CLS and benchmarkIndex of one page, marked against the route's targets.
 * @param {string} path
 * @param {FormFactor} formFactor
 * @param {LighthouseResult | undefined} result
 * @param {string} missMark
 * @returns {string[]}
 */
export function pageCells(path, formFactor, result, missMark) {
  const m = result?.runs.length ? result.median : null;
  if (!m) return ['–', '–', '–', '–', '–'];
  const targets = lighthouseTargetsOf(path, formFactor);
  /** @param {number | null} value @param {(v: number) => string} format @param {(v: number) => boolean} meets */
  const cell = (value, format, meets) => (value === null ? '–' : marked(format(value), !meets(value), missMark));
  return [
    cell(m.performance, whole, (v) => v >= targets.performance),
    cell(m.lcpMs, whole, (v) => targets.lcpMs === null || v <= targets.lcpMs),
    cell(m.tbtMs, whole, (v) => targets.tbtMs === null || v <= targets.tbtMs),
    cell(m.cls, clsText, targets.meetsCls),
    benchmarkIndexOf(result),
  ];
}

/**
 * The scripts' cost in performance points: the score with them less the score without (negative
 * when they cost points), or null unless both were measured.
 * @param {LighthouseResult | undefined} withScripts
 * @param {LighthouseResult | undefined} withoutScripts
 * @returns {number | null}
 */
export function scriptsPoints(withScripts, withoutScripts) {
  const scripted = withScripts?.runs.length ? withScripts.median.performance : null;
  const bare = withoutScripts?.runs.length ? withoutScripts.median.performance : null;
  return scripted === null || bare === null ? null : scripted - bare;
}

/**
 * The difference row's cells: performance points (marked past the budget), LCP, TBT and CLS.
 * @param {LighthouseResult | undefined} withScripts
 * @param {LighthouseResult | undefined} withoutScripts
 * @param {string} missMark
 * @returns {string[]}
 */
export function differenceCells(withScripts, withoutScripts, missMark) {
  const points = scriptsPoints(withScripts, withoutScripts);
  const a = withScripts?.runs.length ? withScripts.median : null;
  const b = withoutScripts?.runs.length ? withoutScripts.median : null;
  /** @param {keyof LighthouseFigures} key @param {(v: number) => string} format */
  const diff = (key, format) => {
    const x = a?.[key] ?? null;
    const y = b?.[key] ?? null;
    return x === null || y === null ? '–' : signed(x - y, format);
  };
  return [
    points === null ? '–' : marked(signed(points, whole), points < -SCRIPTS_COST_POINTS_BUDGET, missMark),
    diff('lcpMs', whole),
    diff('tbtMs', whole),
    diff('cls', clsText),
    '',
  ];
}

/**
 * The report's section; '' when no route was measured without its scripts.
 * @param {ScriptsCostRoute[]} routes
 * @param {string} missMark
 * @returns {string}
 */
export function renderScriptsCost(routes, missMark) {
  const measured = routes.filter((route) => FORM_FACTORS.some((formFactor) => route.withoutScripts[formFactor]));
  if (!measured.length) return '';
  const formFactors = FORM_FACTORS.filter((formFactor) => measured.some((route) => route.withoutScripts[formFactor]));
  const prefix = { mobile: 'M', desktop: 'D' };
  /** @type {string[][]} */
  const rows = [['Route', 'Page', ...formFactors.flatMap((f) => ['perf', 'LCP', 'TBT', 'CLS', 'bmi'].map((name) => `${prefix[f]} ${name}`))]];
  for (const { path, withScripts, withoutScripts } of measured) {
    rows.push([`\`${path}\``, 'with scripts', ...formFactors.flatMap((f) => pageCells(path, f, withScripts[f], missMark))]);
    rows.push([`\`${path}\``, 'without scripts', ...formFactors.flatMap((f) => pageCells(path, f, withoutScripts[f], missMark))]);
    rows.push([`\`${path}\``, 'with − without', ...formFactors.flatMap((f) => differenceCells(withScripts[f], withoutScripts[f], missMark))]);
  }
  return [
    `## What the scripts cost (budget: at most ${SCRIPTS_COST_POINTS_BUDGET} performance points)`,
    '',
    'Lighthouse on each main route as served, and on the same page served without its scripts (every `<script>` ' +
      'element and script preload, modulepreload and prefetch taken out of the server\'s HTML by a proxy in front of ' +
      'the shell: its HTML and CSS as served, no JavaScript), medians of the same number of runs, taken in turn in ' +
      `this bench run. with − without: performance points (${missMark} below −${SCRIPTS_COST_POINTS_BUDGET}), LCP and ` +
      `TBT in ms, CLS. ${missMark} on a page's figures: it misses the route's target.`,
    '',
    markdownTable(rows),
    '',
  ].join('\n');
}
