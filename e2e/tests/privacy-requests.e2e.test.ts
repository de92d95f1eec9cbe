import type { Page } from 'playwright-core';
import { DESKTOP, openPage, browserPerFile } from '../support/browser';
import { fillAndSend, leadsWithMessage, uniqueMessage, until } from '../support/leads';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { CMS_ORIGIN, cmsToken, e2ePorts, SITE, startApp, stopApp, testReadLeadsToken } from '../support/servers';

// Issue 40 end to end, against the real Strapi: the consent each lead records (with scripts and
// without), and rights requests confirmed from the link a real mail server received, or not.

const browser = browserPerFile();

/** The policy's version as the CMS publishes it: what the form shows and the lead records. */
async function publishedPolicyVersion(): Promise<string> {
  const response = await fetch(new URL('/api/privacy-policy', CMS_ORIGIN), { headers: { Authorization: `Bearer ${cmsToken()}` } });
  expect(response.status).toBe(200);
  const version = ((await response.json()) as { data: { version: string } }).data.version;
  expect(version).toMatch(/^[0-9A-Za-z.-]{1,20}$/);
  return version;
}

describe('the consent recorded with a lead', () => {
  let version: string;
  beforeAll(async () => {
    version = await publishedPolicyVersion();
  });

  it('records the box ticked, the policy version shown and when, from the hydrated form', async () => {
    const { page, close } = await openPage(browser(), '/contacto', DESKTOP);
    const form = page.locator('#contact-form');
    expect(await form.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/privacidad');
    const box = form.getByRole('checkbox', { name: /novedades/ });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    const message = uniqueMessage('Con consentimiento');
    const sentAt = Date.now();
    await fillAndSend(page, message);
    await page.waitForURL('**/contacto/exito');
    await close();
    const [stored] = await until(() => leadsWithMessage(message), (found) => found.length > 0);
    expect(stored).toMatchObject({ marketingConsent: true, policyVersion: version });
    expect(Date.parse(stored!.consentAt)).toBeGreaterThanOrEqual(sentAt - 60_000);
    expect(stored!.consentAt).toBe(stored!.receivedAt);
  }, 90_000);

  it.each([
    ['unticked', false],
    ['ticked', true],
  ])('records the box %s from the form posted without JavaScript, with the hidden policy version', async (_case, tick) => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false, locale: 'es-CL' });
    const page = await context.newPage();
    await page.goto(`${SITE}/contacto`, { waitUntil: 'load' });
    expect(await page.locator('#contact-form input[name="policyVersion"]').inputValue()).toBe(version);
    if (tick) await page.getByRole('checkbox', { name: /novedades/ }).check();
    const message = uniqueMessage(`Sin JavaScript, casilla ${tick ? 'marcada' : 'sin marcar'}`);
    await fillAndSend(page, message);
    await page.waitForURL(`${SITE}/contacto/exito**`);
    await context.close();
    const [stored] = await until(() => leadsWithMessage(message), (found) => found.length > 0);
    expect(stored).toMatchObject({ marketingConsent: tick, policyVersion: version });
    expect(stored!.consentAt).toBeTruthy();
  }, 90_000);
});

