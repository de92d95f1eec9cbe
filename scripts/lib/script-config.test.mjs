import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeScriptEnv, readReleaseStoreEnv, readScriptEnv, SCRIPT_ENVS, ScriptConfigError } from './script-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The message readScriptEnv throws for `env`, or null. @param {keyof typeof SCRIPT_ENVS} command @param {Record<string, string>} env */
function messageOf(command, env) {
  try {
    readScriptEnv(command, env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ScriptConfigError);
    return /** @type {Error} */ (error).message;
  }
}

describe('readScriptEnv', () => {
  it('gives each command its defaults when nothing is set, an empty variable counting as unset', () => {
    expect(readScriptEnv('release', { SITE_RELEASES_KEEP: '' })).toMatchObject({
      SITE_PORT_BASE: 8080,
      SITE_RELEASES_DIR: path.join(root, 'releases'),
      SITE_RELEASES_KEEP: 5,
      RELEASE_CHECK_BUDGET_MS: 5_000,
      RELEASE_PREPARE_TIMEOUT_MS: 60_000,
      REDIS_URL: undefined,
    });
    expect(readScriptEnv('prod', {})).toMatchObject({ PROD_PORT_BASE: 8440, CMS_API_TOKEN: undefined });
    expect(readScriptEnv('bench', {})).toMatchObject({ BENCH_RUNS: 3, BENCH_THROUGHPUT_SECONDS: 20, BENCH_IMAGES: true, BENCH_NO_SCRIPTS_DESKTOP: false });
    expect(readScriptEnv('site', {})).toMatchObject({ SITE_PORT_BASE: 8080, CMS_PORT: 1337, CMS_ADMIN: false });
  });

  it('reads the values set', () => {
    expect(readScriptEnv('release', { SITE_RELEASES_KEEP: '2', SITE_PORT_BASE: '9000', REMOTE_TOOLS_ORIGIN: 'https://tools.example.com' })).toMatchObject({
      SITE_RELEASES_KEEP: 2,
      SITE_PORT_BASE: 9000,
      REMOTE_TOOLS_ORIGIN: 'https://tools.example.com',
    });
  });

  it('refuses a bad number of the release commands instead of falling back to the default', () => {
    expect(messageOf('release', { SITE_RELEASES_KEEP: 'cinco' })).toBe('Configuración no válida: SITE_RELEASES_KEEP debe ser un entero positivo (es "cinco")');
    expect(messageOf('release', { RELEASE_PREPARE_TIMEOUT_MS: '0' })).toMatch(/RELEASE_PREPARE_TIMEOUT_MS debe ser un entero positivo \(milisegundos\) \(es "0"\)/);
  });

  it('names every bad variable in one Spanish line, a secret one without its value', () => {
    expect(messageOf('release', { SITE_PORT_BASE: '99999', RELEASE_CHECK_BUDGET_MS: '-1', REDIS_URL: 'http://user:clave@redis', REMOTE_CONTENT_ORIGIN: 'contenido' })).toBe(
      'Configuración no válida: SITE_PORT_BASE debe ser un número de puerto de 1 a 65515 (es "99999"); ' +
        'RELEASE_CHECK_BUDGET_MS debe ser un entero positivo (milisegundos) (es "-1"); ' +
        'REMOTE_CONTENT_ORIGIN debe ser una URL http:// o https:// (es "contenido"); ' +
        'REDIS_URL debe ser una URL redis:// o rediss:// (su valor no se muestra)',
    );
    expect(messageOf('bench', { BENCH_RUNS: '0', BENCH_ONLY: 'typing', BENCH_CPU_SLOWDOWN: 'rápido' })).toBe(
      'Configuración no válida: BENCH_RUNS debe ser un entero positivo (es "0"); BENCH_ONLY debe ser uno de leads, throughput (es "typing"); ' +
        'BENCH_CPU_SLOWDOWN debe ser un número positivo (es "rápido")',
    );
    expect(messageOf('prod', { PROD_PORT_BASE: '80' })).toBe('Configuración no válida: PROD_PORT_BASE debe ser un número entre 1024 y 65493 (es "80")');
    expect(messageOf('site', { CMS_PORT: 'uno', CMS_URL: 'strapi' })).toBe(
      'Configuración no válida: CMS_PORT debe ser un número de puerto de 1 a 65535 (es "uno"); CMS_URL debe ser una URL http:// o https:// (es "strapi")',
    );
  });
});

it('puts the remotes file in the releases folder unless SITE_REMOTES_FILE says otherwise', () => {
  expect(readReleaseStoreEnv({ SITE_RELEASES_DIR: '/tmp/releases' })).toEqual({ releasesDir: '/tmp/releases', remotesFile: '/tmp/releases/remotes.json' });
  expect(readReleaseStoreEnv({ SITE_RELEASES_DIR: '/tmp/releases', SITE_REMOTES_FILE: '/srv/remotes.json' }).remotesFile).toBe('/srv/remotes.json');
});

it('describes every variable of every command for the docs, with a rule and a Spanish description', () => {
  for (const command of /** @type {Array<keyof typeof SCRIPT_ENVS>} */ (Object.keys(SCRIPT_ENVS))) {
    for (const variable of describeScriptEnv(command)) {
      expect(variable.rule).not.toBe('');
      expect(variable.description).not.toBe('');
    }
  }
  expect(describeScriptEnv('release').find((variable) => variable.name === 'SITE_RELEASES_KEEP')).toMatchObject({ defaultValue: 5, defaultIsText: false });
});

it('stops `npm run releases` at a bad value before it reads or writes anything, exit code 1', () => {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/release.mjs'), 'list'], {
    env: { PATH: process.env.PATH, SITE_RELEASES_KEEP: 'cinco', SITE_RELEASES_DIR: '/nonexistent/releases' },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim()).toBe('Configuración no válida: SITE_RELEASES_KEEP debe ser un entero positivo (es "cinco")');
});
