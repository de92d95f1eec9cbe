// @ts-check
// The benchmark's report: one Markdown document (figures that miss an
// docs/ARCHITECTURE.md §8 budget are marked ✗), written with the raw figures as
// JSON to bench-results/bench-<timestamp>.*. Pure functions of the figures,
// except writeResults.
import {
  DEFAULT_FIRST_LOAD_JS_BUDGET_KB,
  FIRST_LOAD_JS_BUDGETS_KB,
  firstLoadJsBudgetKb,
  lighthouseTargetsOf,
  MAIN_ROUTE_TARGETS,
} from './budgets.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { API_MEDIAN_TARGET_MS, API_SAMPLES } from './api.mjs';
import { renderBlocking } from './blocking-time.mjs';
import { renderDocumentSizes } from './document-size.mjs';
import { renderInteractions } from './interaction-timing.mjs';
import { renderLargeBlog } from './large-blog.mjs';
import { renderLeads } from './leads.mjs';
import { markdownTable } from './markdown.mjs';
import { renderFederationCost } from './federation-cost.mjs';
import { scriptLabel } from './page-timing.mjs';
import { pointsLostText } from './performance-points.mjs';
import { renderResponsiveImages } from './responsive-images.mjs';
import { renderScriptsCost } from './scripts-cost.mjs';
import { BUDGETS, EXPLAIN_MOBILE_BELOW, FORM_FACTORS, LONG_TASK_ROUTES, LONG_TASKS, MACHINE_KIND_BENCHMARK_INDEX } from './routes.mjs';
import { median, medianIndex, range } from './stats.mjs';
import { renderThroughput } from './throughput.mjs';
import { renderProduction } from './production-report.mjs';
import { renderTyping } from './typing.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./routes.mjs').FormFactor} FormFactor */
/** @typedef {import('./lighthouse.mjs').LighthouseResult} LighthouseResult */
/** @typedef {import('./first-load.mjs').OriginName} OriginName */
/** @typedef {import('../../shared/src/config/topology.mjs').AppName} AppName */

const KB = 1024;
export const MISS = '✗';

/**
 * @typedef {object} RouteResult
 * @property {Route} route
 * @property {import('./first-load.mjs').FirstLoad | null} firstLoad
 * @property {string | null} firstLoadError
 * @property {import('./page-timing.mjs').PageTiming | null} timing median of the first load's and BENCH_RUNS - 1 more loads'
 * @property {Partial<Record<FormFactor, LighthouseResult>>} lighthouse
 * @property {import('./packages.mjs').PackageRow[] | null} [packages] the first load's JS by package
 * @property {Partial<Record<FormFactor, LighthouseResult>>} [withoutScripts] the same page served without its scripts (main routes)
 * @property {import('./document-size.mjs').DocumentSize | null} [document] its HTML as the server sends it
 * @property {string | null} [documentError] why the document could not be fetched
 */

/**
 * @typedef {object} ReportMeta
 * @property {string} date
 * @property {number} runs
 * @property {number} [cpuSlowdown] BENCH_CPU_SLOWDOWN, where it replaces Lighthouse's 4×
 * @property {string} chromium its version
 * @property {string} lighthouseVersion
 * @property {string} nodeVersion
 * @property {string} baseUrl the site's shell
 * @property {(url: string) => OriginName} originOf which app served a URL
 * @property {string} servers how they run ('already running', 'started by bench')
 * @property {AppName[]} missing apps without a build
 * @property {import('./api.mjs').ApiRow[]} api
 * @property {import('./typing.mjs').TypingResult | null} typing
 * @property {import('./throughput.mjs').ThroughputResult | null} throughput
 * @property {import('./large-blog.mjs').BlogSite[] | null} largeBlog
 * @property {string | null} largeBlogError
 * @property {import('./responsive-images.mjs').ResponsiveImagesRow[] | null} images
 * @property {import('./leads.mjs').LeadsResult | null} leads
 * @property {string | null} leadsError
 * @property {import('./federation-cost.mjs').FederationCostRow[] | null} [federationCost]
 * @property {import('./production-report.mjs').ProductionResult | null} [production]
 * @property {string | null} [federationCostError]
 * @property {import('./interaction-timing.mjs').InteractionsResult | null} [interactions]
 * @property {import('./blocking-time.mjs').BlockingResult | null} [blocking]
 */

