import Fastify, { type FastifyInstance } from 'fastify';
import { cmsCollections } from '@site/shared/cms/content-api-contract';
import { HEALTH_PATH, READY_PATH } from '../probes';
import { BUSY_RETRY_AFTER_S, probesPlugin } from './probes';
import { contentStandIn, remotesStandIn } from '../test-support/plugin-stand-ins';

let app: FastifyInstance;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The probes over stand-in parts: the remotes file readable, the remotes' pages loaded, the CMS read. */
async function probed(
  {
    fileReadable = () => true,
    allLoaded = () => Promise.resolve(true),
    read = () => Promise.resolve({ data: [] }),
  }: { fileReadable?: () => boolean; allLoaded?: () => Promise<boolean>; read?: () => Promise<unknown> } = {},
  { reuseMs = 0, checkTimeoutMs = 200 } = {},
): Promise<FastifyInstance> {
  app = Fastify({ return503OnClosing: false });
  await app.register(contentStandIn({ read }));
  await app.register(remotesStandIn({ fileReadable, allLoaded }));
  await app.register(probesPlugin, { readiness: { reuseMs, checkTimeoutMs }, busyLoopDelayMs: 1_000 });
  // A page to render (the pages plugin marks its routes so), and routes that are not.
  app.get('/blog', { config: { shedWhenBusy: true } }, (_request, reply) => reply.code(418).send());
  app.get('/api/algo', (_request, reply) => reply.code(418).send());
  app.get('/assets/main.js', (_request, reply) => reply.code(418).send());
  await app.ready();
  return app;
}

afterEach(() => app.close());

it('answers /healthz while the process runs, uncached, and leaves other paths to the site', async () => {
  await probed({ read: () => Promise.reject(new Error('CMS caído')) });
  const health = await app.inject(HEALTH_PATH);
  expect(health.statusCode).toBe(200);
  expect(health.headers['cache-control']).toBe('no-store');
  expect(health.json()).toEqual({ estado: 'activo' });
  expect((await app.inject('/blog')).statusCode).toBe(418);
});

it('is ready when every check passes, and says which', async () => {
  const read = jest.fn(() => Promise.resolve({ data: [] }));
  await probed({ read });
  const ready = await app.inject(READY_PATH);
  expect(ready.statusCode).toBe(200);
  expect(ready.headers['cache-control']).toBe('no-store');
  expect(ready.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(ready.json()).toEqual({ estado: 'listo', listo: true, comprobaciones: { configuracion: true, remotos: true, cms: true } });
  // The CMS is asked for the least it has: one category.
  expect(read).toHaveBeenCalledWith(cmsCollections.categories, { 'pagination[pageSize]': '1' });
});

it('is not ready when a check fails, throws or is too slow, naming each', async () => {
  await probed({
    fileReadable: () => false,
    allLoaded: () => Promise.reject(new Error('manifiesto 404')),
    read: () => new Promise((resolve) => setTimeout(() => resolve({ data: [] }), 1_000)),
  });
  const ready = await app.inject(READY_PATH);
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ estado: 'no listo', listo: false, comprobaciones: { configuracion: false, remotos: false, cms: false } });
});

it('is not ready once the server starts to close, whatever its checks say, even for a probe already waiting on them', async () => {
  await probed({ read: () => new Promise((resolve) => setTimeout(() => resolve({ data: [] }), 150)) }, { checkTimeoutMs: 1_000 });
  const waiting = app.inject(READY_PATH);
  await pause(20);
  const closed = app.close();
  const ready = await waiting;
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['cache-control']).toBe('no-store');
  expect(ready.json()).toEqual({ estado: 'deteniéndose', listo: false });
  await closed;
});

it('runs the checks once for the probes that come within the reuse time', async () => {
  const allLoaded = jest.fn(() => Promise.resolve(true));
  await probed({ allLoaded }, { reuseMs: 60_000 });
  const answers = await Promise.all([1, 2, 3].map(() => app.inject(READY_PATH)));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  expect((await app.inject(READY_PATH)).statusCode).toBe(200);
  expect(allLoaded).toHaveBeenCalledTimes(1);
});

describe('with the event loop stalled', () => {
  /** Blocks the event loop for `blockMs` at a time, `times` times, letting it turn once between. */
  async function stall(blockMs: number, times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          const until = Date.now() + blockMs;
          while (Date.now() < until) {
            // Busy: what a runaway render does to the process.
          }
          resolve();
        }, 0),
      );
    }
  }

  it('fails /readyz and answers a page to render 503 in Spanish with Retry-After, while /healthz, scripts and APIs still answer', async () => {
    await probed();
    expect((await app.inject(READY_PATH)).statusCode).toBe(200);
    // Every turn of the loop late by 1.2 s over one of under-pressure's one-second samples.
    await stall(1_200, 2);

    const [ready, health, page, api, script] = await Promise.all([
      app.inject(READY_PATH),
      app.inject(HEALTH_PATH),
      app.inject({ url: '/blog', headers: { accept: 'text/html' } }),
      app.inject('/api/algo'),
      app.inject('/assets/main.js'),
    ]);
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(ready.json()).toEqual({ estado: 'sobrecargado', listo: false });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ estado: 'activo' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('El sitio está muy ocupado en este momento. Inténtalo de nuevo en unos segundos.');
    expect(page.body).toContain('<html lang="es">');
    // A page already on its way still gets its scripts, and a lead being sent still reaches the CMS.
    expect(api.statusCode).toBe(418);
    expect(script.statusCode).toBe(418);

    // The next sample of a free loop lets visitors in again.
    const started = Date.now();
    while ((await app.inject('/blog')).statusCode === 503 && Date.now() - started < 3_000) await pause(50);
    expect((await app.inject('/blog')).statusCode).toBe(418);
    expect((await app.inject(READY_PATH)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 15_000);
});
