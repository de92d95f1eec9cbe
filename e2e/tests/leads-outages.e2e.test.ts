// e2e-serial: takes the site's CMS down.
import type { ParsedMail } from 'mailparser';
import { DESKTOP, openPage, browserPerFile } from '../support/browser';
import { fillAndSend, leadsWithMessage, uniqueMessage, until } from '../support/leads';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { e2ePorts, startApp, startCms, stopApp, stopCms } from '../support/servers';

// Leads while Strapi is down, from the site's form and from a shell with its own outbox and a
// mail server (its notifications and refusals come along: one of its tests takes the CMS down).
// The rest of the leads: leads.e2e.test.ts.

const browser = browserPerFile();

describe('a lead sent from /contacto', () => {
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
});

describe('the contact endpoint of a shell with a mail server', () => {
  const leadShellPort = e2ePorts.leadsShell;
  const leadShell = `http://localhost:${leadShellPort}`;
  let mailCatcher: MailCatcher;

  const startLeadShell = () =>
    startApp('shell', {
      port: leadShellPort,
      key: 'shell-leads',
      env: {
        SMTP_URL: mailCatcher.url,
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
    mailCatcher = await startMailCatcher();
    await startLeadShell();
  });
  afterAll(async () => {
    await stopApp('shell', { port: leadShellPort, key: 'shell-leads' });
    await mailCatcher.close();
  });

  it('notifies the staff: plain text and HTML with every value escaped, Reply-To the visitor', async () => {
    const message = uniqueMessage('Aviso al equipo <b>urgente</b>');
    expect((await post(lead(message))).status).toBe(201);
    const mail = (await until(async () => mailCatcher.mails.find((m) => m.text?.includes(message)), Boolean)) as ParsedMail;
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
