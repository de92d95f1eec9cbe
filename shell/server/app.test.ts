import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import { createShellApp, type ShellApp } from './app';
import { readServerConfig, type ServerConfig } from './server-config';

// The whole shell app in this process, against a stand-in CMS and stand-in remote origins.

interface Stand {
  url: string;
  server: http.Server;
}

async function stand(handler: http.RequestListener): Promise<Stand> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeStand = ({ server }: Stand) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

let cms: Stand;
/** The X-Request-Id of each request the stand-in CMS received. */
let cmsRequestIds: (string | undefined)[] = [];
let remotes: Stand;
/** Remotes whose Node manifest the stand-in origin answers 404 for. */
let missingRemotes = new Set<string>();
let dir: string;
let remotesFile: string;
let config: ServerConfig;
let site: { app: ShellApp; server: http.Server; url: string };

beforeAll(async () => {
  cms = await stand((req, res) => {
    cmsRequestIds.push(req.headers['x-request-id'] as string | undefined);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } } }));
  });
  remotes = await stand((req, res) => {
    const remote = (req.url ?? '').split('/')[1] ?? '';
    if (missingRemotes.has(remote) || !req.url?.endsWith('/server/mf-manifest.json')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ name: remote, shared: [], exposes: [] }));
  });
});
afterAll(async () => {
  await closeStand(cms);
  await closeStand(remotes);
});

beforeEach(async () => {
  missingRemotes = new Set();
  cmsRequestIds = [];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-app-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remotes.url}/${name}/mf-manifest.json`]))));
  config = readServerConfig({
    SHELL_DIST_DIR: path.join(dir, 'dist'),
    CMS_URL: cms.url,
    CMS_API_TOKEN: 'token-de-prueba',
    SITE_REMOTES_FILE: remotesFile,
    LEADS_OUTBOX_DIR: path.join(dir, 'outbox'),
  });
  const app = createShellApp(config);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = { app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});

afterEach(async () => {
  site.server.closeAllConnections();
  await new Promise((resolve) => site.server.close(resolve));
  await site.app.close();
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('is ready when its configuration reads, every remote build is known and the CMS answers', async () => {
  const ready = await fetch(`${site.url}/readyz`);
  expect(await ready.json()).toEqual({ estado: 'listo', listo: true, comprobaciones: { configuracion: true, remotos: true, cms: true } });
  expect(ready.status).toBe(200);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
});

it('is not ready while its remotes file is broken', async () => {
  fs.writeFileSync(remotesFile, '{ roto');
  const ready = await fetch(`${site.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ comprobaciones: { configuracion: false } });
});

it('is not ready while a live remote build cannot be read, and not ready once it begins to stop', async () => {
  missingRemotes.add('catalogue');
  const ready = await fetch(`${site.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ comprobaciones: { remotos: false, cms: true } });

  site.app.beginStop();
  expect((await fetch(`${site.url}/readyz`)).status).toBe(503);
  expect((await fetch(`${site.url}/favicon.svg`)).status).toBe(200);
});

it('reads the live remotes once per request: security headers and /env.js see the same file read', async () => {
  const read = jest.spyOn(fs, 'readFileSync');
  const readsOfRemotes = () => read.mock.calls.filter(([file]) => file === remotesFile).length;

  const env = await fetch(`${site.url}/env.js`);
  expect(await env.text()).toContain(`${remotes.url}/marketing/mf-manifest.json`);
  expect(env.headers.get('content-security-policy')).toContain(remotes.url);
  expect(readsOfRemotes()).toBe(1);

  read.mockClear();
  expect((await fetch(`${site.url}/favicon.svg`)).status).toBe(200);
  expect(readsOfRemotes()).toBe(1);
});

it('close() stops every timer the app started', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const app = createShellApp(config);
    expect(jest.getTimerCount()).toBeGreaterThanOrEqual(4);
    await app.close();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

it('counts requests by route and status, CMS reads by outcome and the outbox, for Prometheus', async () => {
  // Each answer read to its end: a response is counted when it closes, which a streamed page (the 404)
  // does after its headers have reached the client.
  for (const path of ['/env.js', '/readyz', '/no/existe.txt']) await (await fetch(`${site.url}${path}`)).arrayBuffer();
  await new Promise((resolve) => setImmediate(resolve));
  const text = await site.app.metrics.metrics();
  expect(text).toContain('site_http_requests_total{route="/env.js",method="GET",status="200"} 1');
  expect(text).toContain('site_http_requests_total{route="/readyz",method="GET",status="200"} 1');
  expect(text).toContain('site_http_requests_total{route="static",method="GET",status="404"} 1');
  expect(text).toMatch(/site_http_request_duration_seconds_count\{route="\/env.js"\} 1/);
  expect(text).toContain('site_cms_reads_total{outcome="fresh"} 1');
  expect(text).toContain('site_leads_outbox_jobs 0');
  // Node's own figures, in prom-client's names.
  expect(text).toContain('process_resident_memory_bytes');
  // Labels are routes, never a visitor's address or what a URL carried.
  expect(text).not.toContain('existe');
});

it('sends the request id to the CMS, from its own reads and through the proxy, and returns it to the client', async () => {
  const ready = await fetch(`${site.url}/readyz`, { headers: { 'X-Request-Id': 'balanceador-0001' } });
  expect(ready.headers.get('x-request-id')).toBe('balanceador-0001');
  const proxied = await fetch(`${site.url}/api/categories`, { headers: { 'X-Request-Id': 'visita-000000002' } });
  expect(proxied.status).toBe(200);
  expect(proxied.headers.get('x-request-id')).toBe('visita-000000002');
  expect(cmsRequestIds).toEqual(['balanceador-0001', 'visita-000000002']);
});
