import type { Page } from 'playwright-core';
import { browserPerFile, DESKTOP, newSitePage, PHONE, waitForPage } from '../support/browser';
import { seededProducts } from '../support/catalogue-page';
import { openWithScriptsHeld } from '../support/held-scripts';
import { SITE } from '../support/servers';
import { scrollToHydrated } from '../support/timed-page';

// A tap on a control that cannot be a link (a carousel's arrow or dot, an image arrow or thumbnail,
// a copy button) made before its component has hydrated is done once it has, exactly once: on a phone
// whose scripts are still on their way, and on a band of the home that hydrates only as it
// scrolls in. A tap on a page the visitor has left is never done.
const browser = browserPerFile();

const SERVICES = '#nuestros-servicios';
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente servicio' });

/** "2 de 5": the services carousel's current slide, as its label starts. */
const currentSlide = async (page: Page) =>
  ((await page.locator(`${SERVICES} [aria-roledescription="diapositiva"][data-current]`).getAttribute('aria-label')) ?? '').split(':')[0];

/** Lets whatever hydration set off (a replayed tap done twice, a late re-render) happen before checking. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 750)));

/**
 * Waits for the services band to hydrate and its carousel to show `slide` ("2 de 5"), then checks it
 * stays there: each tap done once, not twice.
 */
async function expectSlideOnceHydrated(page: Page, slide: string): Promise<void> {
  await scrollToHydrated(page, SERVICES);
  await page.waitForFunction(
    (wanted) => document.querySelector('[aria-roledescription="diapositiva"][data-current]')?.getAttribute('aria-label')?.startsWith(`${wanted}:`),
    slide,
  );
  await settle(page);
  expect(await currentSlide(page)).toBe(slide);
}

