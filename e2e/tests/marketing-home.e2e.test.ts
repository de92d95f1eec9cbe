import type { Page } from 'playwright-core';
import { browserPerFile, PHONE, waitForPage } from '../support/browser';
import { openWithScriptsHeld } from '../support/held-scripts';
import { SITE } from '../support/servers';
import { expectChangeAfter, openTimedPage, scrollToHydrated, type TimedPageOptions } from '../support/timed-page';

const browser = browserPerFile();

const openTimed = (route: string, options?: TimedPageOptions) => openTimedPage(browser(), route, options);

const PHRASES = '[data-rotating-phrase] > span';
/** The phrases a visitor sees (what reduced motion leaves, where no animation runs). */
const phraseLocator = (page: Page) => page.locator(`${PHRASES}:visible`);

/**
 * The phrases whole (opacity 1) `ms` into the rotation: every phrase's animation paused and moved
 * there, then drawn (the rotation is CSS animations, which the page's clock does not drive).
 */
const wholePhraseAt = (page: Page, ms: number) =>
  page.evaluate(
    async ({ selector, at }) => {
      const phrases = [...document.querySelectorAll<HTMLElement>(selector)];
      for (const animation of phrases.flatMap((phrase) => phrase.getAnimations())) {
        animation.pause();
        animation.currentTime = at;
      }
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return phrases.filter((phrase) => getComputedStyle(phrase).opacity === '1').map((phrase) => phrase.textContent);
    },
    { selector: PHRASES, at: ms },
  );
const carousel = (page: Page) => page.locator('[aria-roledescription="carrusel"][aria-label="Nuestros Servicios"]');
const currentSlideName = (page: Page) =>
  page.locator('[aria-roledescription="diapositiva"][data-current]').getAttribute('aria-label');

/**
 * Scrolls to the services section and waits until it has hydrated (it hydrates when it comes
 * near the viewport): only then has its carousel started its timer.
 */
const scrollToServices = (page: Page) => scrollToHydrated(page, '#nuestros-servicios');

/** The bench's desktop width (the hero image shows 507 px wide from 1200 px up). */
const WIDE_DESKTOP = { width: 1350, height: 940 } as const;

/** A URL's file name: `hero-main-720.9d98a03f.webp`. */
const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

