import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type * as FastifyModule from 'fastify';
import type * as FastifyPluginModule from 'fastify-plugin';
import type * as PinoModule from 'pino';
import type * as AppModule from '../app';
import type * as ErrorResponsesModule from '../error-responses';
import type * as FormTokenModule from '../leads/form-token';
import type * as LoggerModule from '../observability/logger';
import type * as LeadsModule from '../plugins/leads';
import type * as ObservabilityModule from '../plugins/observability';
import type { FormResponse } from './form-response';
import type { ServerConfig } from '../server-config';

// The server's real log output: pino as the server configures it (logger.ts: redaction, serializers,
// the scrubbing hook), its default destination (stdout) swapped for a stream this test reads. Every
// line the server writes — the requests' lines, the deliveries' retries on their timer, the errors —
// goes through it.
const output: string[] = [];
jest.mock('pino', () => {
  const real = jest.requireActual<typeof PinoModule>('pino');
  const capture = new PassThrough();
  capture.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const pino = ((options: unknown, destination?: unknown) => real.default(options as never, (destination ?? capture) as never)) as unknown as typeof real.default;
  return Object.assign(pino, real.default, { default: pino, pino });
});

// The test setup made the process's logger already (and silenced it): this file's modules are
// loaded afresh, after the mock, so the server's logger is made again, writing to the stream.
jest.resetModules();
/* eslint-disable @typescript-eslint/no-require-imports */
const Fastify = (require('fastify') as typeof FastifyModule).default;
const fp = (require('fastify-plugin') as typeof FastifyPluginModule).default;
const { createFormToken } = require('../leads/form-token') as typeof FormTokenModule;
const { rootLogger } = require('../observability/logger') as typeof LoggerModule;
const { observabilityPlugin } = require('../plugins/observability') as typeof ObservabilityModule;
const { leadsPlugin } = require('../plugins/leads') as typeof LeadsModule;
const { answerError } = require('../error-responses') as typeof ErrorResponsesModule;
const { loggingOptions } = require('../app') as typeof AppModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const SECRET = 'secreto-de-prueba';
const ORIGIN = 'https://www.example.com';

// What a person sends: none of it may reach a log line or a metric.
const lead = {
  name: 'Valentina Zúñiga Orrego',
  email: 'valentina.zuniga@constructora-andes.cl',
  company: 'Constructora Andes',
  service: 'Cloud Services',
  message: 'Necesitamos migrar nuestro ERP antes de marzo, presupuesto aprobado.',
};
const request = { name: 'Rodrigo Peñailillo Soto', email: 'rodrigo.penailillo@gmail.com', right: 'Supresión', details: 'Quiero que borren mi historial completo.' };
const refused = { ...request, name: 'Camila Recabarren', email: 'rechazada.camila@correo-inexistente.cl' };
const personal = [lead.name, lead.email, lead.message, request.name, request.email, request.details, refused.name, refused.email];

let dir: string;
let app: FastifyInstance;
let smtp: SMTPServer;
let smtpPort: number;
const mails: string[] = [];
let cmsDown = false;
const cmsCalls: string[] = [];
const requestsByHash = new Map<string, { status: string }>();

