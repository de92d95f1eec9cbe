// @ts-check
import { apiRow } from './api.mjs';
import { median, medianByKey, medianIndex, percentile, range } from './stats.mjs';

it('takes the middle value, or the mean of the two middle ones', () => {
  expect(median([])).toBeNull();
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

it('takes the nearest-rank percentile', () => {
  const values = Array.from({ length: 30 }, (_, i) => 30 - i);
  expect(percentile([], 95)).toBeNull();
  expect(percentile(values, 95)).toBe(29);
  expect(percentile(values, 100)).toBe(30);
  expect(percentile(values, 0)).toBe(1);
  expect(percentile([7], 95)).toBe(7);
});

it('sums up a CMS call: median, p95 and its body in KB', () => {
  expect(apiRow('/api/categories', [12, 10, 11, 40], 2048)).toEqual({ call: '/api/categories', medianMs: 11.5, p95Ms: 40, kb: 2 });
});

it('takes each Lighthouse figure’s median over the runs that have it', () => {
  const run = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, tbtMs: 100, cls: 0.01 };
  const keys = /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls']);
  const runs = [run, { ...run, performance: 96, lcpMs: 1800 }, { ...run, performance: 98, lcpMs: null }];
  expect(medianByKey(runs, keys)).toEqual({ ...run, performance: 96, lcpMs: 1900 });
  expect(medianByKey([], keys).performance).toBeNull();
});

it('finds the run nearest the median, the first of two equally near', () => {
  expect(medianIndex([])).toBe(-1);
  expect(medianIndex([300, 100, 200])).toBe(2);
  expect(medianIndex([10, 40, 20, 30])).toBe(2);
});

it('takes the smallest and largest value', () => {
  expect(range([])).toBeNull();
  expect(range([1420, 1380, 1460])).toEqual({ min: 1380, max: 1460 });
});
