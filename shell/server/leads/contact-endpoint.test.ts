import type { FastifyInstance } from 'fastify';
import { contactFormMessages } from '@site/shared/contact';
import { invalidContactCases, validContactMessage } from '../../../jest/contact-rule-cases';
import { CONTACT_PATH } from './contact-endpoint';
import { contactDoorsApp, TEST_FORM_SECRET } from '../test-support/contact-doors-app';
import { createFormToken } from './form-token';
import type { Lead } from './lead';

const valid = {
  ...validContactMessage,
  website: '',
  elapsedMs: 12_000,
  page: '/contacto',
};

/** The request's own origin, as inject names its host. */
const OWN_ORIGIN = 'http://localhost:80';

let app: FastifyInstance;
let accepted: Lead[] = [];
let failNext: () => void = () => undefined;
let policy: { version: string | null; reads: number };
let handled: string[] = [];

/** The endpoint in an app of its own, three leads per window; behind a front that `trustProxy` names, when given. */
async function startEndpoint(trustProxy?: string) {
  await app?.close();
  ({ app, accepted, failNext, policy, handled } = await contactDoorsApp({ trustProxy, leads: { rateLimit: 3 } }));
}
beforeEach(() => startEndpoint());
afterEach(() => app.close());

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: CONTACT_PATH,
    headers: { 'content-type': 'application/json', origin: OWN_ORIGIN, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

it('takes a valid lead, trimmed, with an id, its page and when it arrived', async () => {
  const response = await post({ ...valid, name: '  Ana Pérez ' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ ok: true });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(accepted).toEqual([
    expect.objectContaining({ name: 'Ana Pérez', page: '/contacto', leadId: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) }),
  ]);
  expect(accepted[0]).not.toHaveProperty('website');
});

describe('the consent recorded with the lead', () => {
  it('records the policy version the page showed, the box as the person left it, and when they sent it', async () => {
    expect((await post({ ...valid, policyVersion: '2.1', marketingConsent: true })).statusCode).toBe(201);
    expect((await post({ ...valid, policyVersion: '2.1', marketingConsent: false })).statusCode).toBe(201);
    expect(accepted.map(({ policyVersion, marketingConsent }) => ({ policyVersion, marketingConsent }))).toEqual([
      { policyVersion: '2.1', marketingConsent: true },
      { policyVersion: '2.1', marketingConsent: false },
    ]);
    for (const lead of accepted) expect(lead.consentAt).toBe(lead.receivedAt);
    expect(policy.reads).toBe(0);
  });

  it('never records a consent that was not given: a form without the box is unticked', async () => {
    expect((await post({ ...valid, policyVersion: '2.1' })).statusCode).toBe(201);
    expect(accepted[0]?.marketingConsent).toBe(false);
  });

  it('stamps the version the server reads when the page could not say which one it showed', async () => {
    expect((await post(valid)).statusCode).toBe(201);
    expect(accepted[0]).toMatchObject({ policyVersion: '1.0', marketingConsent: false });
    expect(policy.reads).toBe(1);
    // No policy to read either: the lead is taken, its version said to be unknown.
    policy.version = null;
    expect((await post(valid)).statusCode).toBe(201);
    expect(accepted[1]?.policyVersion).toBe('desconocida');
  });

  it('refuses, in Spanish, a consent it cannot read rather than guessing one', async () => {
    const response = await post({ ...valid, marketingConsent: 'sí, claro', policyVersion: '<script>' });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string> }).errors).toEqual({
      marketingConsent: 'Marca o deja sin marcar la casilla de novedades',
      policyVersion: 'La versión de la política de privacidad no es válida. Recarga la página y envía el formulario de nuevo.',
    });
    expect(accepted).toEqual([]);
  });
});

it.each(invalidContactCases)('answers %s as the form’s rules do (422, the same message)', async (_name, change, errors) => {
  const response = await post({ ...valid, ...change });
  expect(response.statusCode).toBe(422);
  expect((response.json() as { errors: Record<string, string> }).errors).toEqual(errors);
  expect(accepted).toEqual([]);
});

