import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { observabilityPlugin } from '../plugins/observability';

// Prometheus' scrape endpoint, on the internal port the observability plugin opens when the site's
// server listens: the port is what is under test, so both listen.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  const metricsPort = await freePort();
  app = Fastify();
  await app.register(observabilityPlugin, { metricsPort });
  app.get('/pagina', () => 'ok');
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${metricsPort}`;
  // The plugin opens it in an onListen hook, which Fastify runs once listen() has resolved.
  for (let tries = 0; tries < 50 && !(await fetch(`${base}/metrics`).then(() => true, () => false)); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterEach(() => app.close());

it('serves the registry at /metrics in Prometheus text format, and nothing else', async () => {
  new Counter({ name: 'site_prueba_total', help: 'Una cifra de prueba.', registers: [app.siteMetrics.registry] }).inc(3);
  const metrics = await fetch(`${base}/metrics`);
  expect(metrics.status).toBe(200);
  expect(metrics.headers.get('content-type')).toContain('text/plain');
  expect(await metrics.text()).toContain('site_prueba_total 3');
  const root = await fetch(`${base}/`);
  expect(root.status).toBe(404);
  expect(await root.text()).toBe('Solo /metrics.\n');
  expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
});

it('is apart from the site: the site\'s port has no /metrics, and the scrape port none of its pages', async () => {
  const { port } = app.server.address() as net.AddressInfo;
  expect((await app.inject('/metrics')).statusCode).toBe(404);
  expect((await fetch(`http://127.0.0.1:${port}/pagina`)).status).toBe(200);
  expect((await fetch(`${base}/pagina`)).status).toBe(404);
});

it('closes with the app', async () => {
  await app.close();
  await expect(fetch(`${base}/metrics`)).rejects.toThrow();
});
