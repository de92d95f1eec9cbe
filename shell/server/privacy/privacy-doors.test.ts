import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { validContactMessage } from '../../../jest/contact-rule-cases';
import { emptyPrivacyRequest, privacyRequestMessages } from '@site/shared/privacy';
import { contactDoorsApp, TEST_FORM_SECRET, type ContactDoorsApp } from '../test-support/contact-doors-app';
import { createFormToken, readFormToken } from '../leads/form-token';

const OWN_ORIGIN = 'http://localhost:80';
const request = { name: 'Ana Pérez', email: 'ana@gmail.com', right: 'Supresión', details: 'Borren mis datos, por favor.' };

let doors: ContactDoorsApp;
let app: FastifyInstance;
async function start(options: Parameters<typeof contactDoorsApp>[0] = {}) {
  await app?.close();
  doors = await contactDoorsApp(options);
  ({ app } = doors);
}
beforeEach(() => start());
afterEach(() => app.close());

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/privacidad/solicitud',
    headers: { 'content-type': 'application/json', origin: OWN_ORIGIN, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const postForm = (body: Record<string, string>, { ageMs = 10_000, token, origin = OWN_ORIGIN }: { ageMs?: number; token?: string; origin?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/privacidad/solicitud',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ website: '', formToken: token ?? createFormToken(TEST_FORM_SECRET, Date.now() - ageMs), ...body }).toString(),
  });
const confirm = (token: string, origin = OWN_ORIGIN) =>
  app.inject({
    method: 'POST',
    url: '/privacidad/confirmar',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ token }).toString(),
  });

/** The token of the confirmation link in a mail. */
function tokenIn(text: string): string {
  const link = /https:\/\/www\.example\.com\/privacidad\/confirmar\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!link?.[1]) throw new Error('el correo no trae el enlace');
  return link[1];
}
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