it('answers each invalid field with its Spanish message (422), unknown fields included', async () => {
  const response = await post({ ...valid, email: 'ana@gmail.com', company: 'Retail\nBcc: x@y.cl', admin: true });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Revisa los campos marcados.',
    errors: {
      email: 'Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com',
      company: 'Escríbelo en una sola línea',
      admin: 'Campo no permitido',
    },
  });
  expect(accepted).toEqual([]);
});

it('refuses a bad body by the route’s schema, before the handler: nothing reaches it, nothing is delivered', async () => {
  const refused = await post({ ...valid, email: 'ana@gmail.com', admin: true, marketingConsent: 'si' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({
    message: 'Revisa los campos marcados.',
    errors: {
      email: 'Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com',
      admin: 'Campo no permitido',
      marketingConsent: 'Marca o deja sin marcar la casilla de novedades',
    },
  });
  expect((await post(null)).json()).toEqual({ message: 'El formulario llegó vacío o incompleto.' });
  expect(handled).toEqual([]);
  expect(policy.reads).toBe(0);
  expect(accepted).toEqual([]);
  // The same post, right: it reaches the handler, which delivers it.
  expect((await post(valid)).statusCode).toBe(201);
  expect(handled).toEqual([CONTACT_PATH]);
  expect(accepted).toHaveLength(1);
});

/** Each field, and its message for a value that is not text. */
const notText = [
  ['name', contactFormMessages.nameNotText],
  ['email', contactFormMessages.emailNotText],
  ['company', contactFormMessages.companyNotText],
  ['service', contactFormMessages.service],
  ['message', contactFormMessages.messageNotText],
] as const;
const wrongTypes: ReadonlyArray<[string, unknown]> = [
  ['a number', 123],
  ['null', null],
  ['an array', ['Ana Pérez']],
  ['an object', { value: 'Ana Pérez' }],
  ['a boolean', true],
];

it.each(notText.flatMap(([field, message]) => wrongTypes.map(([kind, value]) => [field, kind, value, message] as const)))(
  'answers %s given %s with its Spanish message (422), never "Invalid input"',
  async (field, _kind, value, message) => {
    const response = await post({ ...valid, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Revisa los campos marcados.', errors: { [field]: message } });
    expect(accepted).toEqual([]);
  },
);

it('answers an empty body as an empty form: each field with its message (422)', async () => {
  const response = await post('');
  expect(response.statusCode).toBe(422);
  expect(Object.keys((response.json() as { errors: Record<string, string> }).errors)).toEqual(['name', 'email', 'company', 'service', 'message']);
});

it.each([
  ['a form that is not JSON', () => post('name=Ana', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'El formulario debe enviarse como JSON.'],
  ['a body over 16 KB', () => post({ ...valid, message: 'x'.repeat(17 * 1024) }), 413, 'El mensaje es demasiado largo.'],
  ['broken JSON', () => post('{"name":'), 400, 'El formulario llegó dañado. Inténtalo de nuevo.'],
  ['an array', () => post([valid]), 400, 'El formulario llegó vacío o incompleto.'],
  ['another site', () => post(valid, { origin: 'https://otro-sitio.example' }), 403, 'Envía el formulario desde el sitio.'],
  ['no Origin', () => app.inject({ method: 'POST', url: CONTACT_PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(valid) }), 403, 'Envía el formulario desde el sitio.'],
])('refuses %s, in Spanish', async (_name, send, status, message) => {
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(accepted).toEqual([]);
});

it('refuses another site first, then another format, whatever the body', async () => {
  const response = await post('x'.repeat(20 * 1024), { origin: 'https://otro-sitio.example', 'content-type': 'text/plain' });
  expect(response.statusCode).toBe(403);
  expect((await post('x'.repeat(20 * 1024), { 'content-type': 'text/plain' })).statusCode).toBe(415);
});

it('answers any method but POST with 405 naming POST, and OPTIONS with what it takes', async () => {
  const get = await app.inject({ method: 'GET', url: CONTACT_PATH });
  expect(get.statusCode).toBe(405);
  expect(get.headers.allow).toBe('POST');
  expect((get.json() as { error: string }).error).toBe('Método no permitido.');
  const options = await app.inject({ method: 'OPTIONS', url: CONTACT_PATH });
  expect(options.statusCode).toBe(204);
  expect(options.headers.allow).toBe('POST');
});

it('takes the public site address as an origin too', async () => {
  expect((await post(valid, { origin: 'https://www.example.com' })).statusCode).toBe(201);
});

it('answers a robot as if all went well and keeps nothing: honeypot, or sent in an instant', async () => {
  expect((await post({ ...valid, website: 'https://spam.example' })).statusCode).toBe(201);
  expect((await post({ ...valid, elapsedMs: 800 })).statusCode).toBe(201);
  expect((await post({ ...valid, elapsedMs: undefined })).statusCode).toBe(201);
  expect(accepted).toEqual([]);
});

it('limits how many a connection sends, with Retry-After and a Spanish message, and no counters in the headers', async () => {
  for (let i = 0; i < 3; i += 1) {
    const allowed = await post(valid);
    expect(allowed.statusCode).toBe(201);
    expect(Object.keys(allowed.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  }
  const refused = await post(valid);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(refused.headers['cache-control']).toBe('no-store');
  expect(refused.json()).toEqual({ message: 'Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en un minuto.' });
  expect(Object.keys(refused.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  expect(accepted).toHaveLength(3);
});

it('counts a refused or broken post too, before its body is read', async () => {
  expect((await post('{"name":')).statusCode).toBe(400);
  expect((await post({ ...valid, message: 'x'.repeat(17 * 1024) })).statusCode).toBe(413);
  expect((await post(valid)).statusCode).toBe(201);
  expect((await post(valid)).statusCode).toBe(429);
  // Another site and another format are refused before they are counted.
  expect((await post(valid, { origin: 'https://otro-sitio.example' })).statusCode).toBe(403);
  expect((await post('name=Ana', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
});

it('counts each visitor apart behind a trusted front, and ignores X-Forwarded-For from anyone else', async () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  // Not trusted: a forged header does not give a sender a fresh allowance.
  for (let i = 0; i < 3; i += 1) expect((await post(valid, from(`203.0.113.${i}`))).statusCode).toBe(201);
  expect((await post(valid, from('203.0.113.9'))).statusCode).toBe(429);

  await startEndpoint('127.0.0.1');
  for (let i = 0; i < 3; i += 1) expect((await post(valid, from('203.0.113.1'))).statusCode).toBe(201);
  expect((await post(valid, from('203.0.113.1'))).statusCode).toBe(429);
  expect((await post(valid, from('198.51.100.7'))).statusCode).toBe(201);
});

it('never says "received" when the lead could not be made durable', async () => {
  failNext();
  const response = await post(valid);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: 'No pudimos recibir tu mensaje en este momento. Inténtalo de nuevo en unos minutos.' });
});

it("answers a field left out with its Spanish message, not the schema's", async () => {
  const withoutCompany: Partial<typeof valid> = { ...valid };
  delete withoutCompany.company;
  const response = await post(withoutCompany);
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ company: 'Ingresa el nombre de tu empresa' });
});

it('stores the lead under the key of the token the server rendered into the form, however often it is sent (one lead per key in the CMS)', async () => {
  const token = createFormToken(TEST_FORM_SECRET);
  const key = token.split('.')[1];
  expect((await post({ ...valid, formToken: token })).statusCode).toBe(201);
  expect((await post({ ...valid, formToken: token })).statusCode).toBe(201);
  expect(accepted.map((lead) => lead.leadId)).toEqual([key, key]);
});

it('ignores a token it did not sign (a new id), and still takes the lead', async () => {
  const forged = createFormToken('otro-secreto');
  expect((await post({ ...valid, formToken: forged })).statusCode).toBe(201);
  expect(accepted[0]?.leadId).not.toBe(forged.split('.')[1]);
});
