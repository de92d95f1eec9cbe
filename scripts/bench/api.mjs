// @ts-check
// SPEC §7's list calls as the browser makes them, through the shell's server
// (its CMS proxy): the latency of each, sequential calls after a warm-up.
import { median, percentile } from './stats.mjs';

export const API_CALLS = [
  '/api/articles?populate=*',
  '/api/categories',
  '/api/cases?populate=*',
  '/api/materiales?populate=*',
  '/api/product-categories',
  '/api/products?populate=*',
];
export const API_SAMPLES = 30;
/** The target: a call's median strictly below this. */
export const API_MEDIAN_TARGET_MS = 50;
const WARM_UP = 3;
const CALL_TIMEOUT_MS = 30_000;

/** @typedef {{ call: string, medianMs: number, p95Ms: number, kb: number }} ApiRow */

/**
 * One call's row: median and 95th percentile of its times, and its body's size.
 * @param {string} call @param {number[]} times ms @param {number} bytes the decoded body
 * @returns {ApiRow}
 */
export function apiRow(call, times, bytes) {
  return { call, medianMs: median(times) ?? 0, p95Ms: percentile(times, 95) ?? 0, kb: bytes / 1024 };
}

/**
 * Latency of each CMS list call through the serving layer: median and 95th
 * percentile of API_SAMPLES sequential calls after 3 warm-up calls.
 * @param {string} baseUrl the site's shell
 * @returns {Promise<ApiRow[]>}
 */
export async function measureApi(baseUrl) {
  const rows = [];
  for (const call of API_CALLS) {
    /** @type {number[]} */
    const times = [];
    let bytes = 0;
    for (let i = 0; i < API_SAMPLES + WARM_UP; i++) {
      const start = performance.now();
      const response = await fetch(baseUrl + call, {
        headers: { 'Accept-Encoding': 'gzip' },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${call} answered ${response.status}`);
      if (i >= WARM_UP) times.push(performance.now() - start);
      bytes = body.byteLength;
    }
    rows.push(apiRow(call, times, bytes));
  }
  return rows;
}
