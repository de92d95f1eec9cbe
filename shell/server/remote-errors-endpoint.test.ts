import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { RemoteName } from '@site/shared/federation';
import { answerError } from './error-responses';
import type { SharedCounts } from './fleet/shared-rate-limit-store';
import { remotesStandIn } from './test-support/plugin-stand-ins';
import { createReleaseHealth, type ReleaseHealth } from './release-health';
import { REMOTE_ERRORS_PATH, remoteErrorsEndpoint } from './remote-errors-endpoint';

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const live: Record<string, string[]> = { marketing: [STABLE, CANARY] };
const HOST = 'sitio.test';

let app: FastifyInstance;
let health: ReleaseHealth;
/** How often the handler asked whether a release is live: never for a report its schema refused. */
let livenessAsked = 0;

/** The endpoint over a fleet's view of Redis (none by default). */
async function endpoint(fleet: SharedCounts = { redis: null, up: () => false }): Promise<void> {
  await app?.close();
  health = createReleaseHealth({ policy: { margin: 0.05, minRequests: 20 }, remotesFile: undefined });
  app = Fastify();
  app.setErrorHandler(answerError);
  livenessAsked = 0;
  await app.register(
    remotesStandIn({
      isLive: (_request, remote: RemoteName, release: string) => {
        livenessAsked += 1;
        return Promise.resolve((live[remote] ?? []).includes(release));
      },
    }),
  );
  await app.register(remoteErrorsEndpoint, { health, rateLimit: 5, rateWindowMs: 60_000, fleet });
  await app.ready();
}

beforeEach(() => endpoint());
afterEach(async () => {
  await app.close();
  await health.stop();
});

/** A report as a browser's beacon sends it (text/plain, same origin unless `origin` says). */
function report(body: unknown, { origin = `https://${HOST}`, type = 'text/plain;charset=UTF-8' }: { origin?: string | null; type?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: REMOTE_ERRORS_PATH,
    headers: { host: HOST, 'content-type': type, ...(origin ? { origin } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

it('counts a failure against the live release the browser names', async () => {
  const answer = await report({ remote: 'marketing', release: CANARY, kind: 'load' });
  expect(answer.statusCode).toBe(204);
  expect(answer.body).toBe('');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect((await report({ remote: 'marketing', release: STABLE, kind: 'render' }, { origin: `http://${HOST}` })).statusCode).toBe(204);
  // A beacon may leave Origin out: it is the site's own.
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'render' }, { origin: null })).statusCode).toBe(204);
  expect(health.counts('marketing', CANARY)).toEqual({ requests: 0, failures: 2 });
  expect(health.counts('marketing', STABLE)).toEqual({ requests: 0, failures: 1 });
});

it('counts nothing for a release the remote does not serve now (a report cannot make one up)', async () => {
  expect((await report({ remote: 'marketing', release: 'cccccccccccc', kind: 'load' })).statusCode).toBe(204);
  expect((await report({ remote: 'content', release: CANARY, kind: 'load' })).statusCode).toBe(204);
  expect(health.counts('marketing', 'cccccccccccc')).toEqual({ requests: 0, failures: 0 });
  expect(health.counts('content', CANARY)).toEqual({ requests: 0, failures: 0 });
});

it.each([
  ['broken JSON', '{"remote":'],
  ['an empty body', ''],
  ['JSON that is not an object', '"marketing"'],
  ['an unknown remote', { remote: 'pagos', release: CANARY, kind: 'load' }],
  ['no release', { remote: 'marketing', kind: 'load' }],
  ['a release that is not an id', { remote: 'marketing', release: '../../etc', kind: 'load' }],
  ['an unknown kind', { remote: 'marketing', release: CANARY, kind: 'otro' }],
])('refuses %s with 400, by the route’s schema before the handler', async (_case, body) => {
  const answer = await report(body);
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toBe('');
  expect(livenessAsked).toBe(0);
  expect(health.counts('marketing', CANARY).failures).toBe(0);
});

it('counts a report its schema refused against the limit, as any other', async () => {
  for (let sent = 0; sent < 5; sent += 1) expect((await report({ remote: 'pagos' })).statusCode).toBe(400);
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' })).statusCode).toBe(429);
});

it('reads any body as text, whatever type it says it is', async () => {
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' }, { type: 'application/json' })).statusCode).toBe(204);
  expect((await report('{"remote":', { type: 'application/json' })).statusCode).toBe(400);
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' }, { type: 'application/x-www-form-urlencoded' })).statusCode).toBe(204);
  expect(health.counts('marketing', CANARY).failures).toBe(2);
});

it('refuses another origin, a body over 256 bytes and more reports than the limit', async () => {
  const foreign = await report({ remote: 'marketing', release: CANARY, kind: 'load' }, { origin: 'https://otro.example' });
  expect(foreign.statusCode).toBe(403);
  expect(foreign.body).toBe('');
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load', relleno: 'x'.repeat(300) })).statusCode).toBe(413);
  const statuses: number[] = [];
  for (let sent = 0; sent < 6; sent += 1) statuses.push((await report({ remote: 'marketing', release: CANARY, kind: 'load' })).statusCode);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  expect(health.counts('marketing', CANARY).failures).toBe(5);
});

it('keeps its limit on this server while the fleet’s Redis is away', async () => {
  // A client of a Redis that is not there: its commands fail at once.
  const away = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  await health.stop();
  await endpoint({ redis: away, up: () => false });
  const statuses: number[] = [];
  for (let sent = 0; sent < 6; sent += 1) statuses.push((await report({ remote: 'marketing', release: CANARY, kind: 'load' })).statusCode);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  away.disconnect();
});

it('answers 429 with no body, and counts no report refused for its origin against the limit', async () => {
  for (let sent = 0; sent < 8; sent += 1) expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' }, { origin: 'https://otro.example' })).statusCode).toBe(403);
  for (let sent = 0; sent < 5; sent += 1) expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' })).statusCode).toBe(204);
  const refused = await report({ remote: 'marketing', release: CANARY, kind: 'load' });
  expect(refused.statusCode).toBe(429);
  expect(refused.body).toBe('');
  expect(refused.headers['cache-control']).toBe('no-store');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
  expect(refused.headers['x-ratelimit-limit']).toBeUndefined();
});

it('refuses a declared body over 256 bytes at once, without waiting for it (50 MB announced, 2 KB sent)', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) resolve(text);
    });
    socket.on('error', reject);
    socket.write(
      `POST ${REMOTE_ERRORS_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\nContent-Length: 52428800\r\n\r\n${'x'.repeat(2048)}`,
    );
  });
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(Date.now() - started).toBeLessThan(1_000);
});
