// @ts-check
// The production section's figures and how the report prints them (scripts/bench/production.mjs
// measures them; this file has no Lighthouse, so the report and its tests load without it).
import { markdownTable, ms } from './markdown.mjs';

/** autocannon's connections through nginx. */
export const LOAD_CONNECTIONS = 50;

/**
 * @typedef {object} ProductionLoadRun
 * @property {1 | 2} servers shell servers behind nginx
 * @property {string} path
 * @property {number} seconds
 * @property {number} requestsPerSecond
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} requests
 * @property {number} failed non-2xx, errors and timeouts
 */

/**
 * @typedef {object} ProductionLighthouseRow
 * @property {string} path
 * @property {import('./lighthouse.mjs').LighthouseResult} oneOrigin
 * @property {import('./lighthouse.mjs').LighthouseFigures | null} fiveOrigins the main table's mobile median
 */

/**
 * @typedef {object} ProductionResult
 * @property {ProductionLoadRun[]} load
 * @property {ProductionLighthouseRow[]} lighthouse
 * @property {string | null} error what stopped the section, if anything did
 */

/** @param {number | null | undefined} value @param {(n: number) => string} format */
const figure = (value, format) => (value === null || value === undefined ? '–' : format(value));
const seconds = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`;

/**
 * @param {ProductionResult} result
 * @returns {string}
 */
export function renderProduction({ load, lighthouse, error }) {
  const out = [
    '## Production topology (`npm run prod`)',
    '',
    'nginx in front (HTTPS, HTTP/2, one origin) with two shell servers, then one, each remote under ' +
      '`/remotes/<name>/`, Strapi on PostgreSQL. Load: autocannon through nginx, ' +
      `${LOAD_CONNECTIONS} connections, after a 2 s warm-up. Everything shares the 2 cores.`,
    '',
  ];
  if (load.length) {
    /** @type {string[][]} */
    const rows = [['Shell servers', 'Path', 'Requests/s', 'p50 ms', 'p99 ms', 'Completed', 'Failed']];
    for (const run of load) {
      rows.push([String(run.servers), `\`${run.path}\``, String(Math.round(run.requestsPerSecond)), ms(run.p50Ms), ms(run.p99Ms), String(run.requests), String(run.failed)]);
    }
    out.push(markdownTable(rows), '');
  }
  if (lighthouse.length) {
    out.push('Lighthouse mobile, median of the runs: one origin over HTTPS here, five origins over HTTP in the main table.', '');
    /** @type {string[][]} */
    const rows = [['Route', 'Perf (one origin)', 'LCP', 'TBT ms', 'benchmarkIndex', 'Perf (five origins)', 'LCP', 'TBT ms']];
    for (const { path, oneOrigin, fiveOrigins } of lighthouse) {
      const one = oneOrigin.runs.length ? oneOrigin.median : null;
      rows.push([
        `\`${path}\``,
        figure(one?.performance, String),
        figure(one?.lcpMs, seconds),
        figure(one?.tbtMs, (n) => String(Math.round(n))),
        figure(one?.benchmarkIndex, (n) => String(Math.round(n))),
        figure(fiveOrigins?.performance, String),
        figure(fiveOrigins?.lcpMs, seconds),
        figure(fiveOrigins?.tbtMs, (n) => String(Math.round(n))),
      ]);
    }
    out.push(markdownTable(rows), '');
    const errors = lighthouse.flatMap(({ path, oneOrigin }) => oneOrigin.errors.map((e) => `- \`${path}\`: ${e}`));
    if (errors.length) out.push(...errors, '');
  }
  if (error) out.push(`Not measured in full: ${error}`, '');
  return out.join('\n');
}
