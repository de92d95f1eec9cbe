import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Prometheus' scrape endpoint on an internal port of its own (`METRICS_PORT`), apart from the
 * site's: nothing a visitor can reach, and a scrape never queues behind page renders' routes.
 */
export function startMetricsServer(registry: Registry, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Solo /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
