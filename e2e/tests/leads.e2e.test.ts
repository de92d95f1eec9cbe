import { DESKTOP, openPage, browserPerFile } from '../support/browser';
import { fillAndSend, leadsWithMessage, uniqueMessage, until } from '../support/leads';
import { SITE } from '../support/servers';

// The contact form's leads end to end: the form in Chromium, the shell's server
// (POST /api/contact, outbox) and the real Strapi, read back with the test-only
// token that may list leads. With Strapi down, and a shell's mail notifications and
// refusals: leads-outages.e2e.test.ts.

const browser = browserPerFile();

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
