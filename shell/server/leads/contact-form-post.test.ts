import type { FastifyInstance } from 'fastify';
import { emptyContactForm } from '@site/shared/contact';
import { contactDoorsApp, TEST_FORM_SECRET, type RenderedForm } from '../test-support/contact-doors-app';
import { createFormToken, readFormToken } from './form-token';
import type { Lead } from './lead';

const OWN_ORIGIN = 'http://localhost:80';
const fields = {
  name: 'Ana Pérez',
  email: 'ana.perez@empresa.cl',
  company: 'Retail Sur',
  service: 'Cloud Services',
  message: 'Queremos migrar a la nube.',
};

let app: FastifyInstance;
let accepted: Lead[] = [];
let rendered: RenderedForm[] = [];
let failNext: () => void = () => undefined;
let handled: string[] = [];

beforeEach(async () => {
  ({ app, accepted, rendered, failNext, handled } = await contactDoorsApp());
});
afterEach(() => app.close());

/** A form served `ageMs` ago, as the browser posts it. */
function post(body: Record<string, string>, { origin = OWN_ORIGIN, ageMs = 10_000, token }: { origin?: string; ageMs?: number; token?: string } = {}) {
  const formToken = token ?? createFormToken(TEST_FORM_SECRET, Date.now() - ageMs);
  return app.inject({
    method: 'POST',
    url: '/contacto',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ website: '', formToken, ...body }).toString(),
  });
}

it('stores a valid lead under the key of its form token and sends the visitor to /contacto/exito (303)', async () => {
  const token = createFormToken(TEST_FORM_SECRET, Date.now() - 10_000);
  const response = await post(fields, { token });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/contacto/exito');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(accepted).toEqual([expect.objectContaining({ ...fields, page: '/contacto', leadId: readFormToken(TEST_FORM_SECRET, token)?.key })]);
  expect(rendered).toEqual([]);
});

it('records the consent sent without JavaScript: the ticked box (`si`), the hidden policy version, when it was sent', async () => {
  expect((await post({ ...fields, marketingConsent: 'si', policyVersion: '2.1' })).statusCode).toBe(303);
  expect((await post({ ...fields, policyVersion: '2.1' })).statusCode).toBe(303);
  expect(accepted.map(({ policyVersion, marketingConsent }) => ({ policyVersion, marketingConsent }))).toEqual([
    { policyVersion: '2.1', marketingConsent: true },
    { policyVersion: '2.1', marketingConsent: false },
  ]);
  for (const lead of accepted) expect(lead.consentAt).toBe(lead.receivedAt);
});

it('stamps the server’s own policy version on a native form without one', async () => {
  expect((await post(fields)).statusCode).toBe(303);
  expect(accepted[0]).toMatchObject({ policyVersion: '1.0', marketingConsent: false });
});

it('sends the box back as the person left it when the form comes back', async () => {
  expect((await post({ ...fields, email: 'ana@gmail.com', marketingConsent: 'si', policyVersion: '2.1' })).statusCode).toBe(422);
  expect((await post({ ...fields, email: 'ana@gmail.com', policyVersion: '2.1' })).statusCode).toBe(422);
  expect(rendered.map(({ state }) => state.marketingConsent)).toEqual([true, false]);
  expect(accepted).toEqual([]);
});

it('gives a retry of the same form the same lead id (the CMS keeps one lead per id)', async () => {
  const token = createFormToken(TEST_FORM_SECRET, Date.now() - 10_000);
  await post(fields, { token });
  await post(fields, { token });
  expect(new Set(accepted.map((lead) => lead.leadId)).size).toBe(1);
});

it('sends an invalid form back (422) on the contact page, with every value kept and the Spanish message beside each field', async () => {
  const sent = { ...fields, email: 'ana@gmail.com', company: '' };
  const response = await post(sent);
  expect(response.statusCode).toBe(422);
  expect(response.body).toBe('<form>…</form>');
  expect(accepted).toEqual([]);
  const [{ state, status, pagePath }] = rendered as [RenderedForm];
  expect(status).toBe(422);
  // The page rendered for the post is the contact page (the route the pages plugin renders from).
  expect(pagePath).toBe('/contacto');
  expect(state.values).toEqual(sent);
  expect(state.failure).toBe('Revisa los campos marcados.');
  expect(state.errors).toEqual({ email: expect.stringContaining('Usa un email corporativo'), company: 'Ingresa el nombre de tu empresa' });
  // A fresh token, so the corrected form can be sent.
  expect(readFormToken(TEST_FORM_SECRET, state.token)).not.toBeNull();
});

it('drops, silently, a form sent faster than a person fills it in or with the honeypot filled', async () => {
  expect((await post(fields, { ageMs: 500 })).statusCode).toBe(303);
  expect((await post({ ...fields, website: 'https://spam.example' })).statusCode).toBe(303);
  expect(accepted).toEqual([]);
});