/**
 * @typedef {object} LeadsSection
 * @property {import('./leads.mjs').LeadsResult | null} leads
 * @property {string | null} leadsError why it could not be measured
 */

/** @param {number | null} bytes @returns {string} */
function kb(bytes) {
  return bytes === null ? '–' : (bytes / KB).toFixed(1);
}

/**
 * @param {string} text
 * @param {boolean} missed
 */
function mark(text, missed) {
  return missed ? `${text} ${MISS}` : text;
}

/**
 * @param {number | null} value
 * @param {(value: number) => string} format
 * @param {(value: number) => boolean} [meets] the budget, if the figure has one
 */
function figure(value, format, meets) {
  if (value === null) return '–';
  return mark(format(value), meets ? !meets(value) : false);
}

const int = (/** @type {number} */ v) => String(Math.round(v));
const cls = (/** @type {number} */ v) => v.toFixed(3);

/**
 * The hosts' `benchmarkIndex` over some Lighthouse runs: the median, and the range when the runs
 * differ ("1420 (1380–1460)"); '–' without a figure.
 * @param {(number | null)[]} values one per run
 * @returns {string}
 */
export function benchmarkIndexText(values) {
  const measured = values.filter((value) => value !== null);
  const middle = median(measured);
  const span = range(measured);
  if (middle === null || span === null) return '–';
  return span.min === span.max ? int(middle) : `${int(middle)} (${int(span.min)}–${int(span.max)})`;
}

/**
 * @param {LighthouseResult | undefined} result
 * @param {FormFactor} formFactor
 * @param {string} path the route's (the main routes have targets of their own, budgets.mjs)
 * @returns {string[]} the scores, LCP, TBT, CLS and the runs' benchmarkIndex
 */
export function lighthouseCells(result, formFactor, path) {
  const m = result?.median;
  if (!m) return ['–', '–', '–', '–', '–', '–', '–', '–'];
  const targets = lighthouseTargetsOf(path, formFactor);
  const { lcpMs, tbtMs } = targets;
  return [
    figure(m.performance, int, (v) => v >= targets.performance),
    figure(m.accessibility, int, (v) => v >= targets.accessibility),
    figure(m.bestPractices, int, (v) => v >= targets.bestPractices),
    figure(m.seo, int, (v) => v >= targets.seo),
    figure(m.lcpMs, int, lcpMs === null ? undefined : (v) => v <= lcpMs),
    figure(m.tbtMs, int, tbtMs === null ? undefined : (v) => v <= tbtMs),
    figure(m.cls, cls, targets.meetsCls),
    benchmarkIndexText(result.runs.map((run) => run.benchmarkIndex)),
  ];
}

/** @param {Partial<Record<OriginName, number>>} byOrigin */
function originBreakdown(byOrigin) {
  const parts = Object.entries(byOrigin)
    .filter(([name]) => name !== 'shell')
    .map(([name, bytes]) => `${name} ${kb(bytes ?? 0)}`);
  return parts.length ? parts.join(', ') : '–';
}

/**
 * The first load's JS files, one row per URL: a file prefetched by the page's hints and then
 * taken from the prefetch cache is two responses (its bytes on the wire, then none), one file.
 * @template {{ url: string, kind: string, encodedBytes: number, decodedBytes: number | null }} E
 * @param {E[]} entries
 * @returns {E[]}
 */
export function jsFilesByUrl(entries) {
  /** @type {Map<string, E>} */
  const files = new Map();
  for (const entry of entries.filter((e) => e.kind === 'js')) {
    const seen = files.get(entry.url);
    files.set(
      entry.url,
      seen
        ? { ...seen, encodedBytes: seen.encodedBytes + entry.encodedBytes, decodedBytes: Math.max(seen.decodedBytes ?? 0, entry.decodedBytes ?? 0) || null }
        : entry,
    );
  }
  return [...files.values()];
}

