import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ContactFormState } from '@site/shared/contact';
import { validContactMessage } from '../../../jest/contact-rule-cases';
import { answerError } from '../error-responses';
import { createFormToken } from '../leads/form-token';
import { rootLogger } from '../observability/logger';
import type { FormResponse } from '../privacy/form-response';
import type { ServerConfig } from '../server-config';
import { leadsPlugin } from './leads';
import { observabilityPlugin } from './observability';

// The leads plugin as the shell's app registers it, its neighbours stood in for: the fleet without
// Redis, a contact page that records what it would render, and the CMS answered through `fetch`.

const SECRET = 'secreto-de-prueba';
const CMS = new URL('http://cms.example:1337');
const lead = { ...validContactMessage, website: '', elapsedMs: 12_000, page: '/contacto' };

let dir: string;
let app: FastifyInstance;
let rendered: Array<{ key: string; state: ContactFormState; status: number }>;
/** How the stand-in CMS answers `POST /api/leads`. */
let cmsAnswer: () => Promise<Response>;
let cmsPosts: Array<{ url: string; authorization: string | null; requestId: string | null; lead: Record<string, unknown> }>;

function leadsConfig(overrides: Partial<ServerConfig['leads']> = {}): ServerConfig['leads'] {
  return {
    cmsToken: 'token-de-leads',
    outboxDir: path.join(dir, 'outbox'),
    cmsTimeoutMs: 1_000,
    retryMs: 50,
    retryMaxMs: 100,
    smtpUrl: undefined,
    notifyTo: undefined,
    mailFrom: 'Sitio web <no-responder@example.com>',
    rateLimit: 5,
    rateWindowMs: 600_000,
    minFillMs: 3_000,
    formSecret: SECRET,
    formMaxAgeMs: 24 * 60 * 60 * 1000,
    ...overrides,
  };
}

async function start(leads = leadsConfig()) {
  // The app's logger: the request's id (`reqId`) travels to the CMS from it.
  const loggerInstance: FastifyBaseLogger = rootLogger;
  app = Fastify({ loggerInstance });
  app.setErrorHandler(answerError);
  await app.register(observabilityPlugin, { metricsPort: null });
  const fleet = fp(
    async (fastify) => {
      fastify.decorate('fleet', { redis: null, up: () => false, announcePurge: async () => undefined, syncNow: async () => undefined });
    },
    { name: 'fleet' },
  );
  const pageRenderer = fp(
    async (fastify) => {
      fastify.decorate('pageRenderer', {
        serve: async (_request: unknown, reply: FastifyReply, form?: FormResponse) => {
          if (form) rendered.push(form as { key: string; state: ContactFormState; status: number });
          return reply.code(form?.status ?? 200).type('text/html; charset=utf-8').send('<form>…</form>');
        },
        deferredSheet: async () => null,
      });
    },
    { name: 'page-renderer' },
  );
  await app.register(fleet);
  await app.register(pageRenderer);
  await app.register(leadsPlugin, {
    leads,
    cmsOrigin: CMS,
    siteUrl: 'https://www.example.com',
    privacy: { tokenLifetimeMs: 48 * 60 * 60 * 1000 },
    policy: async () => ({ version: '1.0', privacyEmail: 'privacidad@example.com', requestDeadlineDays: 30 }),
  });
  await app.ready();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-plugin-'));
  rendered = [];
  cmsPosts = [];
  cmsAnswer = async () => new Response(JSON.stringify({ data: {} }), { status: 201 });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    cmsPosts.push({ url, authorization: headers.get('authorization'), requestId: headers.get('x-request-id'), lead: (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data });
    return cmsAnswer();
  });
});
afterEach(async () => {
  await app.close();
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const postJson = () =>
  app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json', origin: 'https://www.example.com' }, payload: JSON.stringify(lead) });
const postForm = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/contacto',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.com' },
    payload: new URLSearchParams({ website: '', formToken: createFormToken(SECRET, Date.now() - 10_000), ...fields }).toString(),
  });
