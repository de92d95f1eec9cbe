import type { Locator, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, browserPerFile } from '../support/browser';
import { blockingStylesheetLinks } from '../support/first-screen';
import { openWithScriptsHeld } from '../support/held-scripts';
import { SITE } from '../support/servers';

// A phone on a slow network: the server's page is on screen and usable while the scripts are
// still on their way. Whatever the visitor did meanwhile is still done once React takes over.
const browser = browserPerFile();

/** Lets late effects of hydration run (a scroll to the top, a re-render of a field) before checking. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 750)));

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** What a visitor sees of a field: its value, whether it has the focus and where its caret is. */
const fieldState = (field: Locator) =>
  field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
    value: element.value,
    focused: document.activeElement === element,
    caret: element.selectionStart,
  }));

describe('scrolling before the scripts run', () => {
  it.each(['/', '/servicios/senalizacion-digital', '/sobre-nosotros'])('%s stays where the visitor scrolled', async (route) => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), route, PHONE);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY >= 1400);
    const before = await scrollY(page);
    await releaseScripts();
    await settle(page);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await close();
  });

  it('/contacto#contact-form opens at the form, and stays where the visitor scrolled from there', async () => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), '/contacto#contact-form', PHONE);
    // The browser itself scrolled to the anchor.
    await page.waitForFunction(() => {
      const top = document.getElementById('contact-form')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    const atAnchor = await scrollY(page);
    expect(atAnchor).toBeGreaterThan(300);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((y) => window.scrollY <= y, atAnchor - 250);
    const before = await scrollY(page);
    await releaseScripts();
    await settle(page);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
    await close();
  });

  it('a link followed after hydration still opens the next page at its top, or at its anchor', async () => {
    const { page, close } = await openPage(browser(), '/servicios/asistente-ia', PHONE);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY >= 1000);
    await page.locator('main').getByRole('link', { name: 'Solicitar una consultoría' }).last().click();
    await page.waitForURL(`${SITE}/contacto#contact-form`);
    // Scrolled to the form, below the fixed header.
    await page.waitForFunction(() => {
      const top = document.getElementById('contact-form')?.getBoundingClientRect().top ?? -1;
      return top >= 60 && top < 140;
    });
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${SITE}/blog`);
    await page.waitForFunction(() => window.scrollY === 0);
    await close();
  });
});

describe('typing and choosing before the scripts run', () => {
  it('keeps every value of the contact form, its focus and caret, and sends what was typed', async () => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/contacto', PHONE);
    const form = page.locator('#contact-form');
    const name = form.getByLabel('Nombre', { exact: false });
    const email = form.getByLabel('Email corporativo', { exact: false });
    const message = form.getByLabel('Mensaje', { exact: false });
    await name.pressSequentially('Ana Pérez Soto');
    await email.fill('ana@gmail.com');
    await form.getByLabel('Empresa', { exact: false }).fill('Retail Sur');
    await form.getByLabel('Servicio de interés', { exact: false }).selectOption('Medición de Audiencia');
    await message.pressSequentially('Queremos pantallas en tres tiendas.');
    // The caret moved back into the text, as a visitor fixing a word would.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');

    await releaseScripts();
    await settle(page);
    expect(await fieldState(name)).toEqual({ value: 'Ana Pérez Soto', focused: false, caret: 14 });
    expect(await fieldState(message)).toEqual({ value: 'Queremos pantallas en tres tiendas.', focused: true, caret: 33 });
    expect(await email.inputValue()).toBe('ana@gmail.com');
    expect(await form.getByLabel('Empresa', { exact: false }).inputValue()).toBe('Retail Sur');
    expect(await form.getByLabel('Servicio de interés', { exact: false }).inputValue()).toBe('Medición de Audiencia');

    // React's form holds the same values: the next keystroke adds to the text, and sending checks
    // what was typed (the free-mail address), not empty fields.
    await page.keyboard.type('s');
    expect(await message.inputValue()).toBe('Queremos pantallas en tres tiendass.');
    await form.getByRole('button', { name: /Enviar/ }).click();
    await form.getByText('Usa un email corporativo', { exact: false }).waitFor();
    const text = await form.textContent();
    expect(text).not.toContain('Ingresa tu nombre');
    expect(text).not.toContain('Selecciona un servicio');
    expect(await name.inputValue()).toBe('Ana Pérez Soto');
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the catalogue's search text and focus, and searches for it", async () => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos', PHONE);
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });
    await search.pressSequentially('videowall');
    await releaseScripts();
    await settle(page);
    expect(await fieldState(search)).toEqual({ value: 'videowall', focused: true, caret: 9 });
    await page.getByRole('heading', { name: 'Resultados para "videowall"' }).waitFor();
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('buscar') === 'videowall');
    await close();
  });

  it("keeps the materials' search text and focus, and searches for it", async () => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), '/recursos', DESKTOP);
    const search = page.getByPlaceholder('Buscar materiales...');
    await search.pressSequentially('GUÍA');
    await releaseScripts();
    await settle(page);
    expect(await fieldState(search)).toEqual({ value: 'GUÍA', focused: true, caret: 4 });
    const cards = page.getByRole('region', { name: 'Materiales' }).locator('article h2');
    await page.waitForFunction(() => document.querySelectorAll('main article h2').length === 2);
    expect(await cards.allTextContents()).toEqual([
      'Guía de señalización digital para retail',
      'Pantallas en salas de espera: guía para centros de salud',
    ]);
    await close();
  });

  it("keeps the signature page's choice of person and previews that person's signature", async () => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), '/sobre-nosotros/firmas', DESKTOP);
    const people = page.getByRole('radiogroup', { name: '1. Elige a la persona' }).getByRole('radio');
    const third = people.nth(2);
    const thirdName = (await third.evaluate((radio) => radio.closest('label')?.querySelector('span span')?.textContent ?? '')).trim();
    expect(thirdName).not.toBe('');
    // The card is the radio's label, and the radio lies over it.
    await third.click();
    expect(await third.isChecked()).toBe(true);
    await releaseScripts();
    await settle(page);
    expect(await third.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('region', { name: `Vista previa de la firma de ${thirdName}` }).waitFor();
    await close();
  });
});

describe('the first paint', () => {
  it.each(['/', '/blog', '/productos', '/servicios/senalizacion-digital', '/contacto'])(
    '%s waits for no stylesheet: the font rules are in the page',
    async (route) => {
      const html = await (await fetch(SITE + route)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(blockingStylesheetLinks(html)).toEqual([]);
      expect(head).toMatch(/<style nonce="[^"]+">@font-face\{font-family:Montserrat Variable/);
    },
  );
});