/**
 * @param {RouteResult[]} results
 * @param {ReportMeta} meta
 * @returns {string}
 */
export function renderReport(results, meta) {
  const out = [];
  out.push(`# Benchmark ${meta.date}`);
  out.push('');
  out.push(
    `Lighthouse ${meta.lighthouseVersion} (median of ${meta.runs} run${meta.runs === 1 ? '' : 's'}` +
      `${meta.cpuSlowdown ? `; mobile CPU slowdown ${meta.cpuSlowdown}× (BENCH_CPU_SLOWDOWN), not 4×` : ''}), ` +
      `Chromium ${meta.chromium}, Node ${meta.nodeVersion}, servers ${meta.servers} at ${meta.baseUrl}. ` +
      `${machineText(results)}`,
  );
  if (meta.missing.length) out.push(`\n**No build for ${meta.missing.join(', ')}**: its routes show the shell's fallback.`);
  out.push('');
  out.push(
    `${MISS} misses a docs/ARCHITECTURE.md §8 budget: first-load JS ≤ the route's budget, gzip ` +
      `(1 KB = 1024 bytes; ${budgetsText()}); on the main routes (those with a JS budget of their own) performance ` +
      `≥ ${MAIN_ROUTE_TARGETS.mobilePerformance} mobile with LCP ≤ ${MAIN_ROUTE_TARGETS.lcpMs} ms, TBT ≤ ${MAIN_ROUTE_TARGETS.tbtMs} ms and CLS ` +
      `${MAIN_ROUTE_TARGETS.cls}, ${MAIN_ROUTE_TARGETS.desktopPerformance} desktop; elsewhere performance ≥ ${BUDGETS.mobilePerformance} mobile / ` +
      `${BUDGETS.desktopPerformance} desktop and CLS < ${BUDGETS.cls}; everywhere accessibility, best practices and SEO ${BUDGETS.seo}. ` +
      'M = mobile, D = desktop; LCP and TBT in ms; bmi: the benchmarkIndex of the runs (median, min–max). ' +
      'TTFB and FCP: the first load in Chromium (no throttling), ' +
      `in ms from the navigation's start, median of ${meta.runs} load${meta.runs === 1 ? '' : 's'}.`,
  );
  out.push('');

  /** @type {string[][]} */
  const rows = [
    [
      'Route', 'JS KB gz', 'JS budget', 'CSS KB gz', 'Requests', 'TTFB', 'FCP',
      'M perf', 'M a11y', 'M bp', 'M seo', 'M LCP', 'M TBT', 'M CLS', 'M bmi',
      'D perf', 'D a11y', 'D bp', 'D seo', 'D LCP', 'D TBT', 'D CLS', 'D bmi',
    ],
  ];
  for (const { route, firstLoad, timing, lighthouse: lh } of results) {
    rows.push([
      `${route.label} \`${route.path}\``,
      firstLoad ? mark(kb(firstLoad.js.total), firstLoad.js.total / KB > firstLoadJsBudgetKb(route.path)) : 'error',
      String(firstLoadJsBudgetKb(route.path)),
      firstLoad ? kb(firstLoad.css.total) : 'error',
      firstLoad ? String(firstLoad.requests) : 'error',
      figure(timing?.ttfbMs ?? null, int),
      figure(timing?.fcpMs ?? null, int),
      ...lighthouseCells(lh.mobile, 'mobile', route.path),
      ...lighthouseCells(lh.desktop, 'desktop', route.path),
    ]);
  }
  out.push(markdownTable(rows));
  out.push('');

  out.push('## First load by origin (KB gzip)');
  out.push('');
  /** @type {string[][]} */
  const originRows = [['Route', 'JS shell', 'JS remotes', 'CSS', 'All bytes', 'Failed requests', 'Rendered h1']];
  for (const { route, firstLoad, firstLoadError } of results) {
    if (!firstLoad) {
      originRows.push([`\`${route.path}\``, 'error', '', '', '', '', firstLoadError ?? '']);
      continue;
    }
    const remoteJs = firstLoad.js.total - (firstLoad.js.byOrigin.shell ?? 0);
    originRows.push([
      `\`${route.path}\``,
      kb(firstLoad.js.byOrigin.shell ?? 0),
      `${kb(remoteJs)} (${originBreakdown(firstLoad.js.byOrigin)})`,
      kb(firstLoad.css.total),
      kb(firstLoad.totalBytes),
      String(firstLoad.failedRequests),
      firstLoad.heading || `(no h1; title "${firstLoad.title}")`,
    ]);
  }
  out.push(markdownTable(originRows));
  out.push('');

  const scriptsCost = renderScriptsCost(
    results.map(({ route, lighthouse: lh, withoutScripts }) => ({ path: route.path, withScripts: lh, withoutScripts: withoutScripts ?? {} })),
    MISS,
  );
  if (scriptsCost) out.push(scriptsCost);
  const documents = renderDocumentSizes(
    results
      .filter((result) => result.document !== undefined || result.documentError !== undefined)
      .map(({ route, document, documentError }) => ({ path: route.path, size: document ?? null, error: documentError ?? null })),
    MISS,
  );
  if (documents) out.push(documents);

  const missingPoints = renderMissingPoints(results);
  if (missingPoints) out.push(missingPoints);

  if (meta.federationCost) out.push(renderFederationCost(meta.federationCost, MISS));
  if (meta.federationCostError) out.push(`## Federation's cost\n\nNot measured: ${meta.federationCostError}\n`);

  const packages = renderPackages(results);
  if (packages) out.push(packages);

  out.push(`## CMS list calls through the serving layer (${API_SAMPLES} sequential calls each; target: median < ${API_MEDIAN_TARGET_MS} ms)`);
  out.push('');
  /** @type {string[][]} */
  const apiRows = [['Call', 'Median ms', 'p95 ms', 'Body KB (decoded)']];
  for (const row of meta.api) {
    apiRows.push([`\`${row.call}\``, mark(row.medianMs.toFixed(1), row.medianMs >= API_MEDIAN_TARGET_MS), row.p95Ms.toFixed(1), row.kb.toFixed(1)]);
  }
  out.push(markdownTable(apiRows));
  out.push('');

  if (meta.blocking) {
    /** @type {Record<string, number | null>} */
    const lighthouseTbtMs = Object.fromEntries(results.map(({ route, lighthouse: lh }) => [route.path, lh.mobile?.median.tbtMs ?? null]));
    out.push(renderBlocking(meta.blocking, MISS, lighthouseTbtMs));
  }
  if (meta.interactions) out.push(renderInteractions(meta.interactions, MISS));
  if (meta.typing) out.push(renderTyping(meta.typing));

  const longTasks = renderLongTasks(results, meta.originOf);
  if (longTasks) out.push(longTasks);
  if (meta.images) out.push(renderResponsiveImages(meta.images));
  if (meta.throughput) out.push(renderThroughput(meta.throughput));
  if (meta.largeBlog) out.push(renderLargeBlog(meta.largeBlog));
  if (meta.largeBlogError) out.push(`## A large blog\n\nNot measured: ${meta.largeBlogError}\n`);
  const leads = renderLeadsSection(meta);
  if (leads) out.push(leads);
  if (meta.production) out.push(renderProduction(meta.production));

  const first = results[0];
  if (first?.firstLoad) {
    out.push(`## Largest JS files of the first load of \`${first.route.path}\``);
    out.push('');
    const largest = jsFilesByUrl(first.firstLoad.entries)
      .sort((a, b) => b.encodedBytes - a.encodedBytes)
      .slice(0, 10);
    /** @type {string[][]} */
    const fileRows = [['#', 'File', 'Origin', 'KB gzip', 'KB raw']];
    largest.forEach((entry, i) => {
      fileRows.push([String(i + 1), new URL(entry.url).pathname, entry.origin, kb(entry.encodedBytes), kb(entry.decodedBytes)]);
    });
    out.push(markdownTable(fileRows));
    out.push('');
  }

  const notes = [];
  for (const { route, firstLoadError, lighthouse: lh } of results) {
    if (firstLoadError) notes.push(`- \`${route.path}\` first load: ${firstLoadError}`);
    for (const formFactor of FORM_FACTORS) {
      const result = lh[formFactor];
      for (const error of result?.errors ?? []) notes.push(`- \`${route.path}\` ${formFactor}: ${error}`);
      for (const warning of result?.warnings ?? []) notes.push(`- \`${route.path}\` ${formFactor} (warning): ${warning}`);
    }
  }
  for (const { route, withoutScripts } of results) {
    for (const formFactor of FORM_FACTORS) {
      for (const error of withoutScripts?.[formFactor]?.errors ?? []) notes.push(`- \`${route.path}\` without scripts, ${formFactor}: ${error}`);
    }
  }
  if (notes.length) {
    out.push('## Errors and warnings');
    out.push('');
    out.push(...notes);
    out.push('');
  }
  return out.join('\n');
}

