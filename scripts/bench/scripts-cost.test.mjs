// @ts-check
import { differenceCells, pageCells, renderScriptsCost, scriptsPoints, signed } from './scripts-cost.mjs';

/** @type {import('./lighthouse.mjs').LighthouseFigures} */
const figures = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 0, cls: 0, benchmarkIndex: 1400 };

/** @param {Partial<import('./lighthouse.mjs').LighthouseFigures>} changes @returns {import('./lighthouse.mjs').LighthouseResult} */
const result = (changes) => ({ median: { ...figures, ...changes }, runs: [{ ...figures, ...changes }], warnings: [], errors: [], longTasks: [[]], pointsLost: [{}] });

it('writes a difference with its sign, and none on zero', () => {
  expect(signed(3, String)).toBe('+3');
  expect(signed(-15, String)).toBe('−15');
  expect(signed(0.0001, (v) => v.toFixed(3))).toBe('0.000');
  expect(signed(-0.4, (v) => String(Math.round(v)))).toBe('0');
});

it('marks a page against its route\'s targets: mobile ≥ 97, LCP ≤ 2 s, TBT ≤ 100 ms, CLS 0; desktop 100', () => {
  expect(pageCells('/', 'mobile', result({}), '✗')).toEqual(['99', '1500', '0', '0.000', '1400']);
  expect(pageCells('/', 'mobile', result({ performance: 96, lcpMs: 2001, tbtMs: 101, cls: 0.0006 }), '✗')).toEqual(['96 ✗', '2001 ✗', '101 ✗', '0.001 ✗', '1400']);
  expect(pageCells('/', 'mobile', result({ cls: 0.0004 }), '✗')[3]).toBe('0.000');
  expect(pageCells('/', 'desktop', result({ lcpMs: 2500, tbtMs: 300 }), '✗')).toEqual(['99 ✗', '2500', '300', '0.000', '1400']);
  expect(pageCells('/', 'mobile', undefined, '✗')).toEqual(['–', '–', '–', '–', '–']);
});

it('counts with − without, and marks scripts that cost more than 2 points', () => {
  expect(scriptsPoints(result({ performance: 90 }), result({ performance: 99 }))).toBe(-9);
  expect(scriptsPoints(result({}), undefined)).toBeNull();
  expect(differenceCells(result({ performance: 97, lcpMs: 1800, tbtMs: 40 }), result({ performance: 99, lcpMs: 1500 }), '✗')).toEqual(['−2', '+300', '+40', '0.000', '']);
  expect(differenceCells(result({ performance: 96 }), result({ performance: 99 }), '✗')[0]).toBe('−3 ✗');
  expect(differenceCells(result({ performance: 100 }), result({ performance: 99 }), '✗')[0]).toBe('+1');
});

it('renders three rows per route, desktop only where it was measured', () => {
  const section = renderScriptsCost(
    [
      { path: '/', withScripts: { mobile: result({ performance: 80, tbtMs: 600 }), desktop: result({}) }, withoutScripts: { mobile: result({}) } },
      { path: '/blog', withScripts: { mobile: result({}) }, withoutScripts: {} },
    ],
    '✗',
  );
  expect(section).toContain('## What the scripts cost (budget: at most 2 performance points)');
  expect(section).toContain('| Route | Page | M perf | M LCP | M TBT | M CLS | M bmi |');
  expect(section).toContain('| `/` | with scripts | 80 ✗ | 1500 | 600 ✗ | 0.000 | 1400 |');
  expect(section).toContain('| `/` | without scripts | 99 | 1500 | 0 | 0.000 | 1400 |');
  expect(section).toContain('| `/` | with − without | −19 ✗ | 0 | +600 | 0.000 |  |');
  expect(section).not.toContain('/blog');
  expect(renderScriptsCost([], '✗')).toBe('');
});
