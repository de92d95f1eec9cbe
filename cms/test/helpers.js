'use strict';

// Starting the real Strapi app for the CMS's own tests: a free port, a throwaway SQLite file,
// a public dir of its own (CMS_PUBLIC_DIR: the uploads of one instance never mix with
// another's), readiness by /_health, and a GET that sends the site's token.
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const CMS_DIR = path.resolve(__dirname, '..');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '.bin', 'strapi');
const TOKEN = crypto.randomBytes(32).toString('hex');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Strapi with `env`. Without CMS_PUBLIC_DIR in `env`, the instance gets a temporary
 * public dir, removed by stopCms; a test that restarts on the same uploads passes its own.
 */
async function startCms(env) {
  const ownPublicDir = env.CMS_PUBLIC_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'cms-public-'));
  const child = spawn(STRAPI_BIN, ['start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'development',
      ...(ownPublicDir ? { CMS_PUBLIC_DIR: ownPublicDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const removePublicDir = () => {
    if (ownPublicDir) fs.rmSync(ownPublicDir, { recursive: true, force: true });
  };
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      removePublicDir();
      throw new Error(`CMS exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${base}/_health`);
      if (res.status === 204) return { child, base, output: () => output, publicDir: ownPublicDir ?? env.CMS_PUBLIC_DIR, removePublicDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  child.once('exit', removePublicDir);
  throw new Error(`CMS did not answer /_health within 90 s:\n${output}`);
}

function stopCms(cms) {
  return new Promise((resolve) => {
    if (cms.child.exitCode !== null) {
      cms.removePublicDir();
      return resolve();
    }
    cms.child.once('exit', () => {
      cms.removePublicDir();
      resolve();
    });
    cms.child.kill('SIGTERM');
    setTimeout(() => cms.child.kill('SIGKILL'), 10_000).unref();
  });
}

async function get(base, pathAndQuery, { token = TOKEN } = {}) {
  const res = await fetch(`${base}${pathAndQuery}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer();
  return { status: res.status, body, headers: res.headers };
}

/**
 * The real app loaded in this test's process (no HTTP server, no seed), on a throwaway database and
 * public dir, destroyed after the test `t`: for tests that use the Document Service as the admin
 * panel does. One per process (Strapi is a global).
 */
async function loadStrapi(t, prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  Object.assign(process.env, {
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    CMS_SEED: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'development',
    CMS_LOG_LEVEL: 'error',
  });
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir: CMS_DIR, distDir: CMS_DIR }).load();
  t.after(async () => {
    await strapi.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return strapi;
}

module.exports = { TOKEN, freePort, startCms, stopCms, get, loadStrapi };
