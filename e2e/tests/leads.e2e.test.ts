import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, browserPerFile } from '../support/browser';
import { CMS_ORIGIN, e2ePorts, SITE, startApp, startCms, stopApp, stopCms, testReadLeadsToken } from '../support/servers';

// The contact form's leads end to end: the form in Chromium, the shell's server
// (POST /api/contact, outbox, notification) and the real Strapi, read back with
// the test-only token that may list leads.

const browser = browserPerFile();

interface StoredLead {
  leadId: string;
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
  page: string | null;
  receivedAt: string;
}

/** The leads whose message is exactly this one, straight from Strapi. */
async function leadsWithMessage(message: string): Promise<StoredLead[]> {
  const url = new URL('/api/leads', CMS_ORIGIN);
  url.searchParams.set('filters[message][$eq]', message);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${testReadLeadsToken()}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredLead[] }).data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

/** A message no other test sends, so its lead can be found. */
const uniqueMessage = (what: string) => `${what}: queremos una propuesta (${Date.now()}-${Math.random().toString(36).slice(2, 8)}).`;

async function fillAndSend(page: Page, message: string): Promise<void> {
  const form = page.locator('#contact-form');
  await form.getByLabel('Nombre', { exact: false }).fill('Ana Pérez');
  await form.getByLabel('Email corporativo', { exact: false }).fill('ana.perez@retailsur.cl');
  await form.getByLabel('Empresa', { exact: false }).fill('Retail Sur');
  await form.getByLabel('Servicio de interés', { exact: false }).selectOption('Medición de Audiencia');
  await form.getByLabel('Mensaje', { exact: false }).fill(message);
  // A person takes a few seconds; the server drops forms sent faster than that (3 s).
  await page.waitForTimeout(3_200);
  await page.getByRole('button', { name: /Enviar/ }).click();
}

describe('a lead sent from /contacto', () => {
  it('is stored once in the CMS, with its page and time, and the visitor sees the confirmation', async () => {
    const message = uniqueMessage('Medición en 40 pantallas');
    const { page, errors, close } = await openPage(browser(), '/contacto', DESKTOP);
    await fillAndSend(page, message);
    await page.waitForURL('**/contacto/exito');
    const stored = await leadsWithMessage(message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana.perez@retailsur.cl',
      company: 'Retail Sur',
      service: 'Medición de Audiencia',
      page: '/contacto',
    });
    expect(Date.now() - Date.parse(stored[0]?.receivedAt ?? '')).toBeLessThan(120_000);
    expect(errors).toEqual([]);
    // Leads are never readable through the site's public /api.
    expect((await fetch(`${SITE}/api/leads`)).status).toBe(404);
    await close();
  });

  it('says it was received while Strapi is down, and arrives exactly once when Strapi is back', async () => {
    const message = uniqueMessage('Sin CMS');
    await stopCms();
    try {
      const { page, close } = await openPage(browser(), '/contacto', DESKTOP);
      await fillAndSend(page, message);
      await page.waitForURL('**/contacto/exito');
      await close();
    } finally {
      await startCms();
    }
    const stored = await until(() => leadsWithMessage(message), (found) => found.length > 0);
    expect(stored).toHaveLength(1);
    // A second look later: the outbox's retries never make a duplicate.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await leadsWithMessage(message)).toHaveLength(1);
  }, 180_000);

  it('shows the server’s refusal beside the field and keeps what was typed', async () => {
    const { page, close } = await openPage(browser(), '/contacto', DESKTOP);
    // What the browser's rules let through but the server refuses: too long for the CMS.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Revisa los campos marcados.', errors: { company: 'Usa como máximo 200 caracteres' } }),
      }),
    );
    await fillAndSend(page, 'Un mensaje que el servidor no acepta.');
    const form = page.locator('#contact-form');
    await form.getByText('Usa como máximo 200 caracteres').waitFor();
    expect(await form.getByRole('alert').textContent()).toContain('Revisa los campos marcados.');
    expect(await form.getByLabel('Mensaje', { exact: false }).inputValue()).toBe('Un mensaje que el servidor no acepta.');
    expect(page.url()).toMatch(/\/contacto$/);
    await close();
  });
});

