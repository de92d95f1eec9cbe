import type { Page } from 'playwright-core';
import { openPage, browserPerFile } from '../support/browser';
import { SITE } from '../support/servers';
import { expectChangeAfter, openTimedPage, scrollToHydrated } from '../support/timed-page';

const browser = browserPerFile();

const CONSULTATION = '/contacto#contact-form';

interface ServicePage {
  route: string;
  title: string;
  h1: string;
  /** SPEC texts that must be on the page. */
  texts: (string | RegExp)[];
  /** Link name -> destination, for every link with that name in the page's main content. */
  buttons: [string | RegExp, string][];
}

const servicePages: ServicePage[] = [
  {
    route: '/servicios/senalizacion-digital',
    title: 'Señalización Digital | Nexo Digital',
    h1: 'Pantallas que Informan, Venden y Conectan',
    texts: [
      '80%',
      'Recordación de marca',
      'Retail',
      'Restaurantes',
      'Malls',
      'Corporativo',
      'Salud',
      'Educación',
      'Arquitectura de la Solución',
      'Pantallas Standalone',
      'Video Wall',
      'Pantallas LED',
      'Kioscos Interactivos',
      'Nuestras Implementaciones',
      /más de 70 tiendas/,
    ],
    buttons: [
      ['Solicitar una consultoría', CONSULTATION],
      ['Ver catálogo de productos', '/productos'],
    ],
  },
  {
    route: '/servicios/gestion-contenidos',
    title: 'Gestión de Contenidos | Nexo Digital',
    h1: 'Tus Pantallas Siempre al Día, sin Esfuerzo',
    texts: [
      'Servicio Totalmente Administrado',
      'Monitoreo 24x7',
      'Portal de Soporte',
      'Conectividad Independiente',
      'LITE',
      'PLUS',
      '+60%',
      '+40%',
      '+80%',
      'Servicio de Creación de Contenido',
      'Solicitudes de RR.HH.',
      'Gestión Documental',
      'Soporte Administrativo',
    ],
    buttons: [
      ['Solicitar información del plan LITE', CONSULTATION],
      ['Solicitar información del plan PLUS', CONSULTATION],
      ['Solicitar servicio de creación de contenido', CONSULTATION],
    ],
  },
  {
    route: '/servicios/lift-and-learn',
    title: 'Lift and Learn | Nexo Digital',
    h1: 'El Producto que Cuenta su Propia Historia',
    texts: [
      'Levanta el producto',
      'Contenido activado',
      'Experiencia inmersiva',
      'Análisis de datos',
      'Bebidas Premium',
      'Electrónica',
      'Calzado Deportivo',
      'Moda',
    ],
    buttons: [['Solicitar una consultoría', CONSULTATION]],
  },
  {
    route: '/servicios/medicion-audiencia',
    title: 'Medición de Audiencia | Nexo Digital',
    h1: 'Conoce a Quien Mira tus Pantallas',
    texts: [
      /^Impulsado por /,
      'Dashboard de Audiencia',
      'Rango de Edad',
      'Análisis de Emociones',
      'Segmentación por Género',
      '98%',
      'Entretenimiento',
      '+1B',
    ],
    buttons: [['Solicitar prueba de concepto', '/contacto']],
  },
  {
    route: '/servicios/cloud',
    title: 'Implementación en la Nube | Nexo Digital',
    h1: 'Implementación en la Nube',
    texts: [
      'Servicios Cloud',
      '¿Por Qué Migrar a la Nube?',
      'Lift and Shift',
      'Replatforming',
      'Refactoring',
      'Repurchase',
      'Retire',
      'Almacenamiento de Objetos',
      'Base de Datos NoSQL Administrada',
      'Base de Datos Relacional Administrada',
    ],
    buttons: [
      ['Solicitar Consultoría', CONSULTATION],
      ['Iniciar Migración', CONSULTATION],
      [/^Solicitar Precio/, '/contacto'],
      ['Solicitar una consultoría', CONSULTATION],
    ],
  },
  {
    route: '/servicios/asistente-ia',
    title: 'Asistente IA | Nexo Digital',
    h1: 'Asistente IA',
    texts: [
      'Características Principales',
      'Aprendizaje Automático',
      'Asistente Virtual 24/7',
      'Análisis Predictivo',
      'Automatización Inteligente',
      'Beneficios Clave',
      '+45%',
      'ROI',
      'Casos de Uso',
      'Ventas y Marketing',
    ],
    buttons: [['Solicitar una consultoría', CONSULTATION]],
  },
  {
    route: '/servicios/comunicaciones-internas',
    title: 'Comunicaciones Internas | Nexo Digital',
    h1: 'Comunicación Interna que Llega a Todos',
    texts: [
      'Dashboard de Comunicaciones',
      'Plantillas Personalizables',
      'Tipos de Contenido',
      'Personalización Visual',
      '-45%',
      '+85%',
      'Nuestras Soluciones',
      'Pantallas Digitales',
      'Comunicación Bidireccional',
      'Manufactura',
    ],
    buttons: [['Solicitar una consultoría', CONSULTATION]],
  },
];

