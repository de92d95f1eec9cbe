// @ts-check
import { federationCost, lighthouseCostCells, performancePointsCost, renderFederationCost, tbtRatio } from './federation-cost.mjs';

/** @type {import('./lighthouse.mjs').LighthouseFigures} */
const figures = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2500, tbtMs: 300, cls: 0.01, benchmarkIndex: 1400 };

describe('federationCost', () => {
  it('is the share the federated site sends over the one bundle', () => {
    expect(federationCost(220 * 1024, 200 * 1024)).toBeCloseTo(0.1);
    expect(federationCost(200 * 1024, 200 * 1024)).toBe(0);
  });
});

describe('performancePointsCost and tbtRatio', () => {
  it('counts the points the federated site scores below the one bundle', () => {
    expect(performancePointsCost(88, 94)).toBe(6);
    expect(performancePointsCost(95, 93)).toBe(-2);
  });

  it('takes the federated TBT as a multiple of the one bundle\'s, unbounded over none', () => {
    expect(tbtRatio(390, 300)).toBeCloseTo(1.3);
    expect(tbtRatio(0, 0)).toBe(1);
    expect(tbtRatio(20, 0)).toBe(Infinity);
  });
});

describe('lighthouseCostCells', () => {
  it('marks more than 2 points and more than 1.3× TBT, not the budgets themselves', () => {
    const atBudget = lighthouseCostCells(
      { path: '/', federatedBytes: null, oneBundleBytes: null, error: null, federatedMobile: { ...figures, performance: 88, tbtMs: 390 }, oneBundleMobile: figures },
      '✗',
    );
    expect(atBudget).toEqual(['88', '90', '+2', '390', '300', '1.30×', '2500', '2500', '1400 / 1400']);
    const past = lighthouseCostCells(
      { path: '/', federatedBytes: null, oneBundleBytes: null, error: null, federatedMobile: { ...figures, performance: 87, tbtMs: 420.4, lcpMs: 3012.6 }, oneBundleMobile: { ...figures, benchmarkIndex: 1388.5 } },
      '✗',
    );
    expect(past).toEqual(['87', '90', '+3 ✗', '420', '300', '1.40× ✗', '3013', '2500', '1400 / 1389']);
  });

  it('writes a federated site that scored higher with a minus', () => {
    const cells = lighthouseCostCells(
      { path: '/', federatedBytes: null, oneBundleBytes: null, error: null, federatedMobile: { ...figures, performance: 70 }, oneBundleMobile: { ...figures, performance: 67 } },
      '✗',
    );
    expect(cells[2]).toBe('−3');
  });

  it('shows dashes where a site was not measured', () => {
    expect(lighthouseCostCells({ path: '/', federatedBytes: null, oneBundleBytes: null, error: null, federatedMobile: figures }, '✗')).toEqual(
      ['90', '–', '–', '300', '–', '–', '2500', '–', '1400 / –'],
    );
  });
});

describe('renderFederationCost', () => {
  it('marks a route past the 25 % budget, and names what could not be measured', () => {
    const report = renderFederationCost(
      [
        { path: '/', federatedBytes: 260 * 1024, oneBundleBytes: 200 * 1024, error: null },
        {
          path: '/blog',
          federatedBytes: 240 * 1024,
          oneBundleBytes: 200 * 1024,
          error: null,
          federatedMobile: { ...figures, performance: 91 },
          oneBundleMobile: { ...figures, performance: 93, tbtMs: 250 },
        },
        { path: '/contacto', federatedBytes: 230 * 1024, oneBundleBytes: null, error: 'scripts that failed: /assets/x.js', lighthouseError: 'run 1: NO_FCP' },
      ],
      '✗',
    );
    expect(report).toContain('at most 25 % more than one bundle, mobile performance at most 2 points lower, TBT at most 1.3×)');
    expect(report).toContain('| `/` | 260.0 | 200.0 | 30.0 % ✗ | – | – | – | – | – | – | – | – | – / – |');
    expect(report).toContain('| `/blog` | 240.0 | 200.0 | 20.0 % | 91 | 93 | +2 | 300 | 250 | 1.20× | 2500 | 2500 | 1400 / 1400 |');
    expect(report).toContain('| `/contacto` | 230.0 | error | scripts that failed: /assets/x.js | – |');
    expect(report).toContain('- `/contacto` one bundle, Lighthouse: run 1: NO_FCP');
  });
});
