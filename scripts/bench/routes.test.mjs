// @ts-check
import { blockingPathsOf, onlyFromEnv, ROUTES, routesFromEnv, runsFromEnv, sectionsFromEnv } from './routes.mjs';

it('reads BENCH_RUNS, 3 without it', () => {
  expect(runsFromEnv({})).toBe(3);
  expect(runsFromEnv({ BENCH_RUNS: '1' })).toBe(1);
  expect(() => runsFromEnv({ BENCH_RUNS: '0' })).toThrow('BENCH_RUNS must be a positive integer, not "0"');
});

it('measures the routes BENCH_ROUTES names, under their labels when known', () => {
  expect(routesFromEnv({})).toBe(ROUTES);
  expect(routesFromEnv({ BENCH_ROUTES: '/, blog ,/otra' })).toEqual([
    { path: '/', label: 'Inicio' },
    { path: '/blog', label: 'Blog' },
    { path: '/otra', label: '/otra' },
  ]);
});

it('turns a section off with its switch at 0 only', () => {
  expect(sectionsFromEnv({})).toEqual({
    images: true,
    typing: true,
    throughput: true,
    largeBlog: true,
    leads: true,
    oneBundle: true,
    production: true,
    withoutScripts: true,
    withoutScriptsDesktop: false,
    interactions: true,
    blocking: true,
  });
  expect(sectionsFromEnv({ BENCH_NO_SCRIPTS_DESKTOP: '1' })).toMatchObject({ withoutScripts: true, withoutScriptsDesktop: true });
  expect(sectionsFromEnv({ BENCH_NO_SCRIPTS: '0', BENCH_NO_SCRIPTS_DESKTOP: '1' })).toMatchObject({ withoutScripts: false, withoutScriptsDesktop: false });
  expect(sectionsFromEnv({ BENCH_TYPING: '0', BENCH_LEADS: '0', BENCH_IMAGES: 'no', BENCH_ONE_BUNDLE: '0', BENCH_PRODUCTION: '0', BENCH_NO_SCRIPTS: '0' })).toEqual({
    images: true,
    typing: false,
    throughput: true,
    largeBlog: true,
    leads: false,
    oneBundle: false,
    production: false,
    withoutScripts: false,
    withoutScriptsDesktop: false,
    interactions: true,
    blocking: true,
  });
});

it('turns the blocking section off with BENCH_BLOCKING=0', () => {
  expect(sectionsFromEnv({ BENCH_BLOCKING: '0' })).toMatchObject({ blocking: false, interactions: true });
});

it('measures the blocking of /, /blog and /productos, or of the routes BENCH_ROUTES names', () => {
  expect(blockingPathsOf({}, ROUTES)).toEqual(['/', '/blog', '/productos']);
  expect(blockingPathsOf({ BENCH_ROUTES: ' ' }, ROUTES)).toEqual(['/', '/blog', '/productos']);
  expect(blockingPathsOf({ BENCH_ROUTES: '/contacto,/blog' }, routesFromEnv({ BENCH_ROUTES: '/contacto,/blog' }))).toEqual(['/contacto', '/blog']);
});

it('knows BENCH_ONLY=leads and =throughput, and nothing else', () => {
  expect(onlyFromEnv({})).toBeNull();
  expect(onlyFromEnv({ BENCH_ONLY: 'leads' })).toBe('leads');
  expect(onlyFromEnv({ BENCH_ONLY: 'throughput' })).toBe('throughput');
  expect(() => onlyFromEnv({ BENCH_ONLY: 'typing' })).toThrow('BENCH_ONLY knows only "leads" and "throughput", not "typing"');
});
