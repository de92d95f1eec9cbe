import http from 'node:http';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { HEALTH_PATH, READY_PATH } from './probes';
import { probesPlugin } from './plugins/probes';
import { contentStandIn, remotesStandIn } from './test-support/plugin-stand-ins';

// How a stopping server lets go of its visitors (SIGTERM: start-server.ts calls app.close()), with
// app.ts's settings for it: sockets are what is under test, so the server listens on a port.

let app: FastifyInstance;
let url: string;
let steps: string[];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose `/lento` takes `delayMs`, with the probes, noting when close begins, when each response ends and when plugins close. */
async function slowServer(delayMs: number): Promise<void> {
  steps = [];
  // As app.ts: a request that arrives on an open connection once closing began is answered; idle connections closed at once.
  app = Fastify({ return503OnClosing: false, forceCloseConnections: 'idle', keepAliveTimeout: 5_000 });
  await app.register(contentStandIn());
  await app.register(remotesStandIn());
  await app.register(probesPlugin, { readiness: { checkTimeoutMs: 1_000, reuseMs: 0 }, busyLoopDelayMs: 1_000 });
  app.addHook('preClose', async () => void steps.push('preClose'));
  app.addHook('onClose', async () => void steps.push('onClose'));
  app.addHook('onResponse', async (request) => void steps.push(`respuesta ${request.url}`));
  app.get('/lento', async () => {
    await pause(delayMs);
    return 'listo';
  });
  // Its headers sent at once, its end after `delayMs` (a page streamed as it renders).
  app.get('/flujo', (_request, reply) => {
    const body = new PassThrough();
    setTimeout(() => body.end('listo'), delayMs);
    return reply.type('text/plain').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

afterEach(() => app.close());

/** One GET: its status, Connection header and body, or the error it ended with. */
function get(path: string, agent: http.Agent): Promise<{ status?: number; connection?: string; body?: string; error?: string }> {
  return new Promise((resolve) => {
    http
      .get(url + path, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        res.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

it('lets the request in flight finish, closes its connection once idle, refuses new ones, then closes the plugins', async () => {
  await slowServer(300);
  const agent = new http.Agent({ keepAlive: true });
  const inFlight = get('/lento', agent);
  await pause(50);

  const started = Date.now();
  await app.close();

  // Well before the kept-alive connection's own 5 s: closed as soon as its response ended.
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await inFlight).toMatchObject({ status: 200, body: 'listo' });
  expect(steps).toEqual(['preClose', 'respuesta /lento', 'onClose']);
  expect((await get('/lento', new http.Agent())).error).toBe('ECONNREFUSED');
  agent.destroy();
});

/** Sends `head` (a request's first lines), begins the stop, then ends the request's headers: what it got back. */
async function requestAcrossTheStop(head: string): Promise<string> {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(head);
  await pause(50);
  const closed = app.close();
  await pause(20);
  socket.write('Accept: application/json\r\n\r\n');
  await ended;
  await closed;
  return Buffer.concat(received).toString('utf8');
}

it('answers /readyz 503 on a connection still open once close has begun, and closes that connection', async () => {
  await slowServer(200);
  // A probe under way: its headers not all sent when the stop begins.
  const answer = await requestAcrossTheStop(`GET ${READY_PATH} HTTP/1.1\r\nHost: sitio.test\r\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(answer).toMatch(/\r\n\r\n\{"estado":"deteniéndose","listo":false\}$/);
  expect(steps).toEqual(['preClose', `respuesta ${READY_PATH}`, 'onClose']);
});

it('still answers any other request that arrives on an open connection once close has begun, then closes it', async () => {
  await slowServer(100);
  const answer = await requestAcrossTheStop('GET /lento HTTP/1.1\r\nHost: sitio.test\r\n');
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(answer).toMatch(/\r\n\r\nlisto$/);
  // The process still answers: a liveness probe must not have it restarted while it stops.
  await slowServer(100);
  const health = await requestAcrossTheStop(`GET ${HEALTH_PATH} HTTP/1.1\r\nHost: sitio.test\r\n`);
  expect(health).toMatch(/^HTTP\/1\.1 200 /);
  expect(health).toMatch(/\r\n\r\n\{"estado":"activo"\}$/);
});

it('closes a connection that was busy when the stop began, once its response is sent, and the client is told', async () => {
  await slowServer(200);
  const agent = new http.Agent({ keepAlive: true });
  expect(await get('/lento', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
  const inFlight = get('/lento', agent);
  await pause(50);
  const closed = app.close();
  expect(await inFlight).toMatchObject({ status: 200, connection: 'close', body: 'listo' });
  await closed;
  agent.destroy();
});

it('also closes a connection whose response had begun before the stop, once it ends', async () => {
  await slowServer(300);
  const agent = new http.Agent({ keepAlive: true });
  const inFlight = get('/flujo', agent);
  await pause(100);
  const started = Date.now();
  await app.close();
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await inFlight).toMatchObject({ status: 200, connection: 'keep-alive', body: 'listo' });
  agent.destroy();
});