describe('the contact endpoint of a shell with a mail server', () => {
  const leadShellPort = e2ePorts.leadsShell;
  const leadShell = `http://localhost:${leadShellPort}`;
  const mails: ParsedMail[] = [];
  let smtp: SMTPServer;
  let smtpPort = 0;

  const startLeadShell = () =>
    startApp('shell', {
      port: leadShellPort,
      key: 'shell-leads',
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: 'ventas@example.com',
        LEADS_RETRY_MS: '300',
        CONTACT_RATE_LIMIT: '12',
      },
    });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${leadShell}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: leadShell, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const lead = (message: string) => ({
    name: 'Carla Soto',
    email: 'carla.soto@clinicasur.cl',
    company: 'Clínica <Sur> & Cía',
    service: 'Asistente IA',
    message,
    website: '',
    elapsedMs: 8_000,
    page: '/contacto',
  });

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    await startLeadShell();
  });
  afterAll(async () => {
    await stopApp('shell', { port: leadShellPort, key: 'shell-leads' });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('notifies the staff: plain text and HTML with every value escaped, Reply-To the visitor', async () => {
    const message = uniqueMessage('Aviso al equipo <b>urgente</b>');
    expect((await post(lead(message))).status).toBe(201);
    const mail = (await until(async () => mails.find((m) => m.text?.includes(message)), Boolean)) as ParsedMail;
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('Nuevo contacto: Asistente IA · Clínica <Sur> & Cía');
    expect(mail.replyTo?.text).toBe('carla.soto@clinicasur.cl');
    expect(typeof mail.html === 'string' ? mail.html : '').toContain('Clínica &lt;Sur&gt; &amp; Cía');
    expect(typeof mail.html === 'string' ? mail.html : '').not.toContain('<b>urgente</b>');
    expect(await leadsWithMessage(message)).toHaveLength(1);
  });

  it('delivers a lead left in its outbox after the server restarts', async () => {
    const message = uniqueMessage('Reinicio del servidor');
    await stopCms();
    try {
      expect((await post(lead(message))).status).toBe(201);
      await stopApp('shell', { port: leadShellPort, key: 'shell-leads' });
    } finally {
      await startCms();
    }
    await startLeadShell();
    const stored = await until(() => leadsWithMessage(message), (found) => found.length > 0);
    expect(stored).toHaveLength(1);
  }, 180_000);

  it('drops robots silently: a filled honeypot, or a form sent in an instant', async () => {
    const trap = uniqueMessage('Robot');
    expect((await post({ ...lead(trap), website: 'https://oferta.example' })).status).toBe(201);
    expect((await post({ ...lead(trap), elapsedMs: 400 })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await leadsWithMessage(trap)).toEqual([]);
  });

  it.each([
    ['another site', () => post(lead('x'), { Origin: 'https://otro.example' }), 403],
    ['not JSON', () => post('name=Ana', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415],
    ['over 16 KB', () => post(lead('x'.repeat(20_000))), 413],
    ['invalid fields', () => post({ ...lead('Hola'), email: 'carla@gmail.com', extra: 1 }), 422],
  ])('refuses %s', async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it('limits how many one address sends, with Retry-After and a Spanish message', async () => {
    let response = await post(lead(uniqueMessage('Límite')));
    for (let i = 0; i < 20 && response.status !== 429; i += 1) response = await post(lead(uniqueMessage('Límite')));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toContain('Inténtalo de nuevo');
  });
});

describe('a lead sent without JavaScript (before the scripts run, or when they never do)', () => {
  it('is posted by the browser itself, stored once in the CMS, and the visitor sees the confirmation', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false, locale: 'es-CL' });
    const page = await context.newPage();
    await page.goto(`${SITE}/contacto`, { waitUntil: 'load' });
    const message = uniqueMessage('Sin JavaScript');
    await fillAndSend(page, message);
    await page.waitForURL(`${SITE}/contacto/exito**`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    const leads = await until(() => leadsWithMessage(message), (found) => found.length > 0);
    expect(leads).toEqual([expect.objectContaining({ name: 'Ana Pérez', company: 'Retail Sur', service: 'Medición de Audiencia', page: '/contacto' })]);
    // The browser's "send again" (the same form, its same token) stores nothing new.
    await page.goBack();
    await page.getByRole('button', { name: /Enviar/ }).click();
    await page.waitForURL(`${SITE}/contacto/exito**`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await leadsWithMessage(message)).toHaveLength(1);
    await context.close();
  }, 90_000);

  it('comes back with every value kept and the Spanish message beside each field it refuses', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false, locale: 'es-CL' });
    const page = await context.newPage();
    await page.goto(`${SITE}/contacto`, { waitUntil: 'load' });
    const form = page.locator('#contact-form');
    await form.getByLabel('Nombre', { exact: false }).fill('Ana Pérez');
    await form.getByLabel('Email corporativo', { exact: false }).fill('ana@gmail.com');
    await form.getByLabel('Mensaje', { exact: false }).fill('Queremos pantallas en tres tiendas.');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: /Enviar/ }).click();
    expect((await answer).status()).toBe(422);
    await page.waitForLoadState('load');
    expect(await form.getByLabel('Nombre', { exact: false }).inputValue()).toBe('Ana Pérez');
    expect(await form.getByLabel('Email corporativo', { exact: false }).inputValue()).toBe('ana@gmail.com');
    expect(await form.getByLabel('Mensaje', { exact: false }).inputValue()).toBe('Queremos pantallas en tres tiendas.');
    const text = await form.textContent();
    expect(text).toContain('Usa un email corporativo');
    expect(text).toContain('Ingresa el nombre de tu empresa');
    expect(text).toContain('Selecciona un servicio');
    expect(await form.getByLabel('Empresa', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  }, 60_000);
});
