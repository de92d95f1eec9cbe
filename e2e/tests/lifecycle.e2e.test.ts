import http from 'node:http';
import type net from 'node:net';
import { e2ePorts, startApp, stopApp } from '../support/servers';

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
