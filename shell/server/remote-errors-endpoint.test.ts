import type { AddressInfo } from 'node:net';
import express from 'express';
import type { RemoteName } from '@site/shared/federation';
import { createRateLimit } from './leads/rate-limit';
import { createReleaseHealth, type ReleaseHealth } from './release-health';
import { REMOTE_ERRORS_PATH, remoteErrorsEndpoint } from './remote-errors-endpoint';

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const live: Record<string, string[]> = { marketing: [STABLE, CANARY] };

let base = '';
let health: ReleaseHealth;
let close: () => void = () => undefined;

beforeEach(async () => {
  health = createReleaseHealth({ policy: { margin: 0.05, minRequests: 20 }, remotesFile: undefined });
  const app = express();
  app.use(
    remoteErrorsEndpoint({
      health,
      rateLimit: createRateLimit({ limit: 5, windowMs: 60_000 }),
      isLive: (remote: RemoteName, release: string) => (live[remote] ?? []).includes(release),
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.close();
    health.stop();
  };
});
afterEach(() => close());

/** A report as a browser's beacon sends it (text/plain, same origin unless `origin` says). */
function report(body: unknown, origin: string = base) {
  return fetch(base + REMOTE_ERRORS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

it('counts a failure against the live release the browser names', async () => {
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' })).status).toBe(204);
  expect((await report({ remote: 'marketing', release: STABLE, kind: 'render' })).status).toBe(204);
  expect(health.counts('marketing', CANARY)).toEqual({ requests: 0, failures: 1 });
  expect(health.counts('marketing', STABLE)).toEqual({ requests: 0, failures: 1 });
});

it('counts nothing for a release the remote does not serve now (a report cannot make one up)', async () => {
  expect((await report({ remote: 'marketing', release: 'cccccccccccc', kind: 'load' })).status).toBe(204);
  expect((await report({ remote: 'content', release: CANARY, kind: 'load' })).status).toBe(204);
  expect(health.counts('marketing', 'cccccccccccc')).toEqual({ requests: 0, failures: 0 });
  expect(health.counts('content', CANARY)).toEqual({ requests: 0, failures: 0 });
});

it.each([
  ['broken JSON', '{"remote":'],
  ['an unknown remote', { remote: 'pagos', release: CANARY, kind: 'load' }],
  ['no release', { remote: 'marketing', kind: 'load' }],
  ['a release that is not an id', { remote: 'marketing', release: '../../etc', kind: 'load' }],
  ['an unknown kind', { remote: 'marketing', release: CANARY, kind: 'otro' }],
])('refuses %s with 400', async (_case, body) => {
  expect((await report(body)).status).toBe(400);
  expect(health.counts('marketing', CANARY).failures).toBe(0);
});

it('refuses another origin, a body over 256 bytes and more reports than the limit', async () => {
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load' }, 'https://otro.example')).status).toBe(403);
  expect((await report({ remote: 'marketing', release: CANARY, kind: 'load', relleno: 'x'.repeat(300) })).status).toBe(413);
  const statuses: number[] = [];
  for (let sent = 0; sent < 6; sent += 1) statuses.push((await report({ remote: 'marketing', release: CANARY, kind: 'load' })).status);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  expect(health.counts('marketing', CANARY).failures).toBe(5);
});
