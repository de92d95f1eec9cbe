// e2e-serial: times a shell's stop and a slow remote's loads to the second.
import http from 'node:http';
import type net from 'node:net';
import { e2ePorts, startApp, stopApp, topology } from '../support/servers';

// A shell server as a rolling restart treats it: probes, then SIGTERM with requests in flight.

/** A CMS that answers every read after `delayMs` (a slow Strapi), counting the reads. */
function startSlowCms(): Promise<{ port: number; setDelay: (ms: number) => void; close: () => Promise<void> }> {
  let delayMs = 0;
  const server = http.createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [{ id: 1, name: 'Retail', slug: 'retail' }], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } }));
    }, delayMs);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        setDelay: (ms) => (delayMs = ms),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const PORT = e2ePorts.drainingShell;
const SHELL = `http://localhost:${PORT}`;
const METRICS = `http://localhost:${e2ePorts.drainingShellMetrics}/metrics`;

describe('a shell server stopped during a rolling restart', () => {
  let cms: Awaited<ReturnType<typeof startSlowCms>>;

  beforeAll(async () => {
    cms = await startSlowCms();
    await startApp('shell', {
      port: PORT,
      key: 'shell-draining',
      cmsOrigin: `http://127.0.0.1:${cms.port}`,
      env: { SHUTDOWN_GRACE_MS: '8000', METRICS_PORT: String(e2ePorts.drainingShellMetrics) },
    });
  });
  afterAll(async () => {
    await stopApp('shell', { port: PORT, key: 'shell-draining' });
    await cms.close();
  });

  it('answers its probes: alive, and ready with its remotes and CMS', async () => {
    const health = await fetch(`${SHELL}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${SHELL}/readyz`);
    expect(await ready.json()).toEqual({ estado: 'listo', listo: true, comprobaciones: { configuracion: true, remotos: true, cms: true } });
    expect(ready.status).toBe(200);
  });

  it('serves Prometheus metrics on its internal port, not on the site', async () => {
    await fetch(`${SHELL}/robots.txt`);
    const metrics = await fetch(METRICS);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('site_http_requests_total{route="/robots.txt",method="GET",status="200"} 1');
    expect(text).toContain('site_leads_outbox_jobs 0');
    expect((await fetch(`${SHELL}/metrics`)).status).toBe(404);
  });

  it('finishes a request in flight on SIGTERM, then exits and takes no more', async () => {
    cms.setDelay(1_500);
    const inFlight = fetch(`${SHELL}/api/categories`).then(async (response) => ({ status: response.status, body: await response.text() }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    await stopApp('shell', { port: PORT, key: 'shell-draining' });

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: [{ slug: 'retail' }] });
    await expect(fetch(`${SHELL}/healthz`)).rejects.toThrow();
    await expect(fetch(METRICS)).rejects.toThrow();
  });
});

/**
 * The content remote's origin behind a proxy that answers its Node build's files (not its
 * manifest) after `delayMs`: a cold load on a busy server. `manifestSuffix` changes the Node
 * manifest's text, as a rebuild at the same URL does, so the shell loads the remote again.
 */
function startSlowRemoteOrigin(): Promise<{ port: number; delayMs: number; manifestSuffix: string; close: () => Promise<void> }> {
  const upstream = topology.origins.content;
  const proxy = {
    port: 0,
    delayMs: 0,
    manifestSuffix: '',
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    const answer = await fetch(upstream + url);
    const body = Buffer.from(await answer.arrayBuffer());
    const manifest = url.startsWith('/server/mf-manifest.json');
    const send = () => {
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      res.writeHead(answer.status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
      res.end(manifest ? Buffer.concat([body, Buffer.from(proxy.manifestSuffix)]) : body);
    };
    if (url.startsWith('/server/') && !manifest) setTimeout(send, proxy.delayMs);
    else send();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      proxy.port = (server.address() as net.AddressInfo).port;
      resolve(proxy);
    });
  });
}

describe('a shell server whose remote loads slowly', () => {
  const port = e2ePorts.slowRemoteShell;
  const shell = `http://localhost:${port}`;
  let origin: Awaited<ReturnType<typeof startSlowRemoteOrigin>>;

  beforeAll(async () => {
    origin = await startSlowRemoteOrigin();
    // Every file of the Node build takes longer than the page timer (1 s).
    origin.delayMs = 1_500;
    await startApp('shell', {
      port,
      key: 'shell-slow-remote',
      env: { REMOTE_CONTENT_URL: `http://127.0.0.1:${origin.port}/mf-manifest.json`, REMOTE_REVALIDATE_MS: '300' },
    });
  });
  afterAll(async () => {
    await stopApp('shell', { port, key: 'shell-slow-remote' });
    await origin.close();
  });

  it('is ready once its remotes’ pages are loaded, so its first visitor gets the page', async () => {
    const ready = await fetch(`${shell}/readyz`);
    expect(ready.status).toBe(200);
    const blog = await fetch(`${shell}/blog`);
    expect(blog.status).toBe(200);
    expect(await blog.text()).toContain('aria-label="Artículo destacado"');
  });

  it('renders the fallback while a page is slower than the timer, and the page once it is in, without calling the remote down', async () => {
    // A rebuild at the same URL: the server loads the remote's pages again, each one slowly.
    origin.manifestSuffix = ' ';
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const slow = await fetch(`${shell}/casos-exito`);
    expect(slow.status).toBe(503);
    await slow.arrayBuffer();
    // Its load went on: the page comes well within the breaker's 10 s (a remote called down would
    // answer its fallback for all of them).
    const statuses: number[] = [];
    const started = Date.now();
    while (statuses.at(-1) !== 200 && Date.now() - started < 8_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const page = await fetch(`${shell}/casos-exito`);
      await page.arrayBuffer();
      statuses.push(page.status);
    }
    expect(statuses.at(-1)).toBe(200);
  });
});