describe('a rights request', () => {
  const port = e2ePorts.privacyShell;
  const shell = `http://localhost:${port}`;
  let mailCatcher: MailCatcher;

  interface StoredRequest {
    requestId: string;
    email: string;
    right: string;
    status: string;
    confirmedAt: string | null;
    dueAt: string | null;
  }

  /** The requests of this address, straight from Strapi with the test-only token. */
  async function requestsOf(email: string): Promise<Array<StoredRequest & Record<string, unknown>>> {
    const url = new URL('/api/privacy-requests', CMS_ORIGIN);
    url.searchParams.set('filters[email][$eq]', email);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${testReadLeadsToken()}` } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Array<StoredRequest & Record<string, unknown>> }).data;
  }

  /** The confirmation link e-mailed to this address. */
  async function linkMailedTo(email: string): Promise<string> {
    const mail = await until(async () => mailCatcher.mails.find((candidate) => candidate.to && !Array.isArray(candidate.to) && candidate.to.text === email), Boolean);
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/^Confirma tu solicitud de privacidad/);
    const link = /https?:\/\/\S+\/privacidad\/confirmar\?token=[A-Za-z0-9_-]{43}/.exec(mail!.text ?? '')?.[0];
    expect(link?.startsWith(`${shell}/privacidad/confirmar?token=`)).toBe(true);
    return link!;
  }

  const uniqueAddress = (what: string) => `${what}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@correo.example`;

  async function fillRequest(page: Page, email: string, right: string) {
    const form = page.locator('#privacy-request-form');
    await form.getByLabel('Nombre', { exact: false }).fill('Rodrigo Peñailillo');
    await form.getByLabel('Email', { exact: false }).fill(email);
    await form.getByLabel('Derecho que quieres ejercer', { exact: false }).selectOption(right);
    await form.getByLabel('Detalles (opcional)', { exact: false }).fill('Quiero saber qué datos tienen de mí.');
    // A person takes a few seconds; the server drops forms sent faster than that.
    await page.waitForTimeout(3_200);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  }

  /** Opens the e-mailed link and presses its one button; the outcome page's heading. */
  async function confirmFrom(page: Page, link: string): Promise<string> {
    await page.goto(link, { waitUntil: 'load' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Confirma tu solicitud');
    await page.getByRole('button', { name: 'Confirmar solicitud' }).click();
    await page.waitForURL(/\/privacidad\/confirmar\?estado=(confirmada|invalido)$/);
    return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  }

  beforeAll(async () => {
    mailCatcher = await startMailCatcher();
    await startApp('shell', { port, key: 'shell-privacy', env: { SMTP_URL: mailCatcher.url, SITE_URL: shell } });
  });
  afterAll(async () => {
    await stopApp('shell', { port, key: 'shell-privacy' });
    await mailCatcher.close();
  });

  it('is confirmed from the e-mailed link, once: the CMS has it «Confirmada» with its due date; the link again is invalid', async () => {
    const email = uniqueAddress('confirma');
    const { page, close } = await openPage(browser(), `${shell}/privacidad/solicitud`, DESKTOP);
    await fillRequest(page, email, 'Acceso');
    await page.waitForURL(`${shell}/privacidad/solicitud/enviada`);
    // The router changes the address first, then draws the page once its module is in.
    await page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }).waitFor();

    const [waiting] = await until(() => requestsOf(email), (found) => found.length > 0);
    expect(waiting).toMatchObject({ email, right: 'Acceso', status: 'Por confirmar', confirmedAt: null });
    // The token's hash and expiry never leave the CMS, not even for the test's token.
    expect(waiting).not.toHaveProperty('tokenHash');
    expect(waiting).not.toHaveProperty('tokenExpiresAt');

    const link = await linkMailedTo(email);
    // Opening the link confirms nothing (a mail scanner's GET): only the button does.
    await page.goto(link, { waitUntil: 'load' });
    expect((await requestsOf(email))[0]?.status).toBe('Por confirmar');

    expect(await confirmFrom(page, link)).toBe('Solicitud confirmada');
    const [confirmed] = await requestsOf(email);
    expect(confirmed).toMatchObject({ status: 'Confirmada', confirmedAt: expect.any(String), dueAt: expect.any(String) });
    expect(Date.parse(confirmed!.dueAt!)).toBeGreaterThan(Date.parse(confirmed!.confirmedAt!));

    // Single use.
    expect(await confirmFrom(page, link)).toBe('Enlace no válido');
    await close();
  }, 120_000);

  it('sent without JavaScript stays «Por confirmar» while nobody confirms it; an unknown token shows the invalid page', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false, locale: 'es-CL' });
    const page = await context.newPage();
    await page.goto(`${shell}/privacidad/solicitud`, { waitUntil: 'load' });

    // A wrong address first: the page comes back with what was typed and the Spanish message.
    await fillRequest(page, 'rodrigo@correo', 'Supresión');
    await page.waitForLoadState('load');
    const form = page.locator('#privacy-request-form');
    expect(await form.getByText('Ingresa un email válido, por ejemplo nombre@dominio.cl').count()).toBe(1);
    expect(await form.getByLabel('Nombre', { exact: false }).inputValue()).toBe('Rodrigo Peñailillo');
    expect(await form.getByLabel('Detalles (opcional)', { exact: false }).inputValue()).toBe('Quiero saber qué datos tienen de mí.');

    const email = uniqueAddress('sin-confirmar');
    await form.getByLabel('Email', { exact: false }).fill(email);
    await page.waitForTimeout(3_200);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.waitForURL(`${shell}/privacidad/solicitud/enviada`);
    await linkMailedTo(email);
    const [stored] = await until(() => requestsOf(email), (found) => found.length > 0);
    expect(stored).toMatchObject({ right: 'Supresión', status: 'Por confirmar', confirmedAt: null, dueAt: null });

    // A token nobody was sent (the button works without scripts: a plain POST form).
    const unknown = `${shell}/privacidad/confirmar?token=${'A'.repeat(43)}`;
    expect(await confirmFrom(page, unknown)).toBe('Enlace no válido');
    expect((await requestsOf(email))[0]?.status).toBe('Por confirmar');
    await context.close();
  }, 120_000);
});
