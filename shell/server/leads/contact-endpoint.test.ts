import type { AddressInfo } from 'node:net';
import express from 'express';
import { ANY_MESSAGE, invalidContactCases, validContactMessage } from '@site/shared/contact/contact-rule-cases';
import { CONTACT_PATH, contactEndpoint } from './contact-endpoint';
import { createFormToken } from './form-token';
import type { Lead } from './lead';
import { createRateLimit } from './rate-limit';
import { recordingDelivery } from './recording-delivery';

const valid = {
  ...validContactMessage,
  website: '',
  elapsedMs: 12_000,
  page: '/contacto',
};

const SECRET = 'secreto-de-prueba';
let base = '';
let close: () => void = () => undefined;
let accepted: Lead[] = [];
let failNext: () => void = () => undefined;

/** The endpoint on a server of its own; behind a front that `trustProxy` names, when given. */
async function startEndpoint(trustProxy?: string) {
  close();
  const recording = recordingDelivery();
  const delivery = recording.delivery;
  accepted = recording.accepted;
  failNext = recording.failNext;
  const app = express();
  if (trustProxy) app.set('trust proxy', trustProxy);
  app.use(
    contactEndpoint({
      delivery,
      rateLimit: createRateLimit({ limit: 3, windowMs: 60_000 }),
      minFillMs: 3_000,
      allowedOrigins: ['https://www.example.com'],
      tokenSecret: SECRET,
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
}
beforeEach(() => startEndpoint());
afterEach(() => {
  close();
  close = () => undefined;
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + CONTACT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

it('takes a valid lead, trimmed, with an id, its page and when it arrived', async () => {
  const response = await post({ ...valid, name: '  Ana Pérez ' });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ ok: true });
  expect(accepted).toEqual([
    expect.objectContaining({ name: 'Ana Pérez', page: '/contacto', leadId: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) }),
  ]);
  expect(accepted[0]).not.toHaveProperty('website');
});

it.each(invalidContactCases)('answers %s as the form’s rules do (422, the same message)', async (_name, change, errors) => {
  const response = await post({ ...valid, ...change });
  expect(response.status).toBe(422);
  const found = ((await response.json()) as { errors: Record<string, string> }).errors;
  expect(Object.keys(found)).toEqual(Object.keys(errors));
  for (const [field, message] of Object.entries(errors)) if (message !== ANY_MESSAGE) expect(found[field]).toBe(message);
  expect(accepted).toEqual([]);
});

it('answers each invalid field with its Spanish message (422), unknown fields included', async () => {
  const response = await post({ ...valid, email: 'ana@gmail.com', company: 'Retail\nBcc: x@y.cl', admin: true });
  expect(response.status).toBe(422);
  const body = (await response.json()) as { errors: Record<string, string> };
  expect(body.errors).toEqual({
    email: 'Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com',
    company: 'Escríbelo en una sola línea',
    admin: 'Campo no permitido',
  });
  expect(accepted).toEqual([]);
});

it.each([
  ['a form that is not JSON', () => post('name=Ana', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415],
  ['a body over 16 KB', () => post({ ...valid, message: 'x'.repeat(17 * 1024) }), 413],
  ['broken JSON', () => post('{"name":'), 400],
  ['an array', () => post([valid]), 400],
  ['another site', () => post(valid, { Origin: 'https://otro-sitio.example' }), 403],
  ['no Origin', () => fetch(base + CONTACT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) }), 403],
  ['a GET', () => fetch(base + CONTACT_PATH), 405],
])('refuses %s', async (_name, send, status) => {
  const response = await send();
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toMatch(/[a-zá-ú]/i);
  expect(accepted).toEqual([]);
});

it('takes the public site address as an origin too', async () => {
  expect((await post(valid, { Origin: 'https://www.example.com' })).status).toBe(201);
});

it('answers a robot as if all went well and keeps nothing: honeypot, or sent in an instant', async () => {
  expect((await post({ ...valid, website: 'https://spam.example' })).status).toBe(201);
  expect((await post({ ...valid, elapsedMs: 800 })).status).toBe(201);
  expect((await post({ ...valid, elapsedMs: undefined })).status).toBe(201);
  expect(accepted).toEqual([]);
});

it('limits how many a connection sends, with Retry-After and a Spanish message', async () => {
  for (let i = 0; i < 3; i += 1) expect((await post(valid)).status).toBe(201);
  const refused = await post(valid);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { message: string }).message).toContain('Inténtalo de nuevo');
  expect(accepted).toHaveLength(3);
});

it('counts each visitor apart behind a trusted front, and ignores X-Forwarded-For from anyone else', async () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  // Not trusted: a forged header does not give a sender a fresh allowance.
  for (let i = 0; i < 3; i += 1) expect((await post(valid, from(`203.0.113.${i}`))).status).toBe(201);
  expect((await post(valid, from('203.0.113.9'))).status).toBe(429);

  await startEndpoint('loopback');
  for (let i = 0; i < 3; i += 1) expect((await post(valid, from('203.0.113.1'))).status).toBe(201);
  expect((await post(valid, from('203.0.113.1'))).status).toBe(429);
  expect((await post(valid, from('198.51.100.7'))).status).toBe(201);
});

it('never says "received" when the lead could not be made durable', async () => {
  failNext();
  const response = await post(valid);
  expect(response.status).toBe(503);
  expect(((await response.json()) as { message: string }).message).toContain('No pudimos recibir tu mensaje');
});

it('answers a field left out with its Spanish message, not the schema\'s', async () => {
  const withoutCompany: Partial<typeof valid> = { ...valid };
  delete withoutCompany.company;
  const response = await post(withoutCompany);
  expect(response.status).toBe(422);
  expect((await response.json()).errors).toEqual({ company: 'Ingresa el nombre de tu empresa' });
});

it('stores the lead under the key of the token the server rendered into the form, however often it is sent (one lead per key in the CMS)', async () => {
  const token = createFormToken(SECRET);
  const key = token.split('.')[1];
  expect((await post({ ...valid, formToken: token })).status).toBe(201);
  expect((await post({ ...valid, formToken: token })).status).toBe(201);
  expect(accepted.map((lead) => lead.leadId)).toEqual([key, key]);
});

it('ignores a token it did not sign (a new id), and still takes the lead', async () => {
  const forged = createFormToken('otro-secreto');
  expect((await post({ ...valid, formToken: forged })).status).toBe(201);
  expect(accepted[0]?.leadId).not.toBe(forged.split('.')[1]);
});
