import { renderProduction } from './production-report.mjs';

/** @param {number} performance @param {number} tbtMs */
const figures = (performance, tbtMs) => ({ performance, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2430, tbtMs, cls: 0, benchmarkIndex: 1463 });
/** @param {number} performance @param {number} tbtMs */
const lighthouse = (performance, tbtMs) => ({ median: figures(performance, tbtMs), runs: [figures(performance, tbtMs)], warnings: [], errors: [], longTasks: [], pointsLost: [] });

it('prints the load with one and two servers, and Lighthouse with one origin beside five', () => {
  const text = renderProduction({
    load: [
      { servers: 2, path: '/', seconds: 20, requestsPerSecond: 612.4, p50Ms: 70, p99Ms: 210, requests: 12248, failed: 0 },
      { servers: 1, path: '/', seconds: 20, requestsPerSecond: 433.6, p50Ms: 101, p99Ms: 350, requests: 8672, failed: 2 },
    ],
    lighthouse: [{ path: '/', oneOrigin: lighthouse(84, 410), fiveOrigins: figures(81, 482) }],
    error: null,
  });
  expect(text).toContain('| 2 | `/` | 612 | 70 | 210 | 12248 | 0 |');
  expect(text).toContain('| 1 | `/` | 434 | 101 | 350 | 8672 | 2 |');
  expect(text).toContain('| `/` | 84 | 2.43 s | 410 | 1463 | 81 | 2.43 s | 482 |');
  expect(text).not.toContain('Not measured');
});

it('says what stopped the section, and prints a dash for a figure it lacks', () => {
  const empty = { median: figures(0, 0), runs: [], warnings: [], errors: ['run 1: no result within 120 s'], longTasks: [], pointsLost: [] };
  const text = renderProduction({ load: [], lighthouse: [{ path: '/blog', oneOrigin: empty, fiveOrigins: null }], error: 'nginx no respondió' });
  expect(text).toContain('| `/blog` | – | – | – | – | – | – | – |');
  expect(text).toContain('- `/blog`: run 1: no result within 120 s');
  expect(text).toContain('Not measured in full: nginx no respondió');
});
