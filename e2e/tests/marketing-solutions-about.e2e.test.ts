import type { Page } from 'playwright-core';
import { browserPerFile } from '../support/browser';
import { SITE } from '../support/servers';
import { expectChangeAfter, openTimedPage, scrollToHydrated, type TimedPageOptions } from '../support/timed-page';

const browser = browserPerFile();
const openTimed = (route: string, options?: TimedPageOptions) => openTimedPage(browser(), route, options);

const linkHref = (page: Page, name: string | RegExp, scope = 'main') =>
  page.locator(scope).getByRole('link', { name }).getAttribute('href');

describe('/experiencia-cliente', () => {
  it('shows the hero, the in-store and out-of-store cards, the integral experience and the closing banner', async () => {
    const { page, errors, close } = await openTimed('/experiencia-cliente');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Conecta con tu audiencia');
    expect(await linkHref(page, /Transformar la Experiencia/)).toBe('/contacto');

    const inStore = page.locator('#en-tienda li h3 a');
    expect(await inStore.count()).toBe(3);
    expect(await Promise.all((await inStore.all()).map((link) => link.getAttribute('href')))).toEqual([
      '/servicios/senalizacion-digital',
      '/servicios/lift-and-learn',
      '/servicios/medicion-audiencia',
    ]);
    expect(await page.locator('#fuera-de-tienda li h3 a').count()).toBe(2);
    expect(await linkHref(page, /Conoce más del asistente/)).toBe('/servicios/asistente-ia');

    const integral = page.locator('#experiencia-integral');
    expect(await integral.getByRole('heading', { name: 'Experiencia Integral' }).isVisible()).toBe(true);
    for (const figure of ['90%', '-40%', '24/7', '98%', '1.5%', '0.5%']) {
      expect(await integral.getByText(figure, { exact: true }).isVisible()).toBe(true);
    }
    expect(await linkHref(page, /Solicitar una consultoría/, '#cierre')).toBe('/contacto#contact-form');
    expect(errors).toEqual([]);
    await close();
  });

  it('moves the highlighted face of the satisfaction index every 3000 ms, with a 500 ms bounce', async () => {
    const { page, close } = await openTimed('/experiencia-cliente', { paused: true });
    await scrollToHydrated(page, '[data-highlighted]');
    const highlighted = () => page.locator('[data-highlighted]').textContent();
    expect(await highlighted()).toBe('98%Muy satisfecho');
    const seen: (string | null)[] = [];
    // SPEC §9: every 3000 ms, to the millisecond.
    for (let step = 0; step < 3; step += 1) seen.push(await expectChangeAfter(page, 3000, highlighted));
    expect(seen).toEqual(['1.5%Neutral', '0.5%Insatisfecho', '98%Muy satisfecho']);
    const animation = await page
      .locator('[data-highlighted] > [aria-hidden="true"]')
      .first()
      .evaluate((face) => ({ name: getComputedStyle(face).animationName, duration: getComputedStyle(face).animationDuration }));
    expect(animation.name).not.toBe('none');
    expect(animation.duration).toBe('0.5s');
    await close();
  });

  it('keeps the faces still, without bounce, for visitors who prefer reduced motion', async () => {
    const { page, close } = await openTimed('/experiencia-cliente', { reducedMotion: 'reduce' });
    await page.clock.runFor(9000);
    expect(await page.locator('[data-highlighted]').textContent()).toBe('98%Muy satisfecho');
    const animation = await page
      .locator('[data-highlighted] > [aria-hidden="true"]')
      .first()
      .evaluate((face) => getComputedStyle(face).animationName);
    expect(animation).toBe('none');
    await close();
  });
});