/**
 * The header's word on the machine: the benchmarkIndex over every Lighthouse run of the report,
 * against the project's machine kind, where the figures that count are taken.
 * @param {RouteResult[]} results
 * @returns {string}
 */
export function machineText(results) {
  const values = results.flatMap(({ lighthouse: lh }) => FORM_FACTORS.flatMap((formFactor) => (lh[formFactor]?.runs ?? []).map((run) => run.benchmarkIndex)));
  const measured = values.filter((value) => value !== null);
  const kind = `${MACHINE_KIND_BENCHMARK_INDEX.min}–${MACHINE_KIND_BENCHMARK_INDEX.max}`;
  if (measured.length === 0) return `benchmarkIndex: not measured (the project's machine kind: ${kind}).`;
  const span = /** @type {{ min: number, max: number }} */ (range(measured));
  const outside = span.min < MACHINE_KIND_BENCHMARK_INDEX.min || span.max > MACHINE_KIND_BENCHMARK_INDEX.max;
  return (
    `benchmarkIndex ${benchmarkIndexText(measured)} over ${measured.length} Lighthouse run${measured.length === 1 ? '' : 's'} ` +
    `(the project's machine kind: ${kind}${outside ? `; **outside it: these Lighthouse figures do not count**` : ''}).`
  );
}

