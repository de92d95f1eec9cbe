// @ts-check
// Small statistics for the benchmark: Lighthouse and timing figures swing on a
// 2-core machine, so every repeated figure is reported as a median.

/** @param {number[]} values @returns {number | null} */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = /** @type {number} */ (sorted[mid]);
  return sorted.length % 2 === 1 ? upper : (/** @type {number} */ (sorted[mid - 1]) + upper) / 2;
}

/**
 * The nearest-rank percentile: the smallest value with at least p % of the values at or below it.
 * @param {number[]} values @param {number} p 0-100
 * @returns {number | null}
 */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]);
}

/**
 * The median of each figure over the records that have it (null when none has), e.g. a
 * Lighthouse score over runs, one of which failed to measure it.
 * @template {string} K
 * @param {Array<Record<K, number | null>>} records @param {readonly K[]} keys
 * @returns {Record<K, number | null>}
 */
export function medianByKey(records, keys) {
  /** @type {Record<K, number | null>} */
  const medians = /** @type {Record<K, number | null>} */ ({});
  for (const key of keys) {
    medians[key] = median(records.map((record) => record[key]).filter((value) => value !== null));
  }
  return medians;
}
