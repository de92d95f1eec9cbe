// @ts-check
import { pointsLostOf, pointsLostText } from './performance-points.mjs';

/** Lighthouse 12's mobile weights, with the metrics' scores of one run. */
const lhr = {
  categories: {
    performance: {
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'speed-index', weight: 10 },
        { id: 'interactive', weight: 0 },
      ],
    },
  },
  audits: {
    'first-contentful-paint': { score: 0.98 },
    'largest-contentful-paint': { score: 0.88 },
    'total-blocking-time': { score: 0.8 },
    'cumulative-layout-shift': { score: 1 },
    'speed-index': { score: null },
    interactive: { score: 0.5 },
  },
};

describe('pointsLostOf', () => {
  it('is each metric\'s weight times what its score misses, on the 0–100 scale', () => {
    const lost = pointsLostOf(lhr);
    expect(lost.FCP).toBeCloseTo(0.2);
    expect(lost.LCP).toBeCloseTo(3);
    expect(lost.TBT).toBeCloseTo(6);
    expect(lost.CLS).toBe(0);
    // No score (the audit failed): no figure, rather than a guess.
    expect(lost).not.toHaveProperty('SI');
  });

  it('scales weights that do not sum to 100', () => {
    const halfWeights = { ...lhr, categories: { performance: { auditRefs: [{ id: 'total-blocking-time', weight: 1 }, { id: 'speed-index', weight: 1 }] } } };
    expect(pointsLostOf(halfWeights).TBT).toBeCloseTo(10);
  });

  it('is empty without a performance category', () => {
    expect(pointsLostOf({ categories: {}, audits: {} })).toEqual({});
  });
});

describe('pointsLostText', () => {
  it('lists the costly metrics, most points first, in whole points', () => {
    expect(pointsLostText({ FCP: 0.2, LCP: 3, TBT: 6.4, CLS: 0 })).toBe('TBT −6, LCP −3');
    expect(pointsLostText({ FCP: 0.4 })).toBe('–');
  });
});
