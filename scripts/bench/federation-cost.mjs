// @ts-check
// Federation's cost to a visitor: the main routes' first-load JavaScript on the federated site
// against the same pages built as one bundle (measured by one-bundle.mjs). Budget: federation
// adds at most 25 %. Pure functions of the figures.
import { markdownTable } from './markdown.mjs';

/** The most the federated site may send over the one bundle, as a share of the one bundle's bytes. */
export const FEDERATION_COST_BUDGET = 0.25;

const KB = 1024;

/**
 * @typedef {object} FederationCostRow
 * @property {string} path
 * @property {number | null} federatedBytes first-load JS of the federated site
 * @property {number | null} oneBundleBytes first-load JS of the one bundle
 * @property {string | null} error why the one bundle could not be measured
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
 * The report's section.
 * @param {FederationCostRow[]} rows
 * @param {string} missMark
 * @returns {string}
 */
export function renderFederationCost(rows, missMark) {
  /** @type {string[][]} */
  const table = [['Route', 'Federated KB gz', 'One bundle KB gz', 'Federation adds']];
  for (const row of rows) {
    if (row.federatedBytes === null || row.oneBundleBytes === null) {
      table.push([`\`${row.path}\``, row.federatedBytes === null ? '–' : (row.federatedBytes / KB).toFixed(1), 'error', row.error ?? '']);
      continue;
    }
    const cost = federationCost(row.federatedBytes, row.oneBundleBytes);
    const text = `${(cost * 100).toFixed(1)} %`;
    table.push([
      `\`${row.path}\``,
      (row.federatedBytes / KB).toFixed(1),
      (row.oneBundleBytes / KB).toFixed(1),
      cost > FEDERATION_COST_BUDGET ? `${text} ${missMark}` : text,
    ]);
  }
  return [
    `## Federation's cost (first-load JS, KB gzip; budget: at most ${FEDERATION_COST_BUDGET * 100} % more than one bundle)`,
    '',
    'The same pages built as one bundle (shared/build/one-bundle.mjs), served by a shell server of their own ' +
      'and loaded the same way: no federation runtime, no remote entries, no shared-module bookkeeping.',
    '',
    markdownTable(table),
    '',
  ].join('\n');
}
