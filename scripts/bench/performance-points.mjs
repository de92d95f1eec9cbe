// @ts-check
// What costs a Lighthouse performance score its missing points: the score is the weighted mean
// of five metric scores (the performance category's `auditRefs`, weights summing to 100 in
// Lighthouse 12), so a metric with weight w and score s costs w × (1 − s) points.
// Pure functions of a Lighthouse result.

/** The metrics the performance score is made of, by their audit ids, with the report's names. */
export const SCORED_METRICS = /** @type {const} */ ({
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
});

/** @typedef {typeof SCORED_METRICS[keyof typeof SCORED_METRICS]} ScoredMetric */
/** @typedef {Partial<Record<ScoredMetric, number>>} PointsLost points (0–100 scale) each metric cost one run */

/**
 * The shape of a Lighthouse result this module reads (`import('lighthouse').Result` fits it).
 * @typedef {object} PerformanceResult
 * @property {Record<string, { auditRefs: { id: string, weight: number }[] } | undefined>} categories
 * @property {Record<string, { score: number | null } | undefined>} audits
 */

/**
 * The points each metric cost a run's performance score.
 * @param {PerformanceResult} lhr
 * @returns {PointsLost}
 */
export function pointsLostOf(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  /** @type {PointsLost} */
  const lost = {};
  if (totalWeight <= 0) return lost;
  for (const ref of refs) {
    const metric = /** @type {Record<string, ScoredMetric | undefined>} */ (SCORED_METRICS)[ref.id];
    const score = lhr.audits[ref.id]?.score;
    if (!metric || typeof score !== 'number') continue;
    lost[metric] = ((100 * ref.weight) / totalWeight) * (1 - score);
  }
  return lost;
}

/**
 * The costly metrics, most points first, whole points ("TBT −6, LCP −3"); '–' when none costs one.
 * @param {PointsLost} lost
 * @returns {string}
 */
export function pointsLostText(lost) {
  const parts = /** @type {[ScoredMetric, number][]} */ (Object.entries(lost))
    .map(([metric, points]) => /** @type {[ScoredMetric, number]} */ ([metric, Math.round(points)]))
    .filter(([, points]) => points > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([metric, points]) => `${metric} −${points}`);
  return parts.length ? parts.join(', ') : '–';
}
