import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerError } from '../error-responses';
import { REMOTE_ERRORS_PATH } from '../remote-errors-endpoint';
import type { Fleet } from './fleet';
import { releasesPlugin } from './releases';
import { remotesStandIn } from '../test-support/plugin-stand-ins';

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const releases = { origin: 'http://localhost:8081', stable: STABLE, canary: { release: CANARY, percent: 50 }, previous: [] };

let dir: string;
let remotesFile: string;
let app: FastifyInstance;
let syncNow: jest.Mock;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fileEntry = () => (JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Record<string, unknown>).marketing;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ marketing: releases }));
  syncNow = jest.fn(() => Promise.resolve());
  app = Fastify();
  app.setErrorHandler(answerError);
  // A server alone (no Redis): its fleet shares nothing, and is asked to read the live remotes after a rollback.
  const fleet: Fleet = { redis: null, up: () => false, announcePurge: () => Promise.resolve(), syncNow };
  await app.register(
    fp(
      async (fastify) => {
        fastify.decorate('fleet', fleet);
      },
      { name: 'fleet' },
    ),
  );
  await app.register(remotesStandIn({ remotesFile }));
  await app.register(releasesPlugin, {
    canaryPolicy: { margin: 0.05, minRequests: 20 },
    canaryCheckMs: 50,
    remotesFile,
    remoteErrors: { rateLimit: 3, rateWindowMs: 60_000 },
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('weighs the live canaries every round and rolls a failing one back, then has the live remotes read again', async () => {
  for (let i = 0; i < 20; i += 1) {
    app.releaseHealth.served('marketing', STABLE, true);
    app.releaseHealth.served('marketing', CANARY, true);
  }
  await pause(150);
  expect(fileEntry()).toEqual(releases);
  expect(syncNow).not.toHaveBeenCalled();

  for (let i = 0; i < 3; i += 1) app.releaseHealth.served('marketing', CANARY, false);
  const started = Date.now();
  while (JSON.stringify(fileEntry()) === JSON.stringify(releases) && Date.now() - started < 2_000) await pause(10);
  expect(fileEntry()).toEqual({ origin: 'http://localhost:8081', stable: STABLE, previous: [] });
  expect(syncNow).toHaveBeenCalledTimes(1);
});

it('counts browsers\' reports of the live releases at POST /api/remote-errors, within the configured limit', async () => {
  const send = () =>
    app.inject({
      method: 'POST',
      url: REMOTE_ERRORS_PATH,
      headers: { host: 'sitio.test', origin: 'https://sitio.test', 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ remote: 'marketing', release: CANARY, kind: 'render' }),
    });
  const statuses: number[] = [];
  for (let sent = 0; sent < 4; sent += 1) statuses.push((await send()).statusCode);
  expect(statuses).toEqual([204, 204, 204, 429]);
  expect(app.releaseHealth.counts('marketing', CANARY)).toEqual({ requests: 0, failures: 3 });
});

it('stops weighing the canaries once closed, and leaves its last counts beside the remotes file', async () => {
  for (let i = 0; i < 20; i += 1) app.releaseHealth.served('marketing', STABLE, true);
  await app.close();
  for (let i = 0; i < 20; i += 1) app.releaseHealth.served('marketing', CANARY, false);
  await pause(150);
  expect(fileEntry()).toEqual(releases);
  const [snapshot] = fs.readdirSync(path.join(dir, 'health'));
  const written = JSON.parse(fs.readFileSync(path.join(dir, 'health', snapshot!), 'utf8')) as { releases: Record<string, unknown> };
  expect(written.releases).toEqual({ [`marketing@${STABLE}`]: { requests: 20, failures: 0 } });
});
