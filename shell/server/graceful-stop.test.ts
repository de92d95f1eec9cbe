import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopGracefully, type StoppableApp } from './graceful-stop';

/** A server whose every request takes `delayMs`, and an app that records how it was stopped. */
async function slowServer(delayMs: number) {
  const steps: string[] = [];
  const app: StoppableApp = {
    beginStop: () => steps.push('beginStop'),
    close: async () => {
      steps.push('close');
    },
  };
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.end('listo'), delayMs);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, app, steps, url };
}

/** One GET on a kept-alive connection: its status and Connection header, or the error it ended with. */
function get(url: string, agent: http.Agent): Promise<{ status?: number; connection?: string; body?: string; error?: string }> {
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        res.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

it('fails readiness, lets the request in flight finish, closes its connection once idle, then refuses new ones', async () => {
  const { server, app, steps, url } = await slowServer(300);
  const agent = new http.Agent({ keepAlive: true });
  const inFlight = get(url, agent);
  await new Promise((resolve) => setTimeout(resolve, 50));

  const started = Date.now();
  const inTime = await stopGracefully(server, app, 5_000);

  expect(inTime).toBe(true);
  // Well before the kept-alive connection's own 5 s: closed as soon as its response ended.
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await inFlight).toMatchObject({ status: 200, body: 'listo' });
  expect(steps).toEqual(['beginStop', 'close']);
  expect((await get(url, new http.Agent())).error).toBe('ECONNREFUSED');
  agent.destroy();
});

it('cuts what is still running when the grace period ends, and still closes the app', async () => {
  const { server, app, steps, url } = await slowServer(10_000);
  const inFlight = get(url, new http.Agent());
  await new Promise((resolve) => setTimeout(resolve, 50));

  const started = Date.now();
  const inTime = await stopGracefully(server, app, 300);

  expect(inTime).toBe(false);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect((await inFlight).error).toBe('ECONNRESET');
  expect(steps).toEqual(['beginStop', 'close']);
});
