import { paths } from '@site/shared/routes';
import { DESKTOP, newSitePage, openPage, PHONE, browserPerFile } from '../support/browser';
import { SITE } from '../support/servers';

// One look everywhere (issue 14): every text a visitor sees is set in the
// theme's font. Chromium gives native controls (buttons, inputs, selects) a
// font of their own (Arial here) unless the page says otherwise, which is how
// the catalogue's category list once rendered in Arial.

const browser = browserPerFile();

// Every route at both widths, and the open menus: every-route-*.e2e.test.ts.

it('the signature preview alone keeps its e-mail font, so the exception above hides nothing else', async () => {
  const { page, close } = await openPage(browser(), paths.signatures, DESKTOP);
  const preview = page.locator('[data-email-preview]');
  expect(await preview.count()).toBe(1);
  expect(await preview.locator('div').first().evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Arial/);
  await close();
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