describe('home (/ and /home)', () => {
  it('shows every section of SPEC §2.4 with its texts, and no console error', async () => {
    const { page, errors, close } = await openTimed('/');
    expect(await page.title()).toMatch(/\| Nexo Digital$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Todo se trata de vínculos:');
    for (const heading of [
      'Experiencia del Cliente',
      'Impulsa tu productividad',
      'Nuestros Servicios',
      'Estamos Contigo en Cada Paso',
      '¿Buscas un producto específico?',
      'Comience su Transformación Digital Hoy',
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true);
    }
    const steps = page.locator('#proceso ol > li h3');
    expect(await steps.allTextContents()).toEqual(['Diseño', 'Implementación', 'Entrenamiento', 'Acompañamiento']);
    expect(await page.locator('#inteligencia-en-tienda').getByText('+85%').isVisible()).toBe(true);
    expect(await page.locator('#inteligencia-en-tienda').getByText('+60%').isVisible()).toBe(true);

    const logos = page.locator('#clientes li img');
    expect(await logos.count()).toBe(8);
    await page.locator('#clientes').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('#clientes li img')].every((img) => img.complete && img.naturalWidth > 0),
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('sends every button to the destination of the SPEC', async () => {
    const { page, close } = await openTimed('/');
    const href = (name: string | RegExp, scope = page.locator('main')) => scope.getByRole('link', { name }).getAttribute('href');
    expect(await href(/Hablar con un asesor/)).toBe('/contacto');
    expect(await href(/Solicitar consultoría/)).toBe('/contacto#contact-form');
    expect(await href(/Explora Asistente IA/)).toBe('/servicios/asistente-ia');
    expect(await href(/Solicitar una consultoría/, page.locator('#cierre'))).toBe('/contacto');
    const products = page.locator('#productos-destacados');
    expect(await href('Medición de Audiencia', products)).toBe('/servicios/medicion-audiencia');
    expect(await href('Lift & Learn', products)).toBe('/servicios/lift-and-learn');
    expect(await href('Señalización Cloud PLUS', products)).toBe('/servicios/gestion-contenidos');
    expect(await href('Nexo IA', products)).toBe('/servicios/asistente-ia');

    await page.getByRole('link', { name: /Hablar con un asesor/ }).click();
    await page.waitForURL(`${SITE}/contacto`);
    await close();
  });

  it('completes the tagline with a phrase that changes every 3000 ms without moving the page, by CSS alone', async () => {
    const { page, close } = await openTimed('/');
    await page.evaluate(() => {
      const win = window as unknown as { __shift: number };
      win.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: false });
    });
    // SPEC §9: every 3000 ms, to the millisecond; each phrase fades out in the last 400 ms of its turn.
    const turns = [0, 2599, 3000, 5599, 6000, 8599, 9000];
    const seen = [];
    for (const ms of turns) seen.push(`${ms} ms: ${(await wholePhraseAt(page, ms)).join(' | ')}`);
    expect(seen).toEqual([
      '0 ms: la audiencia y la marca',
      '2599 ms: la audiencia y la marca',
      '3000 ms: el usuario y la tecnología',
      '5599 ms: el usuario y la tecnología',
      '6000 ms: el consultor y el cliente',
      '8599 ms: el consultor y el cliente',
      '9000 ms: la audiencia y la marca',
    ]);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
    await close();
  });

  it('turns the phrases before the scripts run, and keeps the first one for visitors who prefer reduced motion', async () => {
    const held = await openWithScriptsHeld(browser(), '/', PHONE);
    expect(await held.page.evaluate((selector) => [...document.querySelectorAll(selector)].map((span) => span.getAnimations().length), PHRASES)).toEqual([1, 1, 1]);
    expect(await wholePhraseAt(held.page, 3000)).toEqual(['el usuario y la tecnología']);
    await held.close();

    const { page, close } = await openTimed('/', { reducedMotion: 'reduce' });
    expect(await page.evaluate((selector) => [...document.querySelectorAll(selector)].flatMap((span) => span.getAnimations()).length, PHRASES)).toBe(0);
    await page.waitForTimeout(3500);
    expect(await phraseLocator(page).allTextContents()).toEqual(['la audiencia y la marca']);
    await close();
  });

  it('preloads the hero image and loads it eagerly with high priority; images below the fold wait', async () => {
    const { page, close } = await openTimed('/');
    const hero = page.locator('main img').first();
    expect(await hero.getAttribute('loading')).toBe('eager');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    // The preload offers the image's own srcset and sizes, so both fetch the same file.
    const [srcSet, sizes] = [await hero.getAttribute('srcset'), await hero.getAttribute('sizes')];
    expect(await page.locator(`link[rel="preload"][as="image"][imagesrcset="${srcSet}"][imagesizes="${sizes}"]`).count()).toBe(1);
    expect(await page.locator('#productos-destacados img').first().getAttribute('loading')).toBe('lazy');
    await close();
  });

  // The hero image is the home's largest contentful paint on phones and desktops (issue 30).
  it.each([
    // The CMS's renditions of the seeded image (cms/seed-media/pages/home/hero-main.webp): 500, 750 and 960 px wide.
    ['a 390 px phone at 1×', PHONE, 1, /^small_\w*hero_main_\w+\.webp$/],
    ['a 390 px phone at 2×', PHONE, 2, /^medium_\w*hero_main_\w+\.webp$/],
    ['a 1350 px desktop at 1×', WIDE_DESKTOP, 1, /^medium_\w*hero_main_\w+\.webp$/],
    ['a 1350 px desktop at 2×', WIDE_DESKTOP, 2, /^pages_home_hero_main_\w+\.webp$/],
  ])('on %s the hero image is the smallest file that covers it, and the only one fetched', async (_label, viewport, deviceScaleFactor, file) => {
    const context = await browser().newContext({ viewport, deviceScaleFactor, locale: 'es-CL' });
    const page = await context.newPage();
    const heroFetches: string[] = [];
    page.on('request', (request) => {
      if (fileOf(request.url()).includes('hero_main')) heroFetches.push(fileOf(request.url()));
    });
    await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
    await waitForPage(page);
    const shown = fileOf(await page.locator('main img').first().evaluate((img) => (img as HTMLImageElement).currentSrc));
    expect(shown).toMatch(file);
    expect(heroFetches).toEqual([shown]);
    await context.close();
  });

  it('services carousel: advances every 5000 ms, arrows and dots wrap and stop it for good', async () => {
    const { page, close } = await openTimed('/', { paused: true });
    await scrollToServices(page);
    expect(await currentSlideName(page)).toBe('1 de 5: Señalización Digital');
    const conocerMas = () => page.locator('[aria-roledescription="diapositiva"][data-current]').getByRole('link', { name: /Conocer más/ });
    expect(await conocerMas().getAttribute('href')).toBe('/servicios/senalizacion-digital');

    // SPEC §9: 5000 ms, to the millisecond.
    expect(await expectChangeAfter(page, 5000, () => currentSlideName(page))).toBe('2 de 5: Gestión de Contenidos');
    expect(await conocerMas().getAttribute('href')).toBe('/servicios/gestion-contenidos');

    const previous = page.getByRole('button', { name: 'Anterior servicio' });
    const next = page.getByRole('button', { name: 'Siguiente servicio' });
    await previous.click();
    await previous.click();
    expect(await currentSlideName(page)).toBe('5 de 5: Asistente IA');
    // The AI assistant carries both category tags; they are shown as soon as its slide is current.
    await page.locator('[aria-roledescription="diapositiva"][data-current]').getByText('Productividad').waitFor({ state: 'visible', timeout: 2000 });
    await page.locator('[aria-roledescription="diapositiva"][data-current]').getByText('Experiencia del Cliente').waitFor({ state: 'visible', timeout: 2000 });
    await next.click();
    expect(await currentSlideName(page)).toBe('1 de 5: Señalización Digital');

    // Stopped for good: no more automatic moves.
    await page.clock.runFor(20_000);
    expect(await currentSlideName(page)).toBe('1 de 5: Señalización Digital');
    expect(await page.getByRole('button', { name: 'Reanudar el avance automático' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Ir a 4 de 5: Medición de Audiencia' }).click();
    expect(await currentSlideName(page)).toBe('4 de 5: Medición de Audiencia');
    expect(await page.getByRole('button', { name: 'Ir a 4 de 5: Medición de Audiencia' }).getAttribute('aria-current')).toBe('true');
    await conocerMas().click();
    await page.waitForURL(`${SITE}/servicios/medicion-audiencia`);
    // The next page starts at its top (SPEC §2.1).
    await page.waitForFunction(() => window.scrollY === 0);
    await close();
  });

  it('services carousel: the visitor can pause it and play it again; it is 600 px high on a wide screen', async () => {
    const { page, close } = await openTimed('/', { paused: true });
    await scrollToServices(page);
    const frame = page.locator('[aria-roledescription="diapositiva"][data-current]');
    expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(600);

    await page.getByRole('button', { name: 'Pausar el avance automático' }).click();
    await page.clock.runFor(15_000);
    expect(await currentSlideName(page)).toBe('1 de 5: Señalización Digital');
    await page.getByRole('button', { name: 'Reanudar el avance automático' }).click();
    // Played again, it waits its whole 5000 ms before the next slide.
    expect(await expectChangeAfter(page, 5000, () => currentSlideName(page))).toBe('2 de 5: Gestión de Contenidos');
    expect(await carousel(page).isVisible()).toBe(true);
    await close();
  });

  it('keeps still for visitors who prefer reduced motion', async () => {
    const { page, close } = await openTimed('/', { reducedMotion: 'reduce' });
    await page.clock.runFor(12_000);
    expect(await phraseLocator(page).textContent()).toBe('la audiencia y la marca');
    expect(await currentSlideName(page)).toBe('1 de 5: Señalización Digital');
    expect(await page.getByRole('button', { name: /avance automático/ }).count()).toBe(0);
    await close();
  });

  it('/home shows the same page', async () => {
    const { page, errors, close } = await openTimed('/home');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Todo se trata de vínculos:');
    expect(await page.getByRole('heading', { name: 'Nuestros Servicios' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  // Fits the screen and axe at both widths: every-route-*.e2e.test.ts.
  it('keeps the carousel’s arrows within reach on a phone', async () => {
    const { page, errors, close } = await openTimed('/', { viewport: PHONE });
    const next = await page.getByRole('button', { name: 'Siguiente servicio' }).boundingBox();
    expect((next?.x ?? 0) + (next?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await close();
  });

});
