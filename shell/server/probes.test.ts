import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HEALTH_PATH, probes, READY_PATH, type ReadinessCheck } from './probes';

let server: http.Server;
let base = '';
let stopping = false;

async function serve(checks: ReadinessCheck[], { reuseMs = 0, checkTimeoutMs = 200 } = {}) {
  const app = express();
  app.use(probes({ checks, stopping: () => stopping, checkTimeoutMs, reuseMs }));
  app.use((_req, res) => res.status(418).end());
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const check = (name: string, answer: () => Promise<boolean>): ReadinessCheck => ({ name, check: answer });
const ok = (name: string) => check(name, () => Promise.resolve(true));

beforeEach(() => {
  stopping = false;
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

it('answers /healthz while the process runs, uncached, and leaves other paths to the site', async () => {
  await serve([check('cms', () => Promise.resolve(false))]);
  const health = await fetch(base + HEALTH_PATH);
  expect(health.status).toBe(200);
  expect(health.headers.get('cache-control')).toBe('no-store');
  expect((await fetch(`${base}/blog`)).status).toBe(418);
});

it('is ready when every check passes, and says which', async () => {
  await serve([ok('configuracion'), ok('remotos'), ok('cms')]);
  const ready = await fetch(base + READY_PATH);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ estado: 'listo', listo: true, comprobaciones: { configuracion: true, remotos: true, cms: true } });
});

it('is not ready when a check fails, throws or is too slow, naming each', async () => {
  await serve([
    ok('configuracion'),
    check('remotos', () => Promise.reject(new Error('manifiesto 404'))),
    check('cms', () => new Promise((resolve) => setTimeout(() => resolve(true), 1_000))),
  ]);
  const ready = await fetch(base + READY_PATH);
  expect(ready.status).toBe(503);
  expect(((await ready.json()) as { comprobaciones: unknown }).comprobaciones).toEqual({ configuracion: true, remotos: false, cms: false });
});

it('is not ready from the moment the server starts to stop, whatever its checks say', async () => {
  await serve([ok('cms')]);
  stopping = true;
  const ready = await fetch(base + READY_PATH);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ listo: false });
  expect((await fetch(base + HEALTH_PATH)).status).toBe(200);
});

it('runs the checks once for the probes that come within the reuse time', async () => {
  const cms = jest.fn(() => Promise.resolve(true));
  await serve([check('cms', cms)], { reuseMs: 60_000 });
  const answers = await Promise.all([1, 2, 3].map(() => fetch(base + READY_PATH)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect((await fetch(base + READY_PATH)).status).toBe(200);
  expect(cms).toHaveBeenCalledTimes(1);
});
