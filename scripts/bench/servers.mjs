// @ts-check
// The servers the benchmark measures: the site at SITE_PORT_BASE (its shell and
// four remotes) and its CMS. If the shell already answers there, the bench
// measures what runs; otherwise it serves the builds with scripts/serve.mjs
// (a process of its own, so that serving does not share this process's event
// loop with Lighthouse) over a CMS of its own, and stops both at the end.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, localOrigin, topologyFor } from '../../shared/src/config/topology.mjs';
import { commandEnv } from '../lib/script-config.mjs';
import { appBuildsOf } from '../lib/app-builds.mjs';
import { cmsOrigin, ensureCmsInstalled, randomToken, startCms } from '../lib/cms-process.mjs';
import { isAnswering, startProcess, waitForHttp } from '../lib/processes.mjs';
import { BENCH_SHELLS, benchPortsFor } from './ports.mjs';
import { log, onCleanup } from './run-context.mjs';

/** @typedef {import('../../shared/src/config/topology.mjs').AppName} AppName */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench-results');
export const topology = topologyFor(commandEnv('bench').SITE_PORT_BASE);
/** The ports of the servers the bench starts besides the site's (ports.mjs), on the same base. */
export const benchPorts = benchPortsFor(topology.base);
/** The site's shell: every page is measured there. */
export const baseUrl = topology.origins.shell;

/** Where scripts/serve.mjs serves each app from, by default. */
export const apps = appBuildsOf(root, topology);

const SERVE_START_TIMEOUT_MS = 20_000;

/** @param {number} port */
const answersAt = (port) => isAnswering(`${localOrigin(port)}/`);

/** CMS_URL and CMS_API_TOKEN of the CMS the bench started, once it did. */
const cmsEnv = /** @type {{ CMS_URL?: string, CMS_API_TOKEN?: string }} */ ({});

/**
 * The content service on a port of its own and its own database file (seeded
 * at its first start), for the servers the benchmark starts.
 */
async function startBenchCms() {
  ensureCmsInstalled();
  fs.mkdirSync(resultsDir, { recursive: true });
  const port = benchPorts.cms;
  const token = randomToken();
  const cms = await startCms({ port, token, databaseFile: '.tmp/bench.db', logFile: path.join(resultsDir, 'cms.log') });
  onCleanup(() => cms.stop());
  cmsEnv.CMS_URL = cmsOrigin(port);
  cmsEnv.CMS_API_TOKEN = token;
}

/**
 * The CMS the bench's own shell servers (throughput, large blog) read: the one it started for
 * the site, or one started now (the site was already running, its CMS unknown).
 * @returns {Promise<{ cmsUrl: string, cmsToken: string }>}
 */
export async function benchCms() {
  if (!cmsEnv.CMS_URL || !cmsEnv.CMS_API_TOKEN) await startBenchCms();
  return { cmsUrl: /** @type {string} */ (cmsEnv.CMS_URL), cmsToken: /** @type {string} */ (cmsEnv.CMS_API_TOKEN) };
}

/**
 * Runs `node scripts/serve.mjs <names>` until every app answers (output in bench-results/serve.log).
 * @param {AppName[]} names
 */
async function spawnServers(names) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'serve.log');
  const serve = startProcess({
    name: 'scripts/serve.mjs',
    command: process.execPath,
    args: [path.join(root, 'scripts/serve.mjs'), ...names],
    cwd: root,
    // The remotes answer CORS to the shell's origins only: the site and the bench's other shells.
    env: {
      ...process.env,
      ...cmsEnv,
      SITE_SHELL_ORIGINS: [baseUrl, ...BENCH_SHELLS.map((name) => localOrigin(benchPorts[name]))].join(','),
    },
    logFile,
  });
  onCleanup(() => serve.stop());
  const deadline = Date.now() + SERVE_START_TIMEOUT_MS;
  for (const name of names) {
    await waitForHttp(`${localOrigin(apps[name].port)}/`, {
      timeoutMs: Math.max(0, deadline - Date.now()),
      process: serve,
      ready: () => true,
      intervalMs: 200,
    });
  }
}

/**
 * @typedef {object} ServersInfo
 * @property {'already running' | 'started by bench'} mode
 * @property {AppName[]} started
 * @property {AppName[]} missing apps without a build (their routes show the shell's fallback)
 */

/**
 * Serves the builds (and the CMS) unless the shell already answers.
 * @returns {Promise<ServersInfo>}
 */
export async function ensureServers() {
  if (await answersAt(apps.shell.port)) {
    log(`${baseUrl} already answers: measuring the servers running there.`);
    return { mode: 'already running', started: [], missing: [] };
  }
  /** @type {AppName[]} */
  const toStart = [];
  /** @type {AppName[]} */
  const missing = [];
  for (const name of APP_NAMES) {
    const { port, dir } = apps[name];
    if (name !== 'shell' && (await answersAt(port))) {
      log(`${name}: port ${port} already answers, using it.`);
      continue;
    }
    if (!fs.existsSync(path.join(dir, name === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      if (name === 'shell') throw new Error(`No shell build in ${dir}: run "npm run build" first.`);
      log(`WARNING: ${name} has no build in ${dir}; the routes it serves will show the shell's fallback.`);
      missing.push(name);
      continue;
    }
    toStart.push(name);
  }
  if (toStart.includes('shell')) await startBenchCms();
  await spawnServers(toStart);
  log(`serving ${toStart.join(', ')} (stopped at the end).`);
  return { mode: 'started by bench', started: toStart, missing };
}
