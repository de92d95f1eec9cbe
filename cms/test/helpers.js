'use strict';

// Starting the real Strapi app for the CMS's own tests: a free port, a throwaway SQLite file,
// readiness by /_health, and a GET that sends the site's token.
const crypto = require('node:crypto');
const net = require('node:net');
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

async function startCms(env) {
  const child = spawn(STRAPI_BIN, ['start'], {
    cwd: CMS_DIR,
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`CMS exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${base}/_health`);
      if (res.status === 204) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`CMS did not answer /_health within 90 s:\n${output}`);
}

function stopCms(cms) {
  return new Promise((resolve) => {
    if (cms.child.exitCode !== null) return resolve();
    cms.child.once('exit', () => resolve());
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

module.exports = { TOKEN, freePort, startCms, stopCms, get };
