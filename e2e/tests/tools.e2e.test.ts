import type { Page } from 'playwright-core';
import { contactServices } from '@site/shared/contact';
import { DESKTOP, openPage, PHONE, browserPerFile, waitForPage } from '../support/browser';
import { ports, SITE } from '../support/servers';
import { expectChangeAfter } from '../support/timed-page';

const browser = browserPerFile();

function field(page: Page, label: string) {
  return page.locator('#contact-form').getByLabel(label, { exact: false });
}

describe('/contacto', () => {
  it('shows the form with five required fields, the seven services and the side cards', async () => {
    const { page, errors, close } = await openPage(browser(), '/contacto');
    expect(await page.getByRole('heading', { level: 1, name: 'Contáctanos' }).isVisible()).toBe(true);
    const form = page.locator('#contact-form');
    expect(await form.getByText('Campos obligatorios').isVisible()).toBe(true);
    for (const label of ['Nombre', 'Email corporativo', 'Empresa', 'Servicio de interés', 'Mensaje']) {
      expect(await field(page, label).getAttribute('required')).not.toBeNull();
    }
    expect(await form.getByText('Por favor, utiliza tu email corporativo').isVisible()).toBe(true);
    const options = await field(page, 'Servicio de interés').locator('option:not([disabled])').allTextContents();
    // The list itself is pinned to the specification in shared/src/contact/contact-rules.test.ts.
    expect(options).toEqual(contactServices);
    expect(await field(page, 'Mensaje').getAttribute('rows')).toBe('4');
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'contacto@example.com' }).getAttribute('href')).toBe('mailto:contacto@example.com');
    expect(await main.getByText('Santiago, Chile').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('says what is wrong with each field and keeps everything typed', async () => {
    const { page, close } = await openPage(browser(), '/contacto');
    await field(page, 'Nombre').fill('Ana Pérez');
    await field(page, 'Email corporativo').fill('ana.perez@gmail.com');
    await field(page, 'Mensaje').fill('Queremos pantallas para 12 sucursales.');
    await page.getByRole('button', { name: /Enviar/ }).click();

    const form = page.locator('#contact-form');
    await form.getByText('Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com').waitFor();
    expect(await form.getByText('Ingresa el nombre de tu empresa').isVisible()).toBe(true);
    expect(await form.getByText('Selecciona un servicio').isVisible()).toBe(true);
    expect(await field(page, 'Nombre').inputValue()).toBe('Ana Pérez');
    expect(await field(page, 'Email corporativo').inputValue()).toBe('ana.perez@gmail.com');
    expect(await field(page, 'Mensaje').inputValue()).toBe('Queremos pantallas para 12 sucursales.');
    expect(page.url()).toMatch(/\/contacto$/);

    await field(page, 'Email corporativo').fill('ana.perez@empresa');
    await form.getByText('Ingresa un email válido, por ejemplo nombre@empresa.cl').waitFor();
    await close();
  });

  it('clears the form and goes to the confirmation on a valid submit', async () => {
    const { page, errors, close } = await openPage(browser(), '/contacto');
    await field(page, 'Nombre').fill('Ana Pérez');
    await field(page, 'Email corporativo').fill('ana.perez@retailsur.cl');
    await field(page, 'Empresa').fill('Retail Sur');
    await field(page, 'Servicio de interés').selectOption('Medición de Audiencia');
    await field(page, 'Mensaje').fill('Queremos medir la audiencia de 40 pantallas.');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await page.waitForURL('**/contacto/exito');
    await page.getByRole('heading', { name: '¡Mensaje Enviado!' }).waitFor();
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(page.url().replace(/\/$/, '/contacto'));
    await waitForPage(page);
    expect(await field(page, 'Nombre').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('scrolls smoothly to the form, clear of the 72 px bar, when the address ends in #contact-form', async () => {
    const { page, close } = await openPage(browser(), '/contacto#contact-form', PHONE);
    await page.waitForFunction(() => {
      const form = document.getElementById('contact-form');
      return form !== null && Math.abs(form.getBoundingClientRect().top - 88) < 40 && window.scrollY > 100;
    });
    await close();
  });
});

describe('/sobre-nosotros/firmas', () => {
  it('previews the selected member and copies e-mail-safe HTML', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'es-CL' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page's clock stands still (the confirmation's 2 s are measured exactly below).
    const start = Date.now();
    await context.clock.install({ time: start });
    await context.clock.pauseAt(start + 1000);
    const page = await context.newPage();
    await page.goto(`${SITE}/sobre-nosotros/firmas`, { waitUntil: 'networkidle' });
    await waitForPage(page);

    const memberRadios = page.getByRole('radiogroup', { name: '1. Elige a la persona' }).getByRole('radio');
    expect(await memberRadios.count()).toBe(6);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    const second = memberRadios.nth(1);
    const secondName = (await second.evaluate((radio) => radio.closest('label')?.textContent ?? '')).trim();
    await second.click();
    expect(await second.isChecked()).toBe(true);
    expect(await page.locator('main').textContent()).toContain('Everything about links');

    await page.getByRole('button', { name: 'Copiar código HTML' }).click();
    await page.getByText('¡Código HTML copiado!').waitFor();
    const html = await page.evaluate(async () => {
      const items = await navigator.clipboard.read();
      const htmlItem = items.find((item) => item.types.includes('text/html'));
      return htmlItem ? (await htmlItem.getType('text/html')).text() : navigator.clipboard.readText();
    });
    expect(html).toContain('Everything about links');
    expect(html).toContain('mailto:');
    expect(html).not.toMatch(/class=/);
    // The person's photo is the CMS's (served by the site), the logo the tools remote's own.
    expect(html).toMatch(new RegExp(`<img[^>]+src="${SITE}/uploads/[^"]+\\.png"`));
    expect(html).toMatch(new RegExp(`<img[^>]+src="http://localhost:${ports.tools}/assets/[^"]+\\.png"`));
    expect(secondName.length).toBeGreaterThan(0);
    expect(html).toContain(secondName.split(/\s+/)[0] ?? '');

    // SPEC §9: the confirmation shows for 2 seconds.
    const confirmations = async () => String(await page.getByText('¡Código HTML copiado!').count());
    expect(await expectChangeAfter(page, 2000, confirmations)).toBe('0');
    await context.close();
  });

  it('explains what to do when the clipboard refuses, and shows the code', async () => {
    const { page, close } = await openPage(browser(), '/sobre-nosotros/firmas');
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse } });
    });
    await page.getByRole('button', { name: 'Copiar código HTML' }).click();
    await page.getByText(/No pudimos copiar automáticamente/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Código HTML de la firma' }).inputValue()).toContain('Everything about links');
    await close();
  });
});
