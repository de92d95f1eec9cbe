import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { createLogger, currentRequestId, log } from './logger';
import { requestLog } from './request-log';

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
let server: http.Server;
let url: string;
/** What the handlers saw as the request id, after an await. */
let seenIds: (string | undefined)[];

beforeEach(async () => {
  captured = capturedLogger();
  seenIds = [];
  const app = express();
  app.use(requestLog(captured.logger));
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/pagina', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seenIds.push(currentRequestId());
    log().warn({ fields: { email: 'ana@empresa.cl' }, token: 'secreto' }, 'aviso dentro de la solicitud');
    res.send('ok');
  });
  app.get('/falla', (_req, res) => void res.status(500).send('no'));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('gives each request an id, returned in X-Request-Id and carried by every line logged while answering it', async () => {
  const response = await fetch(`${url}/pagina?q=ana@empresa.cl`, { headers: { Cookie: 'sesion=abc', Authorization: 'Bearer secreto' } });
  const id = response.headers.get('x-request-id');
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
  await fetch(`${url}/pagina?q=ana@empresa.cl`, { headers: { Cookie: 'sesion=abc', Authorization: 'Bearer secreto' } });
  const text = captured.lines.map((line) => JSON.stringify(line)).join('\n');
  for (const secret of ['ana@empresa.cl', 'sesion=abc', 'secreto', '127.0.0.1', 'remoteAddress']) expect(text).not.toContain(secret);
  expect(text).toContain('[oculto]');
});

it('keeps an id set by the front (nginx) and replaces one that does not look like an id', async () => {
  const kept = await fetch(`${url}/pagina`, { headers: { 'X-Request-Id': 'a1b2c3d4e5f6a7b8' } });
  expect(kept.headers.get('x-request-id')).toBe('a1b2c3d4e5f6a7b8');
  const replaced = await fetch(`${url}/pagina`, { headers: { 'X-Request-Id': '<script>' } });
  expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(seenIds).toEqual(['a1b2c3d4e5f6a7b8', replaced.headers.get('x-request-id')]);
});

it('logs a server error at error level and leaves the probes out', async () => {
  await fetch(`${url}/healthz`);
  await fetch(`${url}/falla`);
  expect(captured.lines.map((line) => [line.level, line.msg])).toEqual([['error', 'GET /falla 500']]);
  // Answered on purpose: no made-up error and stack in the line.
  expect(captured.lines[0]).not.toHaveProperty('err');
});

it('has no request id outside a request', () => {
  expect(currentRequestId()).toBeUndefined();
});