function leadsConfig(): ServerConfig['leads'] {
  return {
    cmsToken: 'token-de-leads',
    outboxDir: path.join(dir, 'outbox'),
    cmsTimeoutMs: 1_000,
    retryMs: 50,
    retryMaxMs: 100,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    notifyTo: 'ventas@example.com',
    mailFrom: 'Sitio web <no-responder@example.com>',
    rateLimit: 50,
    rateWindowMs: 600_000,
    minFillMs: 3_000,
    formSecret: SECRET,
    formMaxAgeMs: 24 * 60 * 60 * 1000,
  };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // One address is refused, as a real server does, naming it in its answer.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('rechazada.')) callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datos-en-registros-'));
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    cmsCalls.push(url.pathname);
    if (cmsDown) throw new TypeError('fetch failed');
    const data = (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data;
    if (url.pathname === '/api/privacy-requests') {
      requestsByHash.set(String(data.tokenHash), { status: 'Por confirmar' });
      return new Response(JSON.stringify({ data: { requestId: data.requestId } }), { status: 201 });
    }
    if (url.pathname === '/api/privacy-requests/confirm') {
      const found = requestsByHash.get(String(data.tokenHash));
      if (!found || found.status !== 'Por confirmar') return new Response(JSON.stringify({ error: { status: 404 } }), { status: 404 });
      found.status = 'Confirmada';
      return new Response(JSON.stringify({ data: { status: 'Confirmada', dueAt: '2027-01-02T00:00:00.000Z' } }), { status: 200 });
    }
    return new Response(JSON.stringify({ data: {} }), { status: 201 });
  });

  // Logging as the shell's app sets it up (app.ts), with the process's logger.
  app = Fastify(loggingOptions(rootLogger));
  app.setErrorHandler(answerError);
  await app.register(observabilityPlugin, { metricsPort: null });
  await app.register(
    fp(
      async (fastify) => {
        fastify.decorate('fleet', { redis: null, up: () => false, announcePurge: async () => undefined, syncNow: async () => undefined });
      },
      { name: 'fleet' },
    ),
  );
  await app.register(
    fp(
      async (fastify) => {
        fastify.decorate('pageRenderer', {
          serve: async (_request: FastifyRequest, reply: FastifyReply, form?: FormResponse) => reply.code(form?.status ?? 200).type('text/html; charset=utf-8').send('<main>…</main>'),
          deferredSheet: async () => null,
        });
      },
      { name: 'page-renderer' },
    ),
  );
  await app.register(leadsPlugin, {
    leads: leadsConfig(),
    privacy: { tokenLifetimeMs: 48 * 60 * 60 * 1000 },
    cmsOrigin: new URL('http://cms.example:1337'),
    siteUrl: ORIGIN,
    policy: async () => ({ version: '1.0', privacyEmail: 'privacidad@example.com', requestDeadlineDays: 30 }),
  });
  // A page whose address carries a token, and one that fails with it: their lines name the path alone.
  app.get('/privacidad/confirmar', async (_request, reply) => reply.type('text/html').send('<main>…</main>'));
  app.get('/falla', async () => {
    throw new Error('la página falló en /privacidad/confirmar?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG para valentina.zuniga@constructora-andes.cl');
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('no ocurrió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const form = (url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, payload: new URLSearchParams(fields).toString() });
const formToken = () => createFormToken(SECRET, Date.now() - 10_000);

it('writes no name, e-mail, message, details or token of a lead or a request to the logs or the metrics', async () => {
  output.length = 0;
  // A lead stored at once (JSON door), and one sent without JavaScript.
  const stored = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({ ...lead, website: '', elapsedMs: 12_000, page: '/contacto', marketingConsent: true, policyVersion: '1.0' }),
  });
  expect(stored.statusCode).toBe(201);
  expect((await form('/contacto', { ...lead, website: '', formToken: formToken(), marketingConsent: 'si' })).statusCode).toBe(303);

  // The CMS fails: the lead waits in the outbox (its retries logged on their timer), then is delivered.
  cmsDown = true;
  expect((await form('/contacto', { ...lead, message: `${lead.message} (2)`, website: '', formToken: formToken() })).statusCode).toBe(303);
  await until(() => output.some((line) => line.includes('intento 2 falló')));

  // A request while the CMS is down: 503, its failure logged.
  expect((await form('/privacidad/solicitud', { ...request, website: '', formToken: formToken() })).statusCode).toBe(503);
  cmsDown = false;
  await until(() => !fs.readdirSync(path.join(dir, 'outbox')).some((name) => name.startsWith('lead-')));

  // A request stored and e-mailed; its link confirmed; the same link again.
  expect((await form('/privacidad/solicitud', { ...request, website: '', formToken: formToken() })).statusCode).toBe(303);
  await until(() => mails.some((mail) => mail.includes('privacidad/confirmar?token=')));
  const token = /confirmar\?token=3D([A-Za-z0-9_-]+)|confirmar\?token=([A-Za-z0-9_-]+)/.exec(mails.find((mail) => mail.includes('confirmar?token='))!.replace(/=\r?\n/g, ''));
  const link = token?.[1] ?? token?.[2] ?? '';
  expect(link).toHaveLength(43);
  expect((await app.inject({ method: 'GET', url: `/privacidad/confirmar?token=${link}` })).statusCode).toBe(200);
  expect((await form('/privacidad/confirmar', { token: link })).headers.location).toBe('/privacidad/confirmar?estado=confirmada');
  expect((await form('/privacidad/confirmar', { token: link })).headers.location).toBe('/privacidad/confirmar?estado=invalido');

  // A request whose address the mail server refuses (its refusal names the address), and a page that fails naming a token.
  const bounced = await app.inject({
    method: 'POST',
    url: '/api/privacidad/solicitud',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({ ...refused, website: '', elapsedMs: 9_000 }),
  });
  expect(bounced.statusCode).toBe(503);
  expect((await app.inject({ method: 'GET', url: '/falla' })).statusCode).toBe(500);
  // The staff's notifications are sent (the outbox's mail jobs are done).
  await until(() => fs.readdirSync(path.join(dir, 'outbox')).length === 0);

  const log = output.join('\n');
  // The test saw the server's lines: requests, the outbox's retries, the failures.
  expect(log).toContain('"path":"/api/contact"');
  expect(log).toContain('"path":"/privacidad/confirmar"');
  expect(log).toMatch(/intento \d falló/);
  expect(log).toContain('no se pudo recibir una solicitud de privacidad');
  expect(log).toContain('el correo de confirmación no se pudo enviar');
  expect(log).toContain('token=[oculto]');
  for (const value of [...personal, link]) expect(log).not.toContain(value);
  expect(log).not.toMatch(/[A-Za-z0-9._%+-]+@(?:constructora-andes\.cl|gmail\.com|correo-inexistente\.cl)/);

  const metrics = await app.siteMetrics.registry.metrics();
  expect(metrics).toContain('site_leads_accepted_total');
  for (const value of [...personal, link]) expect(metrics).not.toContain(value);
}, 30_000);
