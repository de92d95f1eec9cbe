// @ts-check
// A shell server process of the benchmark's own (`node shell/dist-server/main.cjs`,
// as scripts/serve.mjs and the end-to-end tests run it, or another entry point such as
// the one bundle's build of it), so that the benchmark can
// choose its environment (PAGE_CACHE_MS, a CMS_URL through a counting proxy) and
// read its memory (VmRSS of that very process).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteUrlEnv, topologyFor } from '../../shared/src/config/topology.mjs';
import { commandEnv } from '../lib/script-config.mjs';
import { assertPortFree, startProcess, waitForHttp } from '../lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainEntry = path.join(root, 'shell/dist-server/main.cjs');
const START_TIMEOUT_MS = 20_000;

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
 * @param {{ port: number, cmsUrl: string, cmsToken: string, env?: Record<string, string>, logFile?: string, entry?: string }} options
 * @returns {Promise<ShellServer>}
 */
export async function startShellServer({ port, cmsUrl, cmsToken, env = {}, logFile, entry = mainEntry }) {
  if (!fs.existsSync(mainEntry)) throw new Error(`No shell server build (${path.relative(root, mainEntry)}): run "npm run build" first.`);
  await assertPortFree(port, "the bench's shell server");
  const server = startProcess({
    name: `the bench's shell server on port ${port}`,
    command: process.execPath,
    args: [entry],
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_URL: cmsUrl,
      CMS_API_TOKEN: cmsToken,
      ...remoteUrlEnv(topologyFor(commandEnv('bench').SITE_PORT_BASE).manifestUrls),
      ...env,
    },
    ...(logFile ? { logFile } : {}),
  });
  const origin = `http://localhost:${port}`;
  try {
    await waitForHttp(`${origin}/env.js`, { timeoutMs: START_TIMEOUT_MS, process: server });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { pid: server.pid, origin, rssBytes: () => rssBytes(server.pid), stop: () => server.stop() };
}