/** Scrolls to the bottom and back so lazy images load. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

describe.each(servicePages)('$route', (service) => {
  it('shows its SPEC sections and texts, and its buttons lead where they should', async () => {
    const { page, errors, close } = await openPage(browser(), service.route);
    expect(await page.title()).toBe(service.title);
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(service.h1);
    for (const text of service.texts) {
      expect(await main.getByText(text, { exact: typeof text === 'string' }).first().isVisible()).toBe(true);
    }
    for (const [name, destination] of service.buttons) {
      const links = main.getByRole('link', { name, exact: typeof name === 'string' });
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) expect(await links.nth(i).getAttribute('href')).toBe(destination);
    }
    // Every image reserves its box, and every one of them loads.
    await scrollThrough(page);
    const images = await main.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ src: img.src, sized: img.hasAttribute('width') && img.hasAttribute('height') })),
    );
    expect(images.filter((image) => !image.sized)).toEqual([]);
    // The CMS's files come through the site's server: on a busy machine, past the default 30 s.
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete), null, { timeout: 60_000 });
    const broken = await main.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
  // Fits a phone, axe and the console at both widths: every-route-*.e2e.test.ts.

});

describe('background videos', () => {
  it.each([
    ['/servicios/senalizacion-digital'],
    ['/servicios/medicion-audiencia'],
  ])('%s plays a muted, looping, autoplaying video with a poster, and the visitor can pause it', async (route) => {
    const { page, errors, close } = await openPage(browser(), route);
    const video = page.locator('main video');
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        autoplay: element.autoplay,
        playsInline: element.playsInline,
        poster: element.poster !== '',
        sources: [...element.querySelectorAll('source')].map((source) => source.type),
        paused: element.paused,
        time: element.currentTime,
      }));
    await page.waitForFunction(() => {
      const element = document.querySelector('main video') as HTMLVideoElement | null;
      return element !== null && element.currentTime > 0.2;
    });
    expect(await state()).toMatchObject({
      muted: true,
      loop: true,
      autoplay: true,
      playsInline: true,
      poster: true,
      sources: ['video/webm', 'video/mp4'],
      paused: false,
    });
    await page.getByRole('button', { name: 'Pausar el video de fondo' }).click();
    expect((await state()).paused).toBe(true);
    await page.getByRole('button', { name: 'Reproducir el video de fondo' }).click();
    await page.waitForFunction(() => !(document.querySelector('main video') as HTMLVideoElement).paused);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('implementations slideshow (/servicios/senalizacion-digital)', () => {
  const currentLabel = (page: Page) =>
    page.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"])').getAttribute('aria-label');

  it('advances every 5000 ms with a 500 ms fade, and stops for good after a manual control; arrows and dots wrap', async () => {
    const { page, errors, close } = await openTimedPage(browser(), '/servicios/senalizacion-digital', { paused: true });
    const slideshow = page.getByRole('group', { name: 'Proyectos implementados' });
    await scrollToHydrated(page, '[aria-label="Proyectos implementados"]');
    expect(await slideshow.getAttribute('aria-roledescription')).toBe('carrusel');
    expect(await page.locator('[aria-roledescription="diapositiva"]').count()).toBe(5);
    expect(await currentLabel(page)).toMatch(/^1 de 5: /);
    const fade = await page
      .locator('[aria-roledescription="diapositiva"]')
      .first()
      .evaluate((slide) => getComputedStyle(slide).transition);
    expect(fade).toContain('opacity 0.5s');

    // SPEC §9: 5000 ms, to the millisecond.
    expect(await expectChangeAfter(page, 5000, () => currentLabel(page))).toMatch(/^2 de 5: /);
    expect(await expectChangeAfter(page, 5000, () => currentLabel(page))).toMatch(/^3 de 5: /);

    await slideshow.getByRole('button', { name: 'Proyecto siguiente' }).click();
    expect(await currentLabel(page)).toMatch(/^4 de 5: /);
    expect(await slideshow.getByRole('button', { name: 'Detener la presentación automática' }).count()).toBe(0);
    await page.clock.runFor(30_000);
    expect(await currentLabel(page)).toMatch(/^4 de 5: /);

    await slideshow.getByRole('button', { name: /^Ver proyecto 5: / }).click();
    expect(await currentLabel(page)).toMatch(/^5 de 5: .*/);
    expect(await slideshow.getByRole('button', { name: /^Ver proyecto 5: / }).getAttribute('aria-current')).toBe('true');
    await slideshow.getByRole('button', { name: 'Proyecto siguiente' }).click();
    expect(await currentLabel(page)).toMatch(/^1 de 5: /);
    await slideshow.getByRole('button', { name: 'Proyecto anterior' }).click();
    expect(await currentLabel(page)).toMatch(/^5 de 5: /);
    // The slide the visitor sees is the one announced.
    expect(await page.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"]) h3').isVisible()).toBe(true);

    // Keyboard: the controls are buttons reachable and usable with Enter.
    await slideshow.getByRole('button', { name: 'Proyecto anterior' }).focus();
    await page.keyboard.press('Enter');
    expect(await currentLabel(page)).toMatch(/^4 de 5: /);
    expect(errors).toEqual([]);
    await close();
  });

  it('the pause button stops it and keeps focus in the slideshow', async () => {
    const { page, close } = await openTimedPage(browser(), '/servicios/senalizacion-digital', { paused: true });
    const slideshow = page.getByRole('group', { name: 'Proyectos implementados' });
    await scrollToHydrated(page, '[aria-label="Proyectos implementados"]');
    await page.clock.runFor(4000);
    await slideshow.getByRole('button', { name: 'Detener la presentación automática' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Proyecto siguiente');
    await page.clock.runFor(30_000);
    expect(await currentLabel(page)).toMatch(/^1 de 5: /);
    await close();
  });

  it('keeps still for visitors who prefer reduced motion: no auto-advance, no background video playing', async () => {
    const { page, close } = await openTimedPage(browser(), '/servicios/senalizacion-digital', { paused: true, reducedMotion: 'reduce' });
    expect(await page.locator('main video').evaluate((video: HTMLVideoElement) => video.paused && !video.autoplay)).toBe(true);
    expect(await page.getByRole('button', { name: 'Pausar el video de fondo' }).count()).toBe(0);
    await page.clock.runFor(30_000);
    expect(await currentLabel(page)).toMatch(/^1 de 5: /);
    await close();
  });
});

