// @ts-check
// A shell server process of the benchmark's own (`node shell/dist-server/main.cjs`,
// as scripts/serve.mjs and the end-to-end tests run it), so that the benchmark can
// choose its environment (PAGE_CACHE_MS, a CMS_URL through a counting proxy) and
// read its memory (VmRSS of that very process).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../../shared/build/federation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'shell/dist-server/main.cjs');

/**
 * @typedef {object} ShellServer
 * @property {number} pid
 * @property {string} origin e.g. http://localhost:9306
 * @property {() => number | null} rssBytes resident memory now (Linux /proc), null elsewhere
 * @property {() => Promise<void>} stop
 */

/**
 * Resident set size of a process, from /proc/<pid>/status (VmRSS).
 * @param {number} pid
 * @returns {number | null} bytes
 */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts the shell's production server with the site's remotes (their default
 * ports, SITE_PORT_BASE included) and resolves once /env.js answers.
 * @param {{ port: number, cmsUrl: string, cmsToken: string, env?: Record<string, string>, logFile?: string }} options
 * @returns {Promise<ShellServer>}
 */
export async function startShellServer({ port, cmsUrl, cmsToken, env = {}, logFile }) {
  if (!fs.existsSync(entry)) throw new Error(`No shell server build (${path.relative(root, entry)}): run "npm run build" first.`);
  const log = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const remoteUrls = Object.fromEntries(
    Object.entries(remotes).map(([name, { port: remotePort }]) => [
      `REMOTE_${name.toUpperCase()}_URL`,
      `http://localhost:${remotePort}/mf-manifest.json`,
    ]),
  );
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SHELL_DIST_DIR: path.join(root, 'shell/dist'),
      CMS_URL: cmsUrl,
      CMS_API_TOKEN: cmsToken,
      ...remoteUrls,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  if (typeof log === 'number') fs.closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the shell server did not start');
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!running()) throw new Error(`the shell server on port ${port} stopped (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(`${origin}/env.js`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shell server does not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pid, origin, rssBytes: () => rssBytes(pid), stop };
}
