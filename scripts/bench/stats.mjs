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