/**
 * Where a main route scores under EXPLAIN_MOBILE_BELOW on mobile, the points each metric cost it,
 * in the run with the median performance score.
 * @param {RouteResult[]} results
 * @returns {string}
 */
export function renderMissingPoints(results) {
  /** @type {string[][]} */
  const rows = [['Route', 'M perf', 'Points lost, by metric', 'benchmarkIndex']];
  for (const { route, lighthouse: lh } of results) {
    const mobile = lh.mobile;
    const performance = mobile?.median.performance ?? null;
    if (!mobile || !LONG_TASK_ROUTES.includes(route.path) || performance === null || performance >= EXPLAIN_MOBILE_BELOW) continue;
    const scored = mobile.runs.map((run, i) => ({ run, i })).filter(({ run }) => run.performance !== null);
    const middle = scored[medianIndex(scored.map(({ run }) => /** @type {number} */ (run.performance)))];
    if (!middle) continue;
    rows.push([
      `\`${route.path}\``,
      int(/** @type {number} */ (middle.run.performance)),
      pointsLostText(mobile.pointsLost[middle.i] ?? {}),
      figure(middle.run.benchmarkIndex, int),
    ]);
  }
  if (rows.length === 1) return '';
  return [
    `## Where mobile is under ${EXPLAIN_MOBILE_BELOW}: what costs the missing points`,
    '',
    'Lighthouse mobile, the run with the median performance score: each metric costs its weight in the score ' +
      '× (1 − its score), in points of 100 (FCP, LCP, TBT, CLS, SI = Speed Index).',
    '',
    markdownTable(rows),
    '',
  ].join('\n');
}

