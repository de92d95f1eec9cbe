import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { LIVE_REMOTES_KEY, PURGE_GENERATION_KEY, writeLiveRemote } from '@site/shared/node/fleet-keys';
import { startTestRedis, type TestRedis } from '../../../jest/redis-server';
import { redisAnswers } from '../../../scripts/prod/redis.mjs';
import { answerError } from '../error-responses';
import { rootLogger } from '../observability/logger';
import { fleetPlugin } from '../plugins/fleet';
import { releasesPlugin } from '../plugins/releases';
import { contentStandIn, remotesStandIn, sourcesOf } from '../test-support/plugin-stand-ins';
import { createReleaseHealth } from '../release-health';
import { REMOTE_ERRORS_PATH } from '../remote-errors-endpoint';
import type { RemoteSources } from '../remote-urls';
import { createFleetHealth } from './fleet-health';
import { connectFleetRedis, type FleetRedis } from './redis-connection';

// Shell servers (Fastify apps with the fleet's plugins, or the fleet's parts alone) sharing one real Redis.

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const releases = { origin: 'http://localhost:8081', stable: STABLE, canary: { release: CANARY, percent: 50 }, previous: [] };
const withoutCanary = { origin: 'http://localhost:8081', stable: STABLE, previous: [] };
const policy = { margin: 0.05, minRequests: 20 };

let redis: TestRedis;
let connections: FleetRedis[] = [];
let apps: FastifyInstance[] = [];
let dir: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`no ocurrió en ${timeoutMs} ms`);
    await pause(20);
  }
  return Date.now() - started;
}

function connect(): FleetRedis {
  const connection = connectFleetRedis(redis.url, rootLogger);
  connections.push(connection);
  return connection;
}

const fileOf = (name: string) => path.join(dir, `remotes-${name}.json`);
/** The marketing entry of a server's copy of the live remotes, or undefined while it has none. */
function copyOf(name: string): unknown {
  try {
    return (JSON.parse(fs.readFileSync(fileOf(name), 'utf8')) as Record<string, unknown>).marketing;
  } catch {
    return undefined;
  }
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A shell server with the fleet's plugins: the fleet's sync of its remotes file `name`, and, with
 * `releases`, the canaries' rounds and the browsers' reports. Purges are counted in `purges`.
 */
async function server(name: string, { syncMs = 200, canaryCheckMs = 60_000, reportsPerWindow = 30, purges = { count: 0 } } = {}) {
  const app = Fastify();
  apps.push(app);
  app.setErrorHandler(answerError);
  await app.register(contentStandIn({ onPurge: () => (purges.count += 1) }));
  await app.register(fleetPlugin, { fleet: { redisUrl: redis.url, syncMs }, remotesFile: fileOf(name) });
  await app.register(remotesStandIn({ remotesFile: fileOf(name) }));
  await app.register(releasesPlugin, {
    canaryPolicy: policy,
    canaryCheckMs,
    remotesFile: fileOf(name),
    remoteErrors: { rateLimit: reportsPerWindow, rateWindowMs: 60_000 },
  });
  await app.ready();
  await until(() => app.fleet.up());
  return { app, purges };
}

/** A browser's report of a failed page, from `visitor`'s address. */
const reportFrom = (app: FastifyInstance, visitor: string) =>
  app.inject({
    method: 'POST',
    url: REMOTE_ERRORS_PATH,
    remoteAddress: visitor,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ remote: 'marketing', release: CANARY, kind: 'load' }),
  });

beforeAll(async () => {
  redis = await startTestRedis();
}, 120_000);

afterAll(async () => {
  await redis.stop();
});

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-'));
  const admin = connect();
  await until(() => admin.up());
  await admin.client.flushall();
});

afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  await Promise.all(connections.map((connection) => connection.close()));
  connections = [];
  fs.rmSync(dir, { recursive: true, force: true });
  if (!(await redisAnswers(redis.port))) await redis.start();
});

it('sums release health over the servers and rolls a failing canary back once, for the fleet', async () => {
  const admin = connect();
  await until(() => admin.up());
  await writeLiveRemote(admin.client, 'marketing', releases);
  const sources = { marketing: { kind: 'releases', releases } } as unknown as RemoteSources;
  const warn = jest.fn();
  const fleetServers = [connect(), connect()];
  await until(() => fleetServers.every((connection) => connection.up()));
  const healths = fleetServers.map((connection) => createReleaseHealth({ policy, remotesFile: undefined, fleet: createFleetHealth(connection.client), log: { warn } }));
  // Each server alone has seen too few canary pages for a verdict (12 of the 20 needed)…
  for (const health of healths) {
    for (let i = 0; i < 12; i += 1) {
      health.served('marketing', STABLE, true);
      health.served('marketing', CANARY, i >= 2);
    }
  }
  await Promise.all(healths.map((health) => health.checkCanaries(sources)));
  // …the fleet has seen 24, 4 of them failed (16.7 % against 0 %): one rollback, reported once.
  const entry = JSON.parse((await admin.client.hget(LIVE_REMOTES_KEY, 'marketing')) ?? 'null') as Record<string, unknown>;
  expect(entry).toEqual(withoutCanary);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(`canary marketing ${CANARY} retirada automáticamente: errores 16.7 % (4 de 24)`));
  await Promise.all(healths.map((health) => health.stop()));
});