const metric = async (name: string) => (await app.siteMetrics.registry.getSingleMetricAsString(name)).split('\n').filter((line) => !line.startsWith('#'));
const until = async (check: () => boolean | Promise<boolean>, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('no ocurrió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('stores a lead from either door in the CMS with the leads token and the request’s id, counted once each', async () => {
  await start();
  const json = await postJson();
  expect(json.statusCode).toBe(201);
  const form = await postForm(validContactMessage);
  expect(form.statusCode).toBe(303);
  expect(cmsPosts).toEqual([
    { url: 'http://cms.example:1337/api/leads', authorization: 'Bearer token-de-leads', requestId: json.headers['x-request-id'], lead: expect.objectContaining({ name: 'Ana Pérez', page: '/contacto' }) },
    { url: 'http://cms.example:1337/api/leads', authorization: 'Bearer token-de-leads', requestId: form.headers['x-request-id'], lead: expect.objectContaining({ email: 'ana.perez@empresa.cl' }) },
  ]);
  expect(await metric('site_leads_accepted_total')).toEqual(['site_leads_accepted_total{outcome="stored"} 2']);
});

it('keeps a lead in the outbox while the CMS is down (shown in the metrics) and delivers it when it is back', async () => {
  cmsAnswer = async () => new Response('', { status: 502 });
  await start();
  expect((await postJson()).statusCode).toBe(201);
  expect(await metric('site_leads_accepted_total')).toEqual(['site_leads_accepted_total{outcome="queued"} 1']);
  expect(await metric('site_leads_outbox_jobs')).toEqual(['site_leads_outbox_jobs 1']);
  expect(fs.readdirSync(path.join(dir, 'outbox'))).toEqual([expect.stringMatching(/^lead-.+\.json$/)]);
  cmsAnswer = async () => new Response('{}', { status: 201 });
  await until(() => fs.readdirSync(path.join(dir, 'outbox')).length === 0);
  await until(async () => (await metric('site_leads_outbox_jobs'))[0] === 'site_leads_outbox_jobs 0');
  // The lead delivered from the outbox carries its consent as recorded when it was sent.
  const delivered = cmsPosts.at(-1)?.lead;
  expect(delivered).toMatchObject({ policyVersion: '1.0', marketingConsent: false });
  expect(delivered?.consentAt).toBe(cmsPosts[0]?.lead.consentAt);
  expect(delivered?.consentAt).toBe(delivered?.receivedAt);
});

it('queues the staff’s notification when a mail server is set, and waits for it while it does not answer', async () => {
  await start(leadsConfig({ smtpUrl: 'smtp://127.0.0.1:9', notifyTo: 'ventas@example.com' }));
  expect((await postJson()).statusCode).toBe(201);
  expect(fs.readdirSync(path.join(dir, 'outbox'))).toEqual([expect.stringMatching(/^mail-.+\.json$/)]);
});

it('renders the contact page again through the page renderer, filled in, when the form is refused', async () => {
  await start();
  const response = await postForm({ ...validContactMessage, email: 'ana@gmail.com' });
  expect(response.statusCode).toBe(422);
  expect(rendered).toEqual([{ key: 'formulario:contacto', status: 422, state: expect.objectContaining({ values: { ...validContactMessage, email: 'ana@gmail.com' }, failure: 'Revisa los campos marcados.' }) }]);
});

it('takes the configured number of leads per visitor and window, over both doors', async () => {
  await start(leadsConfig({ rateLimit: 2 }));
  expect((await postJson()).statusCode).toBe(201);
  expect((await postForm(validContactMessage)).statusCode).toBe(303);
  const refused = await postJson();
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('600');
  expect(refused.json()).toEqual({ message: 'Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en 10 minutos.' });
});

it('closes once a delivery under way has ended: the lead it was storing is not left half done', async () => {
  cmsAnswer = async () => new Response('', { status: 502 });
  await start();
  expect((await postJson()).statusCode).toBe(201);
  // The CMS is back, slowly: a retry is under way when the server closes.
  let finish: () => void = () => undefined;
  let retrying = false;
  cmsAnswer = () => {
    retrying = true;
    return new Promise((resolve) => (finish = () => resolve(new Response('{}', { status: 201 }))));
  };
  await until(() => retrying);
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false);
  finish();
  await closing;
  expect(fs.readdirSync(path.join(dir, 'outbox'))).toEqual([]);
});