describe('POST /api/privacidad/solicitud (the hydrated form)', () => {
  it('stores the request «Por confirmar» with only the token’s SHA-256 and a 48 h expiry, and e-mails the link to the address typed', async () => {
    const formToken = createFormToken(TEST_FORM_SECRET, Date.now() - 10_000);
    const before = Date.now();
    const response = await postJson({ ...request, name: ' Ana Pérez ', website: '', elapsedMs: 9_000, formToken });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');

    const records = [...doors.privacy.records.values()];
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({ ...request, requestId: readFormToken(TEST_FORM_SECRET, formToken)?.key, status: 'Por confirmar' });
    const lifetime = Date.parse(record!.tokenExpiresAt) - Date.parse(record!.receivedAt);
    expect(lifetime).toBe(48 * 60 * 60 * 1000);
    expect(Date.parse(record!.receivedAt)).toBeGreaterThanOrEqual(before);

    expect(doors.privacy.mails).toHaveLength(1);
    const [mail] = doors.privacy.mails;
    expect(mail).toMatchObject({ to: 'ana@gmail.com', from: 'Sitio web <no-responder@example.com>', subject: expect.stringContaining('Confirma tu solicitud') });
    const token = tokenIn(mail!.text);
    expect(token).toHaveLength(43);
    expect(record!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(record)).not.toContain(token);
    expect(mail!.text).toContain('supresión');
    expect(mail!.text).toContain('48 horas');
    expect(mail!.text).toContain('30 días corridos');
    expect(mail!.html).toContain(`href="https://www.example.com/privacidad/confirmar?token=${token}"`);
  });

  it('answers each wrong field with its Spanish message (422), storing and sending nothing', async () => {
    const response = await postJson({ name: '', email: 'ana@', right: 'Olvido', details: 'x'.repeat(2001), elapsedMs: 9_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Revisa los campos marcados.',
      errors: {
        name: privacyRequestMessages.name,
        email: privacyRequestMessages.emailInvalid,
        right: privacyRequestMessages.right,
        details: privacyRequestMessages.detailsTooLong,
      },
    });
    expect((await postJson('')).json()).toMatchObject({ errors: { name: privacyRequestMessages.name } });
    expect((await postJson({ ...request, page: '/x' })).json()).toEqual({ message: 'Revisa los campos marcados.', errors: { page: 'Campo no permitido' } });
    expect((await postJson([request])).json()).toEqual({ message: 'El formulario llegó vacío o incompleto.' });
    // Refused by the route's schema: none reached the handler.
    expect(doors.handled).toEqual([]);
    expect(doors.privacy.records.size).toBe(0);
    expect(doors.privacy.mails).toEqual([]);
  });

  it('stores one request and sends one link when the same form is sent twice', async () => {
    const formToken = createFormToken(TEST_FORM_SECRET, Date.now() - 10_000);
    expect((await postJson({ ...request, elapsedMs: 9_000, formToken })).statusCode).toBe(201);
    // Sent again, even with another address: the first request stands and no link goes to the second.
    expect((await postJson({ ...request, email: 'otra@example.com', elapsedMs: 9_000, formToken })).statusCode).toBe(201);
    expect(doors.privacy.records.size).toBe(1);
    expect(doors.privacy.mails.map((mail) => mail.to)).toEqual(['ana@gmail.com']);
  });

  it('answers 503 with a new form token while the CMS is down, sending no link', async () => {
    doors.privacy.cmsDown = true;
    const response = await postJson({ ...request, elapsedMs: 9_000 });
    expect(response.statusCode).toBe(503);
    const body = response.json() as { message: string; formToken: string };
    expect(body.message).toBe('No pudimos recibir tu solicitud en este momento. Inténtalo de nuevo en unos minutos: lo que escribiste sigue aquí.');
    expect(readFormToken(TEST_FORM_SECRET, body.formToken)).not.toBeNull();
    expect(doors.privacy.mails).toEqual([]);
  });

  it('says so when the link could not be e-mailed (503), and a new form token makes the next try a new request', async () => {
    doors.privacy.mailDown = true;
    const failed = await postJson({ ...request, elapsedMs: 9_000, formToken: createFormToken(TEST_FORM_SECRET, Date.now() - 10_000) });
    expect(failed.statusCode).toBe(503);
    const { message, formToken } = failed.json() as { message: string; formToken: string };
    expect(message).toContain('No pudimos enviarte el correo de confirmación');
    doors.privacy.mailDown = false;
    expect((await postJson({ ...request, elapsedMs: 9_000, formToken })).statusCode).toBe(201);
    expect(doors.privacy.records.size).toBe(2);
    expect(doors.privacy.mails).toHaveLength(1);
  });

  it('without a mail server, stores nothing and tells the person to write to the privacy address', async () => {
    await start({ mailServer: false });
    const response = await postJson({ ...request, elapsedMs: 9_000 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'En este momento no podemos enviar el correo de confirmación. Escríbenos a privacidad@example.com con tu solicitud y la responderemos desde allí.',
    });
    expect(doors.privacy.records.size).toBe(0);
  });

  it('drops, answering as sent, a form with the honeypot filled or sent faster than a person fills it in', async () => {
    expect((await postJson({ ...request, website: 'http://spam', elapsedMs: 9_000 })).statusCode).toBe(201);
    expect((await postJson({ ...request, elapsedMs: 500 })).statusCode).toBe(201);
    expect(doors.privacy.records.size).toBe(0);
    expect(doors.privacy.mails).toEqual([]);
  });

  it('refuses another site (403), another format (415) and a broken body (400), in Spanish', async () => {
    expect((await postJson({ ...request, elapsedMs: 9_000 }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const wrongType = await postJson('name=Ana', { 'content-type': 'text/plain' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: 'El formulario debe enviarse como JSON.' });
    expect((await postJson('{"name":')).statusCode).toBe(400);
    expect((await postJson([])).statusCode).toBe(400);
    expect(doors.privacy.records.size).toBe(0);
  });

  it('shares one allowance per visitor with the contact form', async () => {
    await start({ leads: { rateLimit: 2 } });
    const contact = { ...validContactMessage, website: '', elapsedMs: 12_000, page: '/contacto' };
    const contactResponse = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json', origin: OWN_ORIGIN }, payload: JSON.stringify(contact) });
    expect(contactResponse.statusCode).toBe(201);
    expect((await postJson({ ...request, elapsedMs: 9_000 })).statusCode).toBe(201);
    const refused = await postJson({ ...request, elapsedMs: 9_000 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: 'Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en un minuto.' });
    const native = await postForm(request);
    expect(native.statusCode).toBe(429);
    expect(doors.privacyRendered.at(-1)?.state).toMatchObject({ values: request });
  });
});

describe('POST /privacidad/solicitud (the form without JavaScript)', () => {
  it('stores and e-mails a valid request, and sends the person to /privacidad/solicitud/enviada (303)', async () => {
    const token = createFormToken(TEST_FORM_SECRET, Date.now() - 10_000);
    const response = await postForm(request, { token });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/privacidad/solicitud/enviada');
    expect([...doors.privacy.records.keys()]).toEqual([readFormToken(TEST_FORM_SECRET, token)?.key]);
    expect(doors.privacy.mails).toHaveLength(1);
    expect(doors.privacyRendered).toEqual([]);
  });

  it('sends the form back (422) with what was typed and the Spanish message beside each field', async () => {
    const typed = { name: 'Ana Pérez', email: 'ana@', right: '', details: 'Mis datos' };
    const response = await postForm(typed);
    expect(response.statusCode).toBe(422);
    expect(doors.privacyRendered).toEqual([
      {
        key: 'formulario:privacidad',
        pagePath: '/privacidad/solicitud',
        status: 422,
        state: {
          token: expect.any(String),
          values: typed,
          errors: { email: privacyRequestMessages.emailInvalid, right: privacyRequestMessages.right },
          failure: 'Revisa los campos marcados.',
        },
      },
    ]);
    // Refused by the route's schema, before the handler.
    expect(doors.handled).toEqual([]);
    expect(doors.privacy.records.size).toBe(0);
  });

  it('sends back, filled in, a form open for days or whose token it did not sign', async () => {
    expect((await postForm(request, { ageMs: 25 * 60 * 60 * 1000 })).statusCode).toBe(422);
    expect((await postForm(request, { token: 'inventado' })).statusCode).toBe(422);
    for (const { state } of doors.privacyRendered) expect(state).toMatchObject({ values: request, failure: expect.stringContaining('abierto demasiado tiempo') });
    expect(doors.privacy.records.size).toBe(0);
  });

  it('keeps what was typed when the CMS is down (503)', async () => {
    doors.privacy.cmsDown = true;
    expect((await postForm(request)).statusCode).toBe(503);
    expect(doors.privacyRendered[0]).toMatchObject({ status: 503, state: { values: request, failure: expect.stringContaining('No pudimos recibir tu solicitud') } });
  });

  it('refuses another site with an empty form, and a form sent in an instant is dropped as sent', async () => {
    expect((await postForm(request, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await postForm(request, { ageMs: 100 })).statusCode).toBe(303);
    expect(doors.privacy.records.size).toBe(0);
    expect(doors.privacyRendered[0]?.state).toMatchObject({ failure: 'Envía el formulario desde el sitio.' });
    expect(emptyPrivacyRequest).toEqual({ name: '', email: '', right: '', details: '' });
  });
});

describe('POST /privacidad/confirmar (the e-mailed link’s button)', () => {
  async function requestAndLink(): Promise<string> {
    expect((await postForm(request)).statusCode).toBe(303);
    return tokenIn(doors.privacy.mails.at(-1)!.text);
  }

  it('confirms the request once (303 to ?estado=confirmada); the same link again is invalid', async () => {
    const token = await requestAndLink();
    const first = await confirm(token);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/privacidad/confirmar?estado=confirmada');
    expect(first.headers['cache-control']).toBe('no-store');
    expect([...doors.privacy.records.values()][0]?.status).toBe('Confirmada');
    const again = await confirm(token);
    expect(again.headers.location).toBe('/privacidad/confirmar?estado=invalido');
  });

  it('answers an unknown, malformed or expired token as invalid, confirming nothing', async () => {
    const token = await requestAndLink();
    expect((await confirm(crypto.randomBytes(32).toString('base64url'))).headers.location).toBe('/privacidad/confirmar?estado=invalido');
    expect((await confirm('corto')).headers.location).toBe('/privacidad/confirmar?estado=invalido');
    const [record] = doors.privacy.records.values();
    record!.tokenExpiresAt = new Date(Date.now() - 1_000).toISOString();
    expect((await confirm(token)).headers.location).toBe('/privacidad/confirmar?estado=invalido');
    expect(record!.status).toBe('Por confirmar');
  });

  it('offers the button again (503) while the CMS is down, and confirms once it is back', async () => {
    const token = await requestAndLink();
    doors.privacy.cmsDown = true;
    const failed = await confirm(token);
    expect(failed.statusCode).toBe(503);
    expect(doors.privacyRendered).toEqual([
      {
        key: 'formulario:confirmar',
        pagePath: '/privacidad/confirmar',
        status: 503,
        state: { token, failure: 'No pudimos confirmar tu solicitud en este momento. Inténtalo de nuevo en unos minutos con el mismo botón.' },
      },
    ]);
    doors.privacy.cmsDown = false;
    expect((await confirm(token)).headers.location).toBe('/privacidad/confirmar?estado=confirmada');
  });

  it('refuses a confirmation posted from another site', async () => {
    const token = await requestAndLink();
    expect((await confirm(token, 'https://evil.example')).statusCode).toBe(403);
    expect([...doors.privacy.records.values()][0]?.status).toBe('Por confirmar');
  });
});