it('brings a remotes switch and a purge to every server within a second', async () => {
  const [a, b] = await Promise.all([server('a'), server('b')]);
  await Promise.all([a.app.fleet.syncNow(), b.app.fleet.syncNow()]);

  await writeLiveRemote(a.app.fleet.redis!, 'marketing', releases);
  const switched = await until(() => same(copyOf('a'), releases) && same(copyOf('b'), releases));
  expect(switched).toBeLessThan(1_000);

  // A copy broken on disk is replaced by what Redis holds.
  fs.writeFileSync(fileOf('b'), '{ roto');
  await until(() => same(copyOf('b'), releases));

  await a.app.fleet.announcePurge();
  const purgedIn = await until(() => a.purges.count === 1 && b.purges.count === 1);
  expect(purgedIn).toBeLessThan(1_000);
});

it('keeps serving what each server last knew while Redis is away, and catches up when it returns', async () => {
  const admin = connect();
  await until(() => admin.up());
  await writeLiveRemote(admin.client, 'marketing', releases);
  const { app, purges } = await server('a', { syncMs: 100 });
  await until(() => same(copyOf('a'), releases));

  await redis.stop();
  await until(() => !app.fleet.up());
  await pause(300);
  // The last known remotes stay this server's configuration…
  expect(copyOf('a')).toEqual(releases);
  // …and browsers' reports are still taken: the rate limit lets them through rather than refuse them.
  for (let sent = 0; sent < 3; sent += 1) expect((await reportFrom(app, '203.0.113.7')).statusCode).toBe(204);
  expect(app.releaseHealth.counts('marketing', CANARY).failures).toBe(3);

  // Back (empty, as after a restart without persistence): a purge another server announced is caught up.
  await redis.start();
  await until(() => app.fleet.up(), 5_000);
  await app.fleet.redis!.incr(PURGE_GENERATION_KEY);
  await until(() => purges.count > 0, 3_000);
  expect(copyOf('a')).toEqual(releases);
}, 20_000);

it('says once, not every round, that the canaries cannot be weighed while Redis is away', async () => {
  const connection = connect();
  await until(() => connection.up());
  const warn = jest.fn();
  const health = createReleaseHealth({ policy, remotesFile: undefined, fleet: createFleetHealth(connection.client), log: { warn } });
  const sources = { marketing: { kind: 'releases', releases } } as unknown as RemoteSources;
  await redis.stop();
  await until(() => !connection.up());
  for (let round = 0; round < 3; round += 1) await health.checkCanaries(sources);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no se pudieron revisar las canaries'));
  await health.stop();
});

it('counts a visitor\'s reports over every server', async () => {
  const [a, b] = await Promise.all([server('a', { reportsPerWindow: 3 }), server('b', { reportsPerWindow: 3 })]);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await reportFrom(i % 2 === 0 ? a.app : b.app, '198.51.100.4')).statusCode);
  expect(statuses).toEqual([204, 204, 204, 429]);
  expect(await a.app.fleet.redis!.get('sitio:limite:errores:198.51.100.4')).toBe('4');
  // Another visitor is counted apart.
  expect((await reportFrom(b.app, '198.51.100.5')).statusCode).toBe(204);
});

it('rolls a canary the fleet judges failing back on every server, this one at once', async () => {
  const admin = connect();
  await until(() => admin.up());
  await writeLiveRemote(admin.client, 'marketing', releases);
  // Rounds of the fleet's sync far apart: only the rollback's own sync can bring it this soon.
  const [a, b] = await Promise.all([server('a', { syncMs: 60_000, canaryCheckMs: 100 }), server('b', { syncMs: 60_000, canaryCheckMs: 100 })]);
  await Promise.all([a.app.fleet.syncNow(), b.app.fleet.syncNow()]);
  expect(sourcesOf(fileOf('a')).marketing).toEqual({ kind: 'releases', releases });

  for (const { app } of [a, b]) {
    for (let i = 0; i < 12; i += 1) {
      app.releaseHealth.served('marketing', STABLE, true);
      app.releaseHealth.served('marketing', CANARY, i >= 2);
    }
  }
  await until(() => same(copyOf('a'), withoutCanary) || same(copyOf('b'), withoutCanary), 5_000);
  expect(JSON.parse((await admin.client.hget(LIVE_REMOTES_KEY, 'marketing')) ?? 'null')).toEqual(withoutCanary);
});

it('shares nothing without Redis: no client, never up, purges and syncs that resolve at once', async () => {
  const app = Fastify();
  apps.push(app);
  await app.register(contentStandIn());
  await app.register(fleetPlugin, { fleet: null, remotesFile: undefined });
  await app.ready();
  expect(app.fleet.redis).toBeNull();
  expect(app.fleet.up()).toBe(false);
  await expect(app.fleet.announcePurge()).resolves.toBeUndefined();
  await expect(app.fleet.syncNow()).resolves.toBeUndefined();
});

it('stops its sync and disconnects from Redis once closed', async () => {
  const { app } = await server('a', { syncMs: 50 });
  const client = app.fleet.redis!;
  await app.close();
  expect(client.status).toBe('end');
  const admin = connect();
  await until(() => admin.up());
  await writeLiveRemote(admin.client, 'marketing', releases);
  await pause(200);
  expect(copyOf('a')).toBeUndefined();
});
