import { cachedPagesVersusFile } from './throughput.mjs';

/** @param {Partial<import('./throughput.mjs').ThroughputRun>} run @returns {import('./throughput.mjs').ThroughputRun} */
const runOf = (run) => ({
  path: '/',
  state: 'caliente',
  seconds: 10,
  connections: 50,
  requestsPerSecond: 1000,
  p50Ms: 10,
  p99Ms: 40,
  requests: 10_000,
  non2xx: 0,
  errors: 0,
  bytesPerSecond: 1,
  rssBytes: null,
  ...run,
});

it('weighs each cached page against the file run on its own server, right after it', () => {
  const runs = [
    runOf({ path: '/', requestsPerSecond: 1800, p99Ms: 50 }),
    runOf({ path: '/favicon.svg', state: 'estático', requestsPerSecond: 1900, p99Ms: 45, after: '/' }),
    runOf({ path: '/blog', requestsPerSecond: 1500, p99Ms: 60 }),
    runOf({ path: '/favicon.svg', state: 'estático', requestsPerSecond: 1900, p99Ms: 45, after: '/blog' }),
    runOf({ path: '/blog', state: 'frío', requestsPerSecond: 10 }),
  ];
  const versus = cachedPagesVersusFile(runs);
  expect(versus.map(({ path, met }) => [path, met])).toEqual([
    ['/', true],
    ['/blog', false],
  ]);
  expect(versus[0]?.requestsRatio).toBeCloseTo(1800 / 1900);
  expect(versus[1]?.p99Ratio).toBeCloseTo(60 / 45);
});

it('weighs nothing without the file run, or with a page that completed nothing', () => {
  expect(cachedPagesVersusFile([runOf({ path: '/' })])).toEqual([]);
  expect(cachedPagesVersusFile([runOf({ path: '/', requests: 0 }), runOf({ path: '/f.svg', state: 'estático', after: '/' })])).toEqual([]);
});
