import fs from 'node:fs';
import net from 'node:net';
import { readServerConfig } from './server-config';
import { buildTestSite, publishedPagesAt, standIn, type StandIn, type TestSite } from './test-support/test-site';

// The whole shell app in this process, through `inject`, against a stand-in CMS and stand-in
// remote origins (their sockets are what the app really calls).

let cms: StandIn;
/** The X-Request-Id of each request the stand-in CMS received. */
let cmsRequestIds: (string | undefined)[] = [];
let remotes: StandIn;
/** Remotes whose Node manifest the stand-in origin answers 404 for. */
let missingRemotes = new Set<string>();
let site: TestSite;

beforeAll(async () => {
  cms = await standIn((req, res) => {
    cmsRequestIds.push(req.headers['x-request-id'] as string | undefined);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } } }));
  });
  remotes = await standIn((req, res) => {
    const remote = (req.url ?? '').split('/')[1] ?? '';
    const pages = publishedPagesAt(req.url);
    if (pages && !missingRemotes.has(remote)) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(pages);
      return;
    }
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
  await cms.close();
  await remotes.close();
});

beforeEach(async () => {
  missingRemotes = new Set();
  cmsRequestIds = [];
  site = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url });
});

afterEach(async () => {
  await site.close();
  jest.restoreAllMocks();
});

it('is ready when its configuration reads, every remote build is known and the CMS answers', async () => {
  const ready = await site.app.inject('/readyz');
  expect(ready.json()).toEqual({ estado: 'listo', listo: true, comprobaciones: { configuracion: true, remotos: true, cms: true } });
  expect(ready.statusCode).toBe(200);
  expect((await site.app.inject('/healthz')).statusCode).toBe(200);
});

