import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ContactFormState } from '@site/shared/contact';
import { contactFormPost } from './contact-form-post';
import { createFormToken, readFormToken } from './form-token';
import type { Lead } from './lead';
import { createRateLimit } from './rate-limit';
import { recordingDelivery } from './recording-delivery';

const SECRET = 'secreto-de-prueba';
const MIN_FILL_MS = 3_000;
const fields = {
  name: 'Ana Pérez',
  email: 'ana.perez@empresa.cl',
  company: 'Retail Sur',
  service: 'Cloud Services',
  message: 'Queremos migrar a la nube.',
};

let base = '';
let close: () => void = () => undefined;
let accepted: Lead[] = [];
let rendered: Array<{ state: ContactFormState; status: number }> = [];
let failNext: () => void = () => undefined;

beforeEach(async () => {
  rendered = [];
  const recording = recordingDelivery();
  const delivery = recording.delivery;
  accepted = recording.accepted;
  failNext = recording.failNext;
  const app = express();
  app.use(
    contactFormPost({
      delivery,
      rateLimit: createRateLimit({ limit: 5, windowMs: 60_000 }),
      minFillMs: MIN_FILL_MS,
      allowedOrigins: [],
      tokenSecret: SECRET,
      tokenMaxAgeMs: 24 * 60 * 60 * 1000,
      // Stands for the page: what the server would render the form with.
      render: async (res, state, status) => {
        rendered.push({ state, status });
        res.status(status).type('html').send('<form>…</form>');
      },
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterEach(() => close());

/** A form served `ageMs` ago, as the browser posts it. */
function post(body: Record<string, string>, { origin = base, ageMs = 10_000, token }: { origin?: string; ageMs?: number; token?: string } = {}) {
  const formToken = token ?? createFormToken(SECRET, Date.now() - ageMs);
  return fetch(`${base}/contacto`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ website: '', formToken, ...body }).toString(),
  });
}

it('stores a valid lead under the key of its form token and sends the visitor to /contacto/exito (303)', async () => {
  const token = createFormToken(SECRET, Date.now() - 10_000);
  const response = await post(fields, { token });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/contacto/exito');
  expect(accepted).toEqual([expect.objectContaining({ ...fields, page: '/contacto', leadId: readFormToken(SECRET, token)?.key })]);
  expect(rendered).toEqual([]);
});

it('gives a retry of the same form the same lead id (the CMS keeps one lead per id)', async () => {
  const token = createFormToken(SECRET, Date.now() - 10_000);
  await post(fields, { token });
  await post(fields, { token });
  expect(new Set(accepted.map((lead) => lead.leadId)).size).toBe(1);
});

it('sends an invalid form back (422) with every value kept and the Spanish message beside each field', async () => {
  const sent = { ...fields, email: 'ana@gmail.com', company: '' };
  const response = await post(sent);
  expect(response.status).toBe(422);
  expect(accepted).toEqual([]);
  const [{ state, status }] = rendered as [{ state: ContactFormState; status: number }];
  expect(status).toBe(422);
  expect(state.values).toEqual(sent);
  expect(state.errors).toEqual({ email: expect.stringContaining('Usa un email corporativo'), company: 'Ingresa el nombre de tu empresa' });
  // A fresh token, so the corrected form can be sent.
  expect(readFormToken(SECRET, state.token)).not.toBeNull();
});

it('drops, silently, a form sent faster than a person fills it in or with the honeypot filled', async () => {
  expect((await post(fields, { ageMs: 500 })).status).toBe(303);
  expect((await post({ ...fields, website: 'https://spam.example' })).status).toBe(303);
  expect(accepted).toEqual([]);
});

it('sends back, filled in, a form whose token it did not sign or that was open for days', async () => {
  for (const token of [createFormToken('otro-secreto'), createFormToken(SECRET, Date.now() - 2 * 24 * 60 * 60 * 1000), 'basura']) {
    rendered = [];
    const response = await post(fields, { token });
    expect(response.status).toBe(422);
    expect(rendered[0]?.state.values).toEqual(fields);
    expect(rendered[0]?.state.failure).toContain('lo que escribiste sigue aquí');
  }
  expect(accepted).toEqual([]);
});

it('refuses a form posted from another site (the same Origin check as the JSON endpoint)', async () => {
  const response = await post(fields, { origin: 'https://evil.example' });
  expect(response.status).toBe(403);
  expect(accepted).toEqual([]);
});

it('keeps what was typed when the lead cannot be made durable (503)', async () => {
  failNext();
  const response = await post(fields);
  expect(response.status).toBe(503);
  expect(rendered[0]?.state.values).toEqual(fields);
});

it('takes the longest message the rules allow, accented, as the browser encodes it', async () => {
  const message = 'ñ'.repeat(5_000);
  const response = await post({ ...fields, message });
  expect(response.status).toBe(303);
  expect(accepted[0]?.message).toBe(message);
});
