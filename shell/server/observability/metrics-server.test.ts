import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { startMetricsServer } from './metrics-server';

it('serves the registry at /metrics in Prometheus text format, and nothing else', async () => {
  const registry = new Registry();
  new Counter({ name: 'site_prueba_total', help: 'Una cifra de prueba.', registers: [registry] }).inc(3);
  const server = await startMetricsServer(registry, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    expect(await metrics.text()).toContain('site_prueba_total 3');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  } finally {
    server.close();
  }
});
