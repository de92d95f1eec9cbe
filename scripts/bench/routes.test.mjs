// @ts-check
import { readScriptEnv } from '../lib/script-config.mjs';
import { blockingPathsOf, ROUTES, routesOf, sectionsOf } from './routes.mjs';

/** The sections of the bench's variables as parsed. @param {Record<string, string>} env */
const sectionsFromEnv = (env) => sectionsOf(readScriptEnv('bench', env));

it('measures the routes BENCH_ROUTES names, under their labels when known', () => {
  expect(routesOf(undefined)).toBe(ROUTES);
  expect(routesOf('/, blog ,/otra')).toEqual([
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
  expect(blockingPathsOf(undefined, ROUTES)).toEqual(['/', '/blog', '/productos']);
  expect(blockingPathsOf(' ', ROUTES)).toEqual(['/', '/blog', '/productos']);
  expect(blockingPathsOf('/contacto,/blog', routesOf('/contacto,/blog'))).toEqual(['/contacto', '/blog']);
});

it('knows BENCH_ONLY=leads and =throughput, and refuses anything else in Spanish', () => {
  expect(readScriptEnv('bench', {}).BENCH_ONLY).toBeUndefined();
  expect(readScriptEnv('bench', { BENCH_ONLY: 'leads' }).BENCH_ONLY).toBe('leads');
  expect(readScriptEnv('bench', { BENCH_ONLY: 'throughput' }).BENCH_ONLY).toBe('throughput');
  expect(() => readScriptEnv('bench', { BENCH_ONLY: 'typing' })).toThrow('BENCH_ONLY debe ser uno de leads, throughput (es "typing")');
});