it('is not ready while its remotes file is broken', async () => {
  fs.writeFileSync(site.remotesFile, '{ roto');
  const ready = await site.app.inject('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ comprobaciones: { configuracion: false } });
});

it('is not ready while a live remote build cannot be read', async () => {
  missingRemotes.add('catalogue');
  const ready = await site.app.inject('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ comprobaciones: { remotos: false, cms: true } });
  expect((await site.app.inject('/favicon.svg')).statusCode).toBe(200);
});

it('reads the remotes file only when it changed, and once per request: security headers and /env.js see the same', async () => {
  const read = jest.spyOn(fs, 'readFileSync');
  const readsOfRemotes = () => read.mock.calls.filter(([file]) => file === site.remotesFile).length;

  const env = await site.app.inject('/env.js');
  expect(env.body).toContain(`${remotes.url}/marketing/mf-manifest.json`);
  expect(env.headers['content-security-policy']).toContain(remotes.url);
  // Once at most: the server may have read it already, to load the live releases ahead.
  expect(readsOfRemotes()).toBeLessThanOrEqual(1);

  read.mockClear();
  expect((await site.app.inject('/favicon.svg')).statusCode).toBe(200);
  expect(readsOfRemotes()).toBe(0);

  // A release switch (the file replaced whole) applies from the next request.
  const moved = `${remotes.url}/movido/mf-manifest.json`;
  const replacement = `${site.remotesFile}.nuevo`;
  fs.writeFileSync(replacement, JSON.stringify({ marketing: moved }));
  fs.renameSync(replacement, site.remotesFile);
  expect((await site.app.inject('/env.js')).body).toContain(moved);
});

it('close() stops every timer and connection the app started', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const other = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url });
    expect(jest.getTimerCount()).toBeGreaterThanOrEqual(3);
    await other.close();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

it('counts requests by route and status, CMS reads by outcome and the outbox, for Prometheus', async () => {
  for (const path of ['/env.js', '/readyz', '/no/existe.txt']) await site.app.inject(path);
  const text = await site.app.siteMetrics.registry.metrics();
  expect(text).toContain('site_http_requests_total{route="/env.js",method="GET",status="200"} 1');
  expect(text).toContain('site_http_requests_total{route="/readyz",method="GET",status="200"} 1');
  expect(text).toContain('site_http_requests_total{route="static",method="GET",status="404"} 1');
  expect(text).toMatch(/site_http_request_duration_seconds_count\{route="\/env.js"\} 1/);
  // The site's settings and the index of the editors' pages (the routes /env.js gives).
  expect(text).toContain('site_cms_reads_total{outcome="fresh"} 2');
  expect(text).toContain('site_leads_outbox_jobs 0');
  // Node's own figures, in prom-client's names.
  expect(text).toContain('process_resident_memory_bytes');
  // Labels are routes, never a visitor's address or what a URL carried.
  expect(text).not.toContain('existe');
});

it('sends the request id to the CMS, from its own reads and through the proxy, and returns it to the client', async () => {
  const ready = await site.app.inject({ url: '/readyz', headers: { 'X-Request-Id': 'balanceador-0001' } });
  expect(ready.headers['x-request-id']).toBe('balanceador-0001');
  const proxied = await site.app.inject({ url: '/api/categories', headers: { 'X-Request-Id': 'visita-000000002' } });
  expect(proxied.statusCode).toBe(200);
  expect(proxied.headers['x-request-id']).toBe('visita-000000002');
  expect(cmsRequestIds).toEqual(['balanceador-0001', 'visita-000000002']);
  // An id that does not look like one is replaced.
  expect((await site.app.inject({ url: '/healthz', headers: { 'X-Request-Id': 'x' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

describe('methods', () => {
  it('answers OPTIONS and 405 naming the methods each route takes', async () => {
    const options = await site.app.inject({ method: 'OPTIONS', url: '/contacto' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
    const put = await site.app.inject({ method: 'PUT', url: '/contacto', headers: { accept: 'text/html' } });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.body).toContain('Método no permitido');

    const contact = await site.app.inject({ method: 'GET', url: '/api/contact' });
    expect([contact.statusCode, contact.headers.allow]).toEqual([405, 'POST']);
    const proxy = await site.app.inject({ method: 'DELETE', url: '/api/articles' });
    expect([proxy.statusCode, proxy.headers.allow]).toEqual([405, 'GET, HEAD']);
    const page = await site.app.inject({ method: 'POST', url: '/blog' });
    expect([page.statusCode, page.headers.allow]).toEqual([405, 'GET, HEAD']);
    const unknown = await site.app.inject({ method: 'PATCH', url: '/no-existe' });
    expect([unknown.statusCode, unknown.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});

describe('what Node refuses before a route', () => {
  // These are the socket's own behaviour (timers, the parser): a real port.
  let origin: { host: string; port: number };
  beforeEach(async () => {
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const address = site.app.server.address() as net.AddressInfo;
    origin = { host: '127.0.0.1', port: address.port };
  });

  const rawAnswer = (write: (socket: net.Socket) => void, timeoutMs: number) =>
    new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(origin, () => write(socket));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve({ text, ms: Date.now() - started }));
      socket.on('error', reject);
      socket.setTimeout(timeoutMs, () => {
        socket.destroy();
        resolve({ text, ms: Date.now() - started });
      });
    });

  it('drops a request whose headers never end within the headers timeout plus one check interval, answering 408', async () => {
    // A site of its own with a short headers timeout (the real one is 10 s).
    await site.close();
    site = await buildTestSite({
      cmsUrl: cms.url,
      remotesOrigin: remotes.url,
      config: { connections: { ...readServerConfig({}).connections, headersTimeoutMs: 1_000 } },
    });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    origin = { host: '127.0.0.1', port: (site.app.server.address() as net.AddressInfo).port };
    const { text, ms } = await rawAnswer((socket) => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Lento: 1\r\n'), 8_000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('La solicitud tardó demasiado.');
    expect(ms).toBeLessThan(1_000 + site.config.connections.checkIntervalMs + 500);
  });

  it('answers a malformed request in Spanish and closes the connection', async () => {
    const { text } = await rawAnswer((socket) => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nMal encabezado\r\n\r\n'), 3_000);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('Solicitud no válida.');
  });
});