/** No automatic advance: the carousel moves only when a tap moves it. */
const stillCarousels = (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' });

/** The home, hydrated, its services band not yet (it is below the first screen of a phone). */
async function openHydratedHome() {
  const { context, page, errors } = await newSitePage(browser(), PHONE);
  await stillCarousels(page);
  await page.goto(SITE + '/', { waitUntil: 'networkidle' });
  await waitForPage(page);
  return { page, errors, close: () => context.close() };
}

/** From now on, every script the page asks for waits (a band's code, on its way as the visitor taps). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Left in place once released: unrouted, a held request would be continued twice.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.continue();
  });
  return release;
}

describe('the home services carousel', () => {
  it('moves one step for a tap on «Siguiente servicio» made before the scripts ran', async () => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/', PHONE, { prepare: stillCarousels });
    await next(page).click();
    expect(await currentSlide(page)).toBe('1 de 5');
    await releaseScripts();
    await expectSlideOnceHydrated(page, '2 de 5');
    expect(errors).toEqual([]);
    await close();
  });

  it('goes to the dot tapped before the scripts ran, then one step on for the arrow tapped after it', async () => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), '/', PHONE, { prepare: stillCarousels });
    await page.locator(SERVICES).getByRole('button', { name: /^Ir a 4 de 5:/ }).click();
    await next(page).click();
    await releaseScripts();
    await expectSlideOnceHydrated(page, '5 de 5');
    await close();
  });

  it('moves one step for the first tap on «Siguiente servicio» as its band scrolls in, the page hydrated', async () => {
    const { page, errors, close } = await openHydratedHome();
    // The band hydrates as it nears the screen, with its code: still on its way as the visitor taps.
    expect(await page.locator(`${SERVICES}[data-hydrate-when-visible]:not([data-hydrated]), [data-hydrate-when-visible]:not([data-hydrated]) ${SERVICES}`).count()).toBe(1);
    const release = await holdScripts(page);
    await next(page).click();
    release();
    await expectSlideOnceHydrated(page, '2 de 5');
    // Its own from then on: one tap, one step.
    await next(page).click();
    expect(await currentSlide(page)).toBe('3 de 5');
    expect(errors).toEqual([]);
    await close();
  });

  it('does not do a tap made before the band hydrated once the visitor has gone to another page and back', async () => {
    const { page, close } = await openHydratedHome();
    const release = await holdScripts(page);
    await next(page).click();
    // Kept until the band hydrates: not doing it is the page's decision, not a lost tap.
    expect(await page.evaluate(() => (window as unknown as { __SITE_TAPS__?: unknown[] }).__SITE_TAPS__?.length)).toBe(1);
    // A client-side navigation: the home may stay on screen, and its band hydrate, while the blog loads.
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${SITE}/blog`);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.pageHydrated?.includes('blog'));
    await page.goBack();
    await page.waitForURL(`${SITE}/`);
    await scrollToHydrated(page, SERVICES);
    await settle(page);
    expect(await currentSlide(page)).toBe('1 de 5');
    await close();
  });

  it('does not do taps made on a page the visitor has left for a new one, the same address included', async () => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), '/', PHONE, { prepare: stillCarousels });
    await next(page).click();
    await next(page).click();
    // A new page, its scripts held too: only the tap made on it is done.
    await page.goto(SITE + '/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.pageHydrated ?? null)).toBeNull();
    await next(page).click();
    await releaseScripts();
    await expectSlideOnceHydrated(page, '2 de 5');
    await close();
  });
});

describe("the catalogue's image arrows", () => {
  it('show the next image, once, for a tap made before the scripts ran', async () => {
    const product = (await seededProducts()).find((candidate) => candidate.images.length >= 3);
    if (!product) throw new Error('ningún producto sembrado tiene tres imágenes');
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), `/productos?producto=${product.slug}`, DESKTOP);
    const gallery = page.getByRole('group', { name: `Imágenes de ${product.name}` });
    const image = gallery.getByRole('img');
    expect(await image.getAttribute('alt')).toBe(`${product.name}, imagen 1 de ${product.images.length}`);
    await gallery.getByRole('button', { name: `Imagen siguiente de ${product.name}` }).click();
    await releaseScripts();
    await page.waitForFunction(
      (alt) => document.querySelector(`img[alt="${alt}"]`) !== null,
      `${product.name}, imagen 2 de ${product.images.length}`,
    );
    await settle(page);
    expect(await image.getAttribute('alt')).toBe(`${product.name}, imagen 2 de ${product.images.length}`);
    expect(await image.getAttribute('src')).toBe(product.images[1]?.url);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the catalogue gallery's thumbnails", () => {
  it('show the image chosen, once, for a tap made before the scripts ran', async () => {
    const product = (await seededProducts()).find((candidate) => candidate.images.length >= 3);
    if (!product) throw new Error('ningún producto sembrado tiene tres imágenes');
    const count = product.images.length;
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), `/productos?producto=${product.slug}`, PHONE);
    const image = page.getByRole('group', { name: `Imágenes de ${product.name}` }).getByRole('img');
    const third = page.getByRole('list', { name: 'Miniaturas' }).getByRole('button', { name: `Ver imagen 3 de ${count}` });
    expect(await image.getAttribute('alt')).toBe(`${product.name}, imagen 1 de ${count}`);
    await third.click();
    await releaseScripts();
    await page.waitForFunction((alt) => document.querySelector(`img[alt="${alt}"]`) !== null, `${product.name}, imagen 3 de ${count}`);
    await settle(page);
    expect(await image.getAttribute('alt')).toBe(`${product.name}, imagen 3 de ${count}`);
    expect(await image.getAttribute('src')).toBe(product.images[2]?.url);
    expect(await third.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the signature page's copy button", () => {
  it("copies, once, the signature of the person chosen before the scripts ran, and says so", async () => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/sobre-nosotros/firmas', DESKTOP, {
      async prepare(held) {
        await held.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        // Counts the page's writes to the clipboard.
        await held.addInitScript(() => {
          const clipboard = navigator.clipboard;
          const write = clipboard.write.bind(clipboard);
          Object.assign(window, { copies: 0 });
          Object.defineProperty(clipboard, 'write', {
            value: (items: ClipboardItems) => {
              Object.assign(window, { copies: (window as unknown as { copies: number }).copies + 1 });
              return write(items);
            },
          });
        });
      },
    });
    const third = page.getByRole('radiogroup', { name: '1. Elige a la persona' }).getByRole('radio').nth(2);
    const thirdName = (await third.evaluate((radio) => radio.closest('label')?.querySelector('span span')?.textContent ?? '')).trim();
    expect(thirdName).not.toBe('');
    await third.click();
    await page.getByRole('button', { name: 'Copiar código HTML' }).click();
    await releaseScripts();
    await page.getByText('¡Código HTML copiado!').waitFor();
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { copies: number }).copies)).toBe(1);
    const html = await page.evaluate(async () => {
      const items = await navigator.clipboard.read();
      const htmlItem = items.find((item) => item.types.includes('text/html'));
      return htmlItem ? (await htmlItem.getType('text/html')).text() : '';
    });
    expect(html).toContain(thirdName);
    // Images made absolute against the page's address, as the browser's own render does.
    expect(html).toMatch(new RegExp(`<img[^>]+src="${SITE}/uploads/`));
    expect(errors).toEqual([]);
    await close();
  });
});
