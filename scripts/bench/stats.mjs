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

/**
 * The index of the value nearest the median (the median itself for an odd count; an even count
 * averages two, and the first of the nearest is taken), so that one run's details (its long tasks,
 * the points its metrics cost) stand for the median run. -1 when there is no value.
 * @param {number[]} values
 * @returns {number}
 */
export function medianIndex(values) {
  const middle = median(values);
  if (middle === null) return -1;
  return values.reduce((best, value, i) => (Math.abs(value - middle) < Math.abs(/** @type {number} */ (values[best]) - middle) ? i : best), 0);
}

/**
 * The smallest and largest value, or null when there is none.
 * @param {number[]} values
 * @returns {{ min: number, max: number } | null}
 */
export function range(values) {
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}
