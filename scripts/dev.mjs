// @ts-check
// `npm run dev`: the development loop. The CMS, each remote's browser build on
// rspack's dev server (hot updates and React Fast Refresh, in the shell's page
// at http://localhost:8080), each remote's Node build and the shell (its
// browser app and its server) rebuilt on every change, and the shell's server
// restarted when its own code changes. Server rendering works as in
// production: the shell's server picks up a remote's new Node build within a
// second (REMOTE_REVALIDATE_MS) and keeps no rendered page (PAGE_CACHE_MS=0).
//
//   npm run dev
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, topologyFor } from '../shared/src/config/topology.mjs';
import { commandEnv } from './lib/script-config.mjs';
import { ensureCmsInstalled, randomToken, startCms } from './lib/cms-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = commandEnv('site');
const { ports } = topologyFor(settings.SITE_PORT_BASE);
const shellPort = ports.shell;
const rspack = path.join(root, 'node_modules/.bin/rspack');
const READY_WITHIN_MS = 180_000;
/** The environment of every process it starts, read when each starts (the CMS tokens are set below). */
const devEnv = () => ({ ...process.env, NODE_ENV: 'development', SITE_DEV: 'true' });

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * Runs a long-lived process with its output prefixed by its name.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 */
function run(name, command, args, { cwd, env = devEnv() }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (data) => {
      const lines = (rest + data.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${prefix}terminó (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

/**
 * Waits until `check` holds, or fails after the deadline.
 * @param {string} what @param {() => boolean | Promise<boolean>} check
 */
async function waitFor(what, check) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: no estuvo listo en ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** @param {string} url */
const answers = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

let stopping = false;
async function stopAll() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  void cms?.stop();
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(0)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(0)));

ensureCmsInstalled();
const cmsPort = settings.CMS_PORT;
// Written into the environment the CMS and the shell's server inherit.
const cmsToken = settings.CMS_API_TOKEN ?? randomToken();
process.env.CMS_API_TOKEN = cmsToken;
process.env.CMS_LEADS_TOKEN ??= randomToken();
process.env.CMS_URL = settings.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
console.log('Iniciando el servicio de contenidos…');
/** @type {import('./lib/processes.mjs').ManagedProcess | undefined} */
let cms;
try {
  cms = await startCms({ port: cmsPort, token: cmsToken });

  for (const name of REMOTE_NAMES) {
    const port = ports[name];
    const cwd = path.join(root, `remote-${name}`);
    // Its Node build first (dist-dev/server/, served by the dev server beside the in-memory browser build).
    run(`${name}:server`, rspack, ['build', '--watch', '--config-name', `${name}-server`], { cwd });
    run(name, rspack, ['serve', '--config-name', name], { cwd });
    await waitFor(`remote ${name}`, () => answers(`http://localhost:${port}/mf-manifest.json`));
  }

  const shellDir = path.join(root, 'shell');
  const serverEntry = path.join(shellDir, 'dist-server-dev/main.cjs');
  fs.rmSync(serverEntry, { force: true });
  run('shell', rspack, ['build', '--watch'], { cwd: shellDir });
  run('shell:server-build', rspack, ['build', '--watch', '-c', 'rspack.server.config.mjs'], { cwd: shellDir });
  await waitFor('shell server build', () => fs.existsSync(serverEntry));
  run('shell:server', process.execPath, ['--watch-path', path.dirname(serverEntry), serverEntry], {
    cwd: root,
    env: {
      ...devEnv(),
      PORT: String(shellPort),
      // A remote's new Node build is rendered within a second; no page is kept.
      REMOTE_REVALIDATE_MS: '1000',
      PAGE_CACHE_MS: '0',
      CMS_READ_FRESH_MS: '1000',
    },
  });
  await waitFor('shell', () => answers(`http://localhost:${shellPort}/`));
  console.log(`\nDesarrollo listo en http://localhost:${shellPort} (Ctrl+C para detener).`);
  console.log(`CMS: ${process.env.CMS_URL} · remotes: ${REMOTE_NAMES.map((name) => ports[name]).join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
