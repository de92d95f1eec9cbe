import type { Page } from 'playwright-core';
import { articlePath, paths, successCasePath } from '@site/shared/routes';
import { DESKTOP, newSitePage, openPage, PHONE, browserPerFile } from '../support/browser';
import { SITE } from '../support/servers';
import { THEME_FONT, themeFontLoaded } from '../support/fonts';

// One look everywhere (issue 14): every text a visitor sees is set in the
// theme's font. Chromium gives native controls (buttons, inputs, selects) a
// font of their own (Arial here) unless the page says otherwise, which is how
// the catalogue's category list once rendered in Arial.

const browser = browserPerFile();


/** A published article of the seeded CMS (content.e2e uses the same). */
const ARTICLE_SLUG = 'medicion-audiencia-privacidad';

async function firstCaseId(): Promise<number> {
  const response = await fetch(`${SITE}/api/cases`);
  expect(response.status).toBe(200);
  const [first] = ((await response.json()) as { data: Array<{ id: number }> }).data;
  if (!first) throw new Error('El CMS sembrado no tiene casos de éxito');
  return first.id;
}

/** Every route of the route table (SPEC §2.1), the two with a parameter, a product's detail and the 404 page. */
const staticRoutes = Object.values(paths).filter((route) => !route.includes('#'));
const extraRoutes = [articlePath(ARTICLE_SLUG), '/productos?producto=totem-tactil-lumina-t55', '/ruta-desconocida'];

/**
 * Waits for the web fonts, then lists every visible text whose element's
 * computed font-family starts with another family than the theme's:
 * `<tag.class> «text»: family`. Icons (svg), code and the e-mail signature's
 * preview (Arial on purpose: what a mail client shows) are left out.
 */
async function textsInOtherFonts(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate((expected) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      // The e-mail signature's preview shows the copied HTML in its own e-mail-safe font, on purpose.
      if (!text || !element || element.closest('svg, code, pre, script, style, noscript, template, [data-email-preview]')) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const family = getComputedStyle(element).fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, '') ?? '';
      if (family === expected) continue;
      const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
      const name = [element.tagName.toLowerCase(), ...classes].join('.');
      found.push(`<${name}> «${text.slice(0, 60)}»: ${family}`);
    }
    return found;
  }, THEME_FONT);
}

describe('every text in the theme font, on a wide screen', () => {
  it.each([...staticRoutes, ...extraRoutes])('%s', async (route) => {
    const { page, close } = await openPage(browser(), route, DESKTOP);
    expect(await themeFontLoaded(page)).toBe(true);
    expect(await textsInOtherFonts(page)).toEqual([]);
    await close();
  });

  it('a success case', async () => {
    const { page, close } = await openPage(browser(), successCasePath(await firstCaseId()), DESKTOP);
    expect(await textsInOtherFonts(page)).toEqual([]);
    await close();
  });

  it('the catalogue’s category list, the one that rendered in Arial', async () => {
    const { page, close } = await openPage(browser(), paths.products, DESKTOP);
    const all = page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: 'Ver todos' });
    expect(await all.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Montserrat Variable"?,/);
    await close();
  });

  it('the menus’ panels', async () => {
    const { page, close } = await openPage(browser(), paths.podcast, DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const group of ['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre']) {
      await nav.getByRole('button', { name: group }).hover();
      await nav.getByRole('list', { name: group }).waitFor();
      expect({ group, texts: await textsInOtherFonts(page) }).toEqual({ group, texts: [] });
    }
    await close();
  });
});

it('the signature preview alone keeps its e-mail font, so the exception above hides nothing else', async () => {
  const { page, close } = await openPage(browser(), paths.signatures, DESKTOP);
  const preview = page.locator('[data-email-preview]');
  expect(await preview.count()).toBe(1);
  expect(await preview.locator('div').first().evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Arial/);
  await close();
});

describe('every text in the theme font, on a phone', () => {
  it.each([paths.home, paths.products, paths.contact, paths.signatures])('%s', async (route) => {
    const { page, close } = await openPage(browser(), route, PHONE);
    expect(await textsInOtherFonts(page)).toEqual([]);
    await close();
  });

  it('the open mobile menu', async () => {
    const { page, close } = await openPage(browser(), paths.podcast, PHONE);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('#menu-movil').waitFor();
    expect(await textsInOtherFonts(page)).toEqual([]);
    await close();
  });
});

/**
 * Where the first screen's headings, paragraphs and links sit: `top:height` of each, in order. A
 * difference between the font and its fallback is how far the page moves when the font swaps in.
 */
async function firstScreenLayout(route: string, viewport: { width: number; height: number }, withoutFont: boolean): Promise<string[]> {
  const { context, page } = await newSitePage(browser(), viewport);
  if (withoutFont) await page.route('**/*.woff2', (request) => request.abort());
  await page.goto(SITE + route, { waitUntil: 'networkidle' });
  const layout = await page.evaluate(() =>
    [...document.querySelectorAll('header a, main h1, main h1 ~ p, main h2, main a')]
      .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
      .map((element) => `${element.tagName} ${Math.round(element.getBoundingClientRect().top)}:${Math.round(element.getBoundingClientRect().height)}`),
  );
  await context.close();
  return layout;
}

describe('the first screen does not move when the font arrives after the first paint', () => {
  it.each([
    [paths.home, 'a phone', PHONE],
    [paths.home, 'a wide screen', DESKTOP],
    [paths.digitalSignage, 'a phone', PHONE],
    [paths.digitalSignage, 'a wide screen', DESKTOP],
    [paths.contact, 'a phone', PHONE],
  ] as const)('%s on %s: its fallback sets every line where Montserrat does', async (route, _name, viewport) => {
    const inFont = await firstScreenLayout(route, viewport, false);
    expect(inFont.length).toBeGreaterThan(3);
    expect(await firstScreenLayout(route, viewport, true)).toEqual(inFont);
  });
});