describe('calls to action', () => {
  it('a consultation button opens the contact form', async () => {
    const { page, errors, close } = await openPage(browser(), '/servicios/asistente-ia');
    await page.locator('main').getByRole('link', { name: 'Solicitar una consultoría' }).last().click();
    await page.waitForURL(`${SITE}/contacto#contact-form`);
    await page.locator('#contact-form').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("cloud: 'Solicitar Precio' sends the browser to /contacto; seven sections end with the footer; six engine logos", async () => {
    const { page, close } = await openPage(browser(), '/servicios/cloud');
    expect(await page.locator('main section').count()).toBe(7);
    const engines = page.getByRole('region', { name: 'Bases de Datos en la Nube' }).getByRole('img');
    expect(await engines.count()).toBe(6);
    await page.locator('main').getByRole('link', { name: /^Solicitar Precio/ }).first().click();
    await page.waitForURL(`${SITE}/contacto`);
    await close();
  });

  it('AI assistant: the phone mock-up chat is 400 px high and its input is only decoration', async () => {
    const { page, close } = await openPage(browser(), '/servicios/asistente-ia');
    const chat = page.getByRole('log');
    expect((await chat.boundingBox())?.height).toBe(400);
    expect(await page.locator('main').getByRole('textbox').count()).toBe(0);
    await close();
  });
});