it('sends back, filled in, a form whose token it did not sign or that was open for days', async () => {
  for (const token of [createFormToken('otro-secreto'), createFormToken(TEST_FORM_SECRET, Date.now() - 2 * 24 * 60 * 60 * 1000), 'basura']) {
    rendered.length = 0;
    const response = await post(fields, { token });
    expect(response.statusCode).toBe(422);
    expect(rendered[0]?.state.values).toEqual(fields);
    expect(rendered[0]?.state.failure).toBe('El formulario estuvo abierto demasiado tiempo. Revisa tus datos y envíalo de nuevo: lo que escribiste sigue aquí.');
  }
  expect(accepted).toEqual([]);
});

it('refuses a form posted from another site (the same Origin check as the JSON endpoint), with an empty form', async () => {
  const response = await post(fields, { origin: 'https://evil.example' });
  expect(response.statusCode).toBe(403);
  expect(rendered[0]?.state).toMatchObject({ values: emptyContactForm, failure: 'Envía el formulario desde el sitio.' });
  expect(accepted).toEqual([]);
});

it('keeps what was typed when the lead cannot be made durable (503)', async () => {
  failNext();
  const response = await post(fields);
  expect(response.statusCode).toBe(503);
  expect(rendered[0]?.state.values).toEqual(fields);
  expect(rendered[0]?.state.failure).toContain('No pudimos recibir tu mensaje');
});

it('takes the longest message the rules allow, accented, as the browser encodes it', async () => {
  const message = 'ñ'.repeat(5_000);
  const response = await post({ ...fields, message });
  expect(response.statusCode).toBe(303);
  expect(accepted[0]?.message).toBe(message);
});

it('limits how many a visitor sends, and sends the form back filled in with the minutes to wait and Retry-After', async () => {
  for (let i = 0; i < 5; i += 1) expect((await post(fields)).statusCode).toBe(303);
  const refused = await post(fields);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
  expect(rendered[0]).toMatchObject({
    status: 429,
    state: { values: fields, failure: 'Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en un minuto.' },
  });
  expect(accepted).toHaveLength(5);
});

it('sends back an empty form for a body over 64 KB (413) or a broken one (400)', async () => {
  const tooLarge = await post({ ...fields, message: 'x'.repeat(65 * 1024) });
  expect(tooLarge.statusCode).toBe(413);
  expect(rendered[0]?.state).toMatchObject({ values: emptyContactForm, failure: 'El mensaje es demasiado largo.' });

  rendered.length = 0;
  const manyFields = Array.from({ length: 25 }, (_, i) => `campo${i}=x`).join('&');
  const broken = await app.inject({
    method: 'POST',
    url: '/contacto',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OWN_ORIGIN },
    payload: manyFields,
  });
  expect(broken.statusCode).toBe(400);
  expect(rendered[0]?.state).toMatchObject({ values: emptyContactForm, failure: 'El formulario llegó dañado. Inténtalo de nuevo.' });
  expect(accepted).toEqual([]);
});

it('reads only the browser’s own encoding: a body of another type is an empty form (sent back, as before)', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/contacto',
    headers: { 'content-type': 'application/json', origin: OWN_ORIGIN },
    payload: JSON.stringify({ ...fields, formToken: createFormToken(TEST_FORM_SECRET, Date.now() - 10_000) }),
  });
  expect(response.statusCode).toBe(422);
  expect(rendered[0]?.state.values).toEqual(emptyContactForm);
  expect(accepted).toEqual([]);
});

it('names POST among the methods /contacto takes: OPTIONS, and 405 for any other', async () => {
  const options = await app.inject({ method: 'OPTIONS', url: '/contacto' });
  expect(options.statusCode).toBe(204);
  expect(options.headers.allow).toBe('GET, HEAD, POST');
  const put = await app.inject({ method: 'PUT', url: '/contacto', headers: { accept: 'text/html' } });
  expect(put.statusCode).toBe(405);
  expect(put.headers.allow).toBe('GET, HEAD, POST');
});

it('refuses a bad form by the route’s schema, before the handler: the page again, filled in as sent, with each field’s Spanish message', async () => {
  const typed = { ...fields, email: 'ana@gmail.com', company: '', marketingConsent: 'si' };
  const response = await post(typed);
  expect(response.statusCode).toBe(422);
  expect(handled).toEqual([]);
  expect(accepted).toEqual([]);
  expect(rendered).toEqual([
    {
      status: 422,
      pagePath: '/contacto',
      state: {
        token: expect.any(String),
        values: { ...fields, email: 'ana@gmail.com', company: '' },
        marketingConsent: true,
        errors: {
          email: 'Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com',
          company: 'Ingresa el nombre de tu empresa',
        },
        failure: 'Revisa los campos marcados.',
      },
    },
  ]);
});

it('answers a bad form whose token is not fresh as the handler would: open too long, its values kept, before any field’s message', async () => {
  const response = await post({ ...fields, email: 'ana@gmail.com' }, { ageMs: 25 * 60 * 60 * 1000 });
  expect(response.statusCode).toBe(422);
  expect(handled).toEqual([]);
  expect(rendered[0]?.state).toEqual({
    token: expect.any(String),
    values: { ...fields, email: 'ana@gmail.com' },
    marketingConsent: false,
    failure: 'El formulario estuvo abierto demasiado tiempo. Revisa tus datos y envíalo de nuevo: lo que escribiste sigue aquí.',
  });
});
