import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_REMOTES_KEY, writeLiveRemote } from '@site/shared/node/fleet-keys';
import { startTestRedis, type TestRedis } from '../../../jest/redis-server';
import { redisAnswers } from '../../../scripts/prod/redis.mjs';
import { createRateLimit } from '../leads/rate-limit';
import { rootLogger } from '../observability/logger';
import { createReleaseHealth } from '../release-health';
import type { RemoteSources } from '../remote-urls';
import { createFleetHealth } from './fleet-health';
import { startFleetSync } from './fleet-sync';
import { connectFleetRedis, type FleetRedis } from './redis-connection';
import { sharedRateLimit } from './shared-rate-limit';

// Two shell servers (two sets of the fleet's parts in this process) sharing one real Redis.

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const releases = { origin: 'http://localhost:8081', stable: STABLE, canary: { release: CANARY, percent: 50 }, previous: [] };

let redis: TestRedis;
let servers: FleetRedis[] = [];
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
  servers.push(connection);
  return connection;
}

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
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
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
  await until(() => fleetServers.every((server) => server.up()));
  const healths = fleetServers.map((server) =>
    createReleaseHealth({ policy: { margin: 0.05, minRequests: 20 }, remotesFile: undefined, fleet: createFleetHealth(server), log: { warn } }),
  );
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
  expect(entry).toEqual({ origin: 'http://localhost:8081', stable: STABLE, previous: [] });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(`canary marketing ${CANARY} retirada automáticamente: errores 16.7 % (4 de 24)`));
  for (const health of healths) health.stop();
});

it('brings a remotes switch and a purge to every server within a second', async () => {
  const [a, b] = [connect(), connect()];
  await until(() => a.up() && b.up());
  const purged = { a: 0, b: 0 };
  const fileOf = (name: string) => path.join(dir, `remotes-${name}.json`);
  const syncA = startFleetSync({ redis: a, remotesFile: fileOf('a'), intervalMs: 200, onPurge: () => (purged.a += 1), logger: rootLogger });
  const syncB = startFleetSync({ redis: b, remotesFile: fileOf('b'), intervalMs: 200, onPurge: () => (purged.b += 1), logger: rootLogger });
  await Promise.all([syncA.syncNow(), syncB.syncNow()]);

  await writeLiveRemote(a.client, 'marketing', releases);
  const readBack = (name: string) => {
    try {
      return (JSON.parse(fs.readFileSync(fileOf(name), 'utf8')) as Record<string, unknown>).marketing;
    } catch {
      return undefined;
    }
  };
  const switched = await until(() => JSON.stringify(readBack('a')) === JSON.stringify(releases) && JSON.stringify(readBack('b')) === JSON.stringify(releases));
  expect(switched).toBeLessThan(1_000);

  // A copy broken on disk is replaced by what Redis holds.
  fs.writeFileSync(fileOf('b'), '{ roto');
  await until(() => JSON.stringify(readBack('b')) === JSON.stringify(releases));

  await syncA.announcePurge();
  const purgedIn = await until(() => purged.a === 1 && purged.b === 1);
  expect(purgedIn).toBeLessThan(1_000);
  syncA.stop();
  syncB.stop();
});

it('keeps serving what each server last knew while Redis is away, and catches up when it returns', async () => {
  const a = connect();
  await until(() => a.up());
  await writeLiveRemote(a.client, 'marketing', releases);
  let purges = 0;
  const file = path.join(dir, 'remotes.json');
  const sync = startFleetSync({ redis: a, remotesFile: file, intervalMs: 100, onPurge: () => (purges += 1), logger: rootLogger });
  await until(() => fs.existsSync(file));

  await redis.stop();
  await until(() => !a.up());
  await pause(300);
  // The last known remotes stay this server's configuration.
  expect((JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>).marketing).toEqual(releases);
  // The rate limit counts on this server alone meanwhile: the form keeps working.
  const limit = sharedRateLimit(a, { name: 'contacto', limit: 1, windowMs: 60_000, local: createRateLimit({ limit: 1, windowMs: 60_000 }) });
  await expect(limit.hit('203.0.113.7')).resolves.toBeNull();
  expect(await limit.hit('203.0.113.7')).toBeGreaterThan(0);

  // Back (empty, as after a restart without persistence): a purge another server announced is caught up.
  await redis.start();
  await until(() => a.up(), 5_000);
  await a.client.incr('sitio:purga');
  await until(() => purges > 0, 3_000);
  expect((JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>).marketing).toEqual(releases);
  sync.stop();
}, 20_000);

it('says once, not every round, that the canaries cannot be weighed while Redis is away', async () => {
  const server = connect();
  await until(() => server.up());
  const warn = jest.fn();
  const health = createReleaseHealth({ policy: { margin: 0.05, minRequests: 20 }, remotesFile: undefined, fleet: createFleetHealth(server), log: { warn } });
  const sources = { marketing: { kind: 'releases', releases } } as unknown as RemoteSources;
  await redis.stop();
  await until(() => !server.up());
  for (let round = 0; round < 3; round += 1) await health.checkCanaries(sources);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no se pudieron revisar las canaries'));
  health.stop();
});

it('counts the contact form per visitor over every server', async () => {
  const [a, b] = [connect(), connect()];
  await until(() => a.up() && b.up());
  const limits = [a, b].map((server) => sharedRateLimit(server, { name: 'contacto', limit: 3, windowMs: 60_000, local: createRateLimit({ limit: 3, windowMs: 60_000 }) }));
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await limits[i % 2]!.hit('198.51.100.4'));
  expect(answers.slice(0, 3)).toEqual([null, null, null]);
  expect(answers[3]).toBeGreaterThan(55);
  // Another visitor is counted apart.
  await expect(limits[1]!.hit('198.51.100.5')).resolves.toBeNull();
});