/** The budgets, for the report's legend. @returns {string} */
function budgetsText() {
  const main = Object.entries(FIRST_LOAD_JS_BUDGETS_KB).map(([path, budget]) => `\`${path}\` ${budget} KB`);
  return `${main.join(', ')}, any other route ${DEFAULT_FIRST_LOAD_JS_BUDGET_KB} KB`;
}

/** How many packages each route's table lists before summing the rest. */
const PACKAGE_ROWS = 12;

/**
 * Each route's first-load JS by package: which packages land in which files (app:path).
 * @param {RouteResult[]} results
 * @returns {string}
 */
export function renderPackages(results) {
  const measured = results.filter((result) => result.packages?.length);
  if (!measured.length) return '';
  const out = ['## First-load JS by package (KB gzip, shared out from the source maps)', ''];
  /** @type {string[][]} */
  const rows = [['Route', 'Package', 'KB gz', 'Files']];
  for (const { route, packages } of measured) {
    const list = packages ?? [];
    for (const row of list.slice(0, PACKAGE_ROWS)) {
      rows.push([`\`${route.path}\``, row.name, kb(row.bytes), row.files.map((file) => `\`${file}\``).join(' ')]);
    }
    const rest = list.slice(PACKAGE_ROWS);
    if (rest.length) rows.push([`\`${route.path}\``, `${rest.length} more`, kb(rest.reduce((sum, row) => sum + row.bytes, 0)), '']);
  }
  out.push(markdownTable(rows), '');
  return out.join('\n');
}

/**
 * The longest main-thread tasks of the main routes, from the Lighthouse mobile
 * run with the median TBT.
 * @param {RouteResult[]} results
 * @param {(url: string) => OriginName} originOf
 * @returns {string}
 */
export function renderLongTasks(results, originOf) {
  /** @type {string[][]} */
  const rows = [['Route', '#', 'Task ms', 'Starts at ms', 'Script']];
  for (const { route, lighthouse: lh } of results) {
    const mobile = lh.mobile;
    if (!LONG_TASK_ROUTES.includes(route.path) || !mobile || mobile.runs.length === 0) continue;
    // The run whose TBT is the median (or nearest it: an even number of runs averages two).
    const run = Math.max(0, medianIndex(mobile.runs.map((r) => r.tbtMs ?? 0)));
    const tasks = mobile.longTasks[run] ?? [];
    if (mobile.runs[run]?.performance === null) {
      rows.push([`\`${route.path}\``, '–', '–', '–', 'the Lighthouse run failed (see Errors and warnings)']);
      continue;
    }
    if (tasks.length === 0) rows.push([`\`${route.path}\``, '–', '–', '–', 'no task of 50 ms or more']);
    tasks.forEach((task, i) => {
      rows.push([`\`${route.path}\``, String(i + 1), int(task.durationMs), int(task.startTimeMs), scriptLabel(task.url, originOf)]);
    });
  }
  if (rows.length === 1) return '';
  return [
    '## Longest main-thread tasks during load (Lighthouse mobile, `long-tasks` audit)',
    '',
    `The ${LONG_TASKS} longest per route, from the run with the median TBT; durations simulated under the mobile ` +
      'CPU throttling (4×). Script: the app that served the script Lighthouse attributes the task to, and its path ' +
      '(the page\'s own path: parsing the server-rendered HTML).',
    '',
    markdownTable(rows),
    '',
  ].join('\n');
}

/** @param {LeadsSection} section @returns {string} */
export function renderLeadsSection({ leads, leadsError }) {
  if (leads) return renderLeads(leads);
  return leadsError ? `## Contact-form leads\n\nNot measured: ${leadsError}\n` : '';
}

/**
 * Writes the report and the raw figures to bench-results/bench-<timestamp>.md and .json;
 * returns that path without its extension.
 * @param {string} resultsDir @param {Date} date @param {string} report @param {Record<string, unknown>} raw
 */
export function writeResults(resultsDir, date, report, raw) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, '-') + 'Z';
  const base = path.join(resultsDir, `bench-${stamp}`);
  fs.writeFileSync(`${base}.md`, report + '\n');
  fs.writeFileSync(`${base}.json`, JSON.stringify(raw, null, 2) + '\n');
  return base;
}
