import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validContactMessage } from '../../../jest/contact-rule-cases';
import { startTestRedis, type TestRedis } from '../../../jest/redis-server';
import { redisAnswers } from '../../../scripts/prod/redis.mjs';
import type { SharedCounts } from '../fleet/shared-rate-limit-store';
import { contactDoorsApp, TEST_FORM_SECRET, type ContactDoorsApp } from '../test-support/contact-doors-app';
import { createFormToken } from './form-token';

const OWN_ORIGIN = 'http://localhost:80';
const lead = { ...validContactMessage, website: '', elapsedMs: 12_000, page: '/contacto' };

const apps: ContactDoorsApp[] = [];
async function doors(options: Parameters<typeof contactDoorsApp>[0] = {}): Promise<ContactDoorsApp> {
  const made = await contactDoorsApp(options);
  apps.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
});

/** The JSON door and the form's, as a visitor at `address` sends them. */
const sendJson = (app: FastifyInstance, address = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/contact', remoteAddress: address, headers: { 'content-type': 'application/json', origin: OWN_ORIGIN }, payload: JSON.stringify(lead) });
const sendForm = (app: FastifyInstance, address = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/contacto',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OWN_ORIGIN },
    payload: new URLSearchParams({ ...validContactMessage, website: '', formToken: createFormToken(TEST_FORM_SECRET, Date.now() - 10_000) }).toString(),
  });

it('counts a visitor once over both doors: the JSON endpoint and the native form share one allowance', async () => {
  const { app, accepted } = await doors({ leads: { rateLimit: 3 } });
  expect((await sendJson(app)).statusCode).toBe(201);
  expect((await sendForm(app)).statusCode).toBe(303);
  expect((await sendJson(app)).statusCode).toBe(201);
  expect((await sendForm(app)).statusCode).toBe(429);
  expect((await sendJson(app)).statusCode).toBe(429);
  expect(accepted).toHaveLength(3);
  // Another visitor has an allowance of their own.
  expect((await sendForm(app, '198.51.100.5')).statusCode).toBe(303);
});

describe('a body declared too large', () => {
  /** Sends headers declaring `declared` bytes and `sent` bytes of body, and reads the answer's head. */
  async function declareAndSend(port: number, path: string, contentType: string, declared: number, sent: number) {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    const head = new Promise<string>((resolve, reject) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.includes('\r\n\r\n')) resolve(received);
      });
      socket.once('error', reject);
      setTimeout(() => reject(new Error(`sin respuesta en 3 s (${received.length} bytes)`)), 3_000).unref();
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${declared}\r\n\r\n` + 'x'.repeat(sent),
    );
    try {
      const answer = await head;
      return { answer, ms: Date.now() - started };
    } finally {
      socket.destroy();
    }
  }

  it.each([
    ['/api/contact', 'application/json', 'El mensaje es demasiado largo.'],
    ['/contacto', 'application/x-www-form-urlencoded', 'text/html'],
  ])('is refused at once on %s (413 before the 50 MB are sent, not after)', async (path, contentType, expected) => {
    const { app, rendered } = await doors();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const { answer, ms } = await declareAndSend(port, path, contentType, 52_428_800, 2 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(expected);
    expect(ms).toBeLessThan(1_000);
    if (path === '/contacto') expect(rendered[0]?.state.failure).toBe('El mensaje es demasiado largo.');
  });
});

describe('with Redis (the fleet)', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];

  /** A server's view of the fleet's Redis, as the fleet plugin gives it: commands fail at once while it is away. */
  function fleetRedis(): SharedCounts & { client: Redis } {
    const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
    clients.push(client);
    return { client, redis: client, up: () => client.status === 'ready' };
  }
  const ready = async (client: Redis) => {
    for (let i = 0; i < 100 && client.status !== 'ready'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.status).toBe('ready');
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  }, 120_000);
  afterAll(async () => {
    await redis.stop();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    if (!(await redisAnswers(redis.port))) await redis.start();
  });

  it('counts each visitor over every server, under the key the servers have always shared', async () => {
    const [a, b] = [fleetRedis(), fleetRedis()];
    await Promise.all([ready(a.client), ready(b.client)]);
    await a.client.flushall();
    const servers = [await doors({ fleet: a, leads: { rateLimit: 3 } }), await doors({ fleet: b, leads: { rateLimit: 3 } })];
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await sendJson(servers[i % 2]!.app, '198.51.100.4')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await sendForm(servers[0]!.app, '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(await a.client.get('sitio:limite:contacto:198.51.100.4')).toBe('5');
    // Another visitor is counted apart.
    expect((await sendJson(servers[1]!.app, '198.51.100.5')).statusCode).toBe(201);
  });

  it('keeps the form working while Redis is away, each server counting alone, and counts in Redis again once it is back', async () => {
    const fleet = fleetRedis();
    await ready(fleet.client);
    // A server that has not noticed yet (it still thinks Redis is up): its commands fail, and it counts alone.
    const unaware = { redis: fleet.redis, up: () => true };
    const [server, unawareServer] = [await doors({ fleet, leads: { rateLimit: 1 } }), await doors({ fleet: unaware, leads: { rateLimit: 1 } })];
    await redis.stop();
    for (let i = 0; i < 100 && fleet.client.status === 'ready'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));

    for (const { app } of [server, unawareServer]) {
      expect((await sendJson(app, '203.0.113.8')).statusCode).toBe(201);
      const refused = await sendJson(app, '203.0.113.8');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en un minuto.' });
    }

    await redis.start();
    await ready(fleet.client);
    expect((await sendJson(server.app, '203.0.113.9')).statusCode).toBe(201);
    expect(await fleet.client.get('sitio:limite:contacto:203.0.113.9')).toBe('1');
  }, 20_000);
});