describe('/productividad', () => {
  it('shows the capabilities, the four automation areas, the workflow benefits and the results', async () => {
    const { page, errors, close } = await openTimed('/productividad');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Impulsa tu productividad');
    expect(await page.locator('#capacidades li h3').count()).toBe(4);
    const areas = page.locator('#automatizacion > div > ul > li');
    expect(await areas.locator('h3').allTextContents()).toEqual([
      'Gestión documental',
      'Agendamiento inteligente',
      'Automatización de procesos',
      'Comunicación eficiente',
    ]);
    for (const area of await areas.all()) expect(await area.locator('li').count()).toBe(4);
    expect(await linkHref(page, /Optimiza tus procesos/)).toBe('/contacto#contact-form');
    const results = page.locator('#resultados');
    for (const figure of ['+40%', '-60%', '95%']) {
      expect(await results.getByText(figure, { exact: true }).isVisible()).toBe(true);
    }
    expect(await linkHref(page, /Solicitar una consultoría/, '#cierre')).toBe('/contacto#contact-form');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('/sobre-nosotros', () => {
  const slideTransform = (page: Page) => page.locator('[data-partners-viewport] > div').evaluate((track) => getComputedStyle(track).transform);
  const announced = (page: Page) => page.locator('[aria-live][aria-atomic]').textContent();

  it('shows the hero, mission, vision, six values and six team cards', async () => {
    const { page, errors, close } = await openTimed('/sobre-nosotros');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Transformamos Ideas en Realidad');
    expect(await page.getByRole('heading', { name: 'Misión' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Visión' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Conoce Nuestro ADN' }).isVisible()).toBe(true);
    expect(await page.locator('#valores li h3').count()).toBe(6);

    const team = page.locator('#equipo ul > li');
    expect(await team.count()).toBe(6);
    for (const card of await team.all()) {
      const linkedin = card.getByRole('link', { name: /LinkedIn de/ });
      expect(await linkedin.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
      expect(await linkedin.getAttribute('target')).toBe('_blank');
      expect(await card.locator('blockquote').textContent()).toMatch(/^«.+»$/);
      expect(await card.locator('img').getAttribute('alt')).toMatch(/^Retrato de /);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('partners carousel: four logos opening in a new tab, a third of the width each, buttons that loop', async () => {
    const { page, close } = await openTimed('/sobre-nosotros');
    await scrollToHydrated(page, '[aria-roledescription="carrusel"]');
    const carousel = page.locator('[aria-roledescription="carrusel"]');
    const slides = carousel.locator('[aria-roledescription="diapositiva"]');
    expect(await slides.count()).toBe(4);
    for (const slide of await slides.all()) {
      expect(await slide.getByRole('link').getAttribute('target')).toBe('_blank');
    }
    const viewport = await page.locator('[data-partners-viewport]').boundingBox();
    const slide = await slides.first().boundingBox();
    expect((slide?.width ?? 0) / (viewport?.width ?? 1)).toBeCloseTo(1 / 3, 1);

    await page.getByRole('button', { name: 'Pausar el avance automático' }).click();
    expect(await announced(page)).toBe('Socio 1 de 4: Visiona Analytics');
    await page.getByRole('button', { name: 'Anterior socio' }).click();
    await page.waitForFunction(() => document.querySelector('[aria-live][aria-atomic]')?.textContent === 'Socio 4 de 4: Kora AI');
    await page.getByRole('button', { name: 'Siguiente socio' }).click();
    await page.waitForFunction(() => document.querySelector('[aria-live][aria-atomic]')?.textContent === 'Socio 1 de 4: Visiona Analytics');
    expect(await page.locator('[aria-live][aria-atomic]').getAttribute('aria-live')).toBe('polite');
    await close();
  });

  it('partners carousel: moves by itself every 3000 ms and can be dragged', async () => {
    const { page, close } = await openTimed('/sobre-nosotros', { paused: true });
    await scrollToHydrated(page, '[aria-roledescription="carrusel"]');
    await page.mouse.move(0, 0);
    expect(await announced(page)).toBe('Socio 1 de 4: Visiona Analytics');
    // SPEC §9: every 3000 ms, to the millisecond.
    expect(await expectChangeAfter(page, 3000, () => announced(page))).toBe('Socio 2 de 4: Lumina Display Panels');
    expect(await expectChangeAfter(page, 3000, () => announced(page))).toBe('Socio 3 de 4: NubeAndina');

    // Drag it back by about one slide with the mouse; embla's drag and settle run on time flowing as usual.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Pausar el avance automático' }).click();
    const before = await slideTransform(page);
    const box = await page.locator('[data-partners-viewport]').boundingBox();
    if (!box) throw new Error('sin carrusel');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(box.x + box.width * 0.3 + step * 40, y);
      await page.clock.runFor(16);
    }
    await page.mouse.up();
    await page.clock.runFor(1500);
    await page.waitForFunction(() => document.querySelector('[aria-live][aria-atomic]')?.textContent !== 'Socio 3 de 4: NubeAndina');
    expect(await slideTransform(page)).not.toBe(before);
    await close();
  });
});

// Each route fits the screen, with no serious violation or console error, at both widths:
// every-route-*.e2e.test.ts.

it('the page hero buttons lead where the SPEC says', async () => {
  const { page, close } = await openTimed('/experiencia-cliente');
  await page.getByRole('link', { name: /Transformar la Experiencia/ }).click();
  await page.waitForURL(`${SITE}/contacto`);
  await close();
});
