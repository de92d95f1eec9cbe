import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createLogger, currentRequestId, log } from '../observability/logger';
import { observabilityPlugin, requestIdOf, routeLabel } from './observability';

/** A logger whose JSON lines are kept for the test to read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(sink), lines };
}

let captured: ReturnType<typeof capturedLogger>;
let app: FastifyInstance;
/** What the handlers saw as the request id, after an await. */
let seenIds: (string | undefined)[];

beforeEach(async () => {
  captured = capturedLogger();
  seenIds = [];
  const loggerInstance: FastifyBaseLogger = captured.logger;
  app = Fastify({
    loggerInstance,
    genReqId: (req) => requestIdOf(req.headers),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
  });
  await app.register(observabilityPlugin, { metricsPort: null });
  app.get('/healthz', () => 'ok');
  app.get('/pagina', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seenIds.push(currentRequestId());
    log().warn({ fields: { email: 'ana@empresa.cl' }, token: 'secreto' }, 'aviso dentro de la solicitud');
    return 'ok';
  });
  app.get('/falla', (_request, reply) => reply.code(500).send('no'));
  app.get('/blog/:slug', () => 'artículo');
});
afterEach(() => app.close());

it('gives each request an id, returned in X-Request-Id and carried by every line logged while answering it', async () => {
  const response = await app.inject({ url: '/pagina?q=ana@empresa.cl', headers: { Cookie: 'sesion=abc', Authorization: 'Bearer secreto' } });
  const id = response.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(seenIds).toEqual([id]);

  const warning = captured.lines.find((line) => line.msg === 'aviso dentro de la solicitud');
  expect(warning).toMatchObject({ level: 'warn', reqId: id, service: 'shell' });
  const done = captured.lines.find((line) => line.msg === 'GET /pagina 200');
  expect(done).toMatchObject({ level: 'info', reqId: id, req: { method: 'GET', path: '/pagina' }, res: { status: 200 } });
  expect(typeof done?.ms).toBe('number');
  expect(typeof done?.time).toBe('string');
});

it('writes no query string, header, address, token or personal data', async () => {
  await app.inject({ url: '/pagina?q=ana@empresa.cl', headers: { Cookie: 'sesion=abc', Authorization: 'Bearer secreto' } });
  const text = captured.lines.map((line) => JSON.stringify(line)).join('\n');
  for (const secret of ['ana@empresa.cl', 'sesion=abc', 'secreto', '127.0.0.1', 'remoteAddress']) expect(text).not.toContain(secret);
  expect(text).toContain('[oculto]');
});

it('keeps an id set by the front (nginx) and replaces one that does not look like an id', async () => {
  const kept = await app.inject({ url: '/pagina', headers: { 'X-Request-Id': 'a1b2c3d4e5f6a7b8' } });
  expect(kept.headers['x-request-id']).toBe('a1b2c3d4e5f6a7b8');
  const replaced = await app.inject({ url: '/pagina', headers: { 'X-Request-Id': '<script>' } });
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(seenIds).toEqual(['a1b2c3d4e5f6a7b8', replaced.headers['x-request-id']]);
});

it('logs a server error at error level and leaves the probes out', async () => {
  await app.inject('/healthz');
  await app.inject('/falla');
  expect(captured.lines.map((line) => [line.level, line.msg])).toEqual([['error', 'GET /falla 500']]);
  // Answered on purpose: no made-up error and stack in the line.
  expect(captured.lines[0]).not.toHaveProperty('err');
});

it('has no request id outside a request', () => {
  expect(currentRequestId()).toBeUndefined();
});

it('counts each request under its route pattern, never its address', async () => {
  await app.inject('/blog/medicion-audiencia-privacidad');
  await app.inject('/no/existe');
  const text = await app.siteMetrics.registry.metrics();
  expect(text).toContain('site_http_requests_total{route="/blog/:slug",method="GET",status="200"} 1');
  expect(text).toContain('site_http_requests_total{route="(sin ruta)",method="GET",status="404"} 1');
  expect(text).not.toContain('medicion');
});

it.each([
  ['/', '/', '/'],
  ['/blog/:slug', '/blog/medicion-audiencia-privacidad', '/blog/:slug'],
  ['/casos-exito/:id', '/casos-exito/12', '/casos-exito/:id'],
  ['/api/contact', '/api/contact', '/api/contact'],
  ['/api/*', '/api/articles', '/api'],
  ['/uploads/*', '/uploads/pantalla_3f2a.webp', '/uploads'],
  ['/assets/main.3ef973dd.js', '/assets/main.3ef973dd.js', '/assets'],
  ['/_estilos/:sheet', '/_estilos/AAAAAAAAAAAAAAAA.css', '/_estilos'],
  ['/favicon.svg', '/favicon.svg', 'static'],
  ['/readyz', '/readyz', '/readyz'],
  ['/sitemap.xml', '/sitemap.xml', '/sitemap.xml'],
  [undefined, '/no/existe/en/el/sitio', '(sin ruta)'],
  [undefined, '/no/existe.txt', 'static'],
])('counts the route %s (%s) under %s', (pattern, urlPath, label) => {
  expect(routeLabel(pattern, urlPath)).toBe(label);
});

it('logs and counts a response cut short (an upstream that died mid-body), which Fastify never reports as done', async () => {
  app.get('/cortada', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'Content-Length': '100' });
    reply.raw.write('a medias');
    setTimeout(() => reply.raw.destroy(), 10);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/cortada`)
    .then((response) => response.text())
    .catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(captured.lines.map((line) => line.msg)).toContain('GET /cortada 200');
  expect(await app.siteMetrics.registry.metrics()).toContain('site_http_requests_total{route="/cortada",method="GET",status="200"} 1');
});
