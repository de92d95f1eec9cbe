// e2e-serial: counts layout shifts from the first paint on, which a font arriving late under load would cause.
import type { Page } from 'playwright-core';
import { browserPerFile, openPage, PHONE } from '../support/browser';
import {
  blockingStylesheetLinks,
  classesWithoutRules,
  emotionClasses,
  FOOTER_NAVY,
  FOOTER_NAVY_HEX,
  footerShownWhenScrolledTo,
  hasRuleOf,
  layoutShifts,
  pageTimeAfterFrames,
  offFirstScreenElements,
  offFirstScreenState,
  stylesSettled,
  watchStylesAndShifts,
} from '../support/first-screen';
import { themeFontLoaded } from '../support/fonts';
import { openWithScriptsHeld } from '../support/held-scripts';
import { e2ePorts, SITE, startApp, stopApp } from '../support/servers';

// A page inlines only the CSS its first screen draws; the footer's and the bands' own rules come
// in a sheet that holds back no paint (shell/server/deferred-styles.ts). Whatever way the page
// comes (scripts late, no scripts, the sheet lost, client navigation), what the first screen
// did not draw is there, styled, when the visitor scrolls to it.
const browser = browserPerFile();

const WIDE = { width: 1350, height: 940 } as const;
const PAGES = ['/', '/servicios/senalizacion-digital'];
const VIEWPORTS = [
  ['390×844', PHONE],
  ['1350×940', WIDE],
] as const;
const PAGES_AND_VIEWPORTS = PAGES.flatMap((route) => VIEWPORTS.map(([name, viewport]) => [route, name, viewport] as const));

/** Holds the page's /_estilos/ sheet back until `release` (`prepare` routes it, and watches the styles and shifts). */
function sheetHeldBack() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const prepare = async (page: Page) => {
    await watchStylesAndShifts(page);
    await page.route('**/_estilos/**', async (request) => {
      await released;
      await request.fallback();
    });
  };
  return { prepare, release: () => release() };
}

/** The sheet the page names for what its first screen does not draw. */
const deferredSheetHref = (page: Page) =>
  page.evaluate(() => document.querySelector('style[data-deferred-styles]')?.getAttribute('data-deferred-styles') ?? null);

/** The inline emotion CSS of the page (the scripts held back: what the server sent). */
const inlineEmotionCss = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join(''));

/** Drawn and styled: nothing hidden, the menus closed, at least one band, the footer navy and every class of theirs with its rules. */
async function expectShownAndStyled(page: Page): Promise<void> {
  const state = await offFirstScreenState(page);
  expect(state).toEqual({ hidden: [], open: [], bands: state.bands, footerBackground: FOOTER_NAVY });
  expect(state.bands).toBeGreaterThan(0);
  expect(await classesWithoutRules(page)).toEqual([]);
  expect(await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).isVisible()).toBe(true);
}

describe('the first screen inlines only its own CSS', () => {
  it.each(PAGES_AND_VIEWPORTS)(
    '%s at %s: the rules only off-screen elements use are in the named /_estilos/ sheet, not inline, and the page paints before it comes',
    async (route, _name, viewport) => {
      const sheet = sheetHeldBack();
      const { page, close } = await openWithScriptsHeld(browser(), route, viewport, { prepare: sheet.prepare });
      // Painted with the sheet (and every script) still on its way.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 });
      sheet.release();
      await stylesSettled(page);

      const href = await deferredSheetHref(page);
      expect(href).toMatch(/^\/_estilos\/[\w-]{16}\.css\?ruta=/);
      expect(new URL(href ?? '', SITE).searchParams.get('ruta')).toBe(route);

      const marked = await offFirstScreenElements(page);
      expect(marked.map((element) => element.name)).toContain('footer');
      expect(marked.length).toBeGreaterThan(1);
      // Nothing the first screen shows waits for the sheet: the band a tall screen shows below the hero is not marked.
      expect(marked.filter((element) => !element.closed && element.top < element.viewportHeight).map((element) => element.name)).toEqual([]);

      const { offOnly, onScreen } = await emotionClasses(page);
      expect(offOnly.length).toBeGreaterThan(10);
      const inline = await inlineEmotionCss(page);
      expect(offOnly.filter((name) => hasRuleOf(inline, name))).toEqual([]);
      // Each such rule is in the sheet, and none the first screen needs waits there.
      const sheetCss = await (await fetch(SITE + href)).text();
      expect(offOnly.filter((name) => !hasRuleOf(sheetCss, name))).toEqual([]);
      expect(onScreen.filter((name) => hasRuleOf(sheetCss, name))).toEqual([]);

      // No stylesheet holds back the first paint: none in the parser's <head>, none the browser counted as blocking.
      expect(blockingStylesheetLinks(await (await fetch(SITE + route)).text())).toEqual([]);
      const blocking = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
          .map((entry) => entry.name),
      );
      expect(blocking).toEqual([]);
      await close();
    },
  );
});

describe('what the first screen did not draw is there when the visitor gets to it', () => {
  it.each(PAGES_AND_VIEWPORTS)(
    '%s at %s with every script held back: the footer and bands are drawn and styled, nothing on screen moves, and hydration keeps them',
    async (route, _name, viewport) => {
      const sheet = sheetHeldBack();
      const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), route, viewport, { prepare: sheet.prepare });
      // The theme font swaps in when it comes, and on a busy machine that can be after the first
      // paint, moving the first screen's text: the font's doing, not the sheet's. The sheet comes
      // after it, and what moves from then on counts.
      expect(await themeFontLoaded(page)).toBe(true);
      const since = await pageTimeAfterFrames(page);
      sheet.release();
      await stylesSettled(page);
      await expectShownAndStyled(page);
      expect(await layoutShifts(page, since)).toEqual([]);
      expect(await footerShownWhenScrolledTo(page)).toBe(true);

      // Back at the top, the scripts come: hydration keeps all of it and moves nothing.
      await page.evaluate(() => window.scrollTo(0, 0));
      const hydrating = await pageTimeAfterFrames(page);
      await releaseScripts();
      await stylesSettled(page);
      await expectShownAndStyled(page);
      expect(await layoutShifts(page, hydrating)).toEqual([]);
      expect(await footerShownWhenScrolledTo(page)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each(PAGES)('%s without JavaScript: the footer and bands are drawn and styled (the <noscript> sheet)', async (route) => {
    const context = await browser().newContext({ viewport: WIDE, locale: 'es-CL', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SITE + route, { waitUntil: 'load' });
    await expectShownAndStyled(page);
    expect(await footerShownWhenScrolledTo(page)).toBe(true);
    await context.close();
  });

  it.each(PAGES)('%s when its sheet fails: the footer and bands are still drawn, and nothing throws', async (route) => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), route, WIDE, {
      prepare: async (held) => {
        await watchStylesAndShifts(held);
        await held.route('**/_estilos/**', (request) => request.abort());
      },
    });
    await stylesSettled(page);
    // Unstyled but drawn; the header's menus still closed (open and unstyled they would cover the page).
    expect(await offFirstScreenState(page)).toMatchObject({ hidden: [], open: [] });
    expect(await footerShownWhenScrolledTo(page)).toBe(true);

    await releaseScripts();
    expect(await offFirstScreenState(page)).toMatchObject({ hidden: [], open: [] });
    expect(await footerShownWhenScrolledTo(page)).toBe(true);
    // The lost sheet itself is the only error.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    await close();
  });

  it.each(PAGES)('%s skips the footer and the bands below the fold while it loads, and paints them once hydrated', async (route) => {
    const { page, releaseScripts, close } = await openWithScriptsHeld(browser(), route, PHONE);
    // Rendered (laid out and painted) as the browser sees it: false while a content-visibility: auto part is skipped.
    const footerRendered = () =>
      (document.querySelector('footer') as Element & { checkVisibility(options: object): boolean }).checkVisibility({ contentVisibilityAuto: true });
    expect(await page.evaluate(footerRendered)).toBe(false);
    await releaseScripts();
    await page.waitForFunction(() => !document.querySelector('[data-off-first-screen=""]:not([data-painted])'), null, { timeout: 10_000 });
    expect(await page.evaluate(footerRendered)).toBe(true);
    await close();
  });

  it('a page reached by client navigation draws its footer and bands styled', async () => {
    const { page, errors, close } = await openPage(browser(), '/contacto', WIDE);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page.locator('footer a[href="/servicios/senalizacion-digital"]').click();
    await page.waitForURL(`${SITE}/servicios/senalizacion-digital`);
    await page.waitForFunction(() => document.querySelector('main [data-hydrate-when-visible]') !== null);
    expect(await sameDocument()).toBe(true);
    await expectShownAndStyled(page);
    expect(await footerShownWhenScrolledTo(page)).toBe(true);

    await page.getByRole('link', { name: 'Nexo Digital: ir al inicio' }).click();
    await page.waitForURL(`${SITE}/`);
    await page.waitForFunction(() => document.querySelector('main [data-hydrate-when-visible] h2') !== null);
    expect(await sameDocument()).toBe(true);
    await expectShownAndStyled(page);
    expect(await footerShownWhenScrolledTo(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('on a phone, while the sheet is on its way', () => {
  it.each(PAGES)('%s keeps the page as wide as the screen: a hidden band does not widen it, nor move what is fixed', async (route) => {
    const sheet = sheetHeldBack();
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await sheet.prepare(page);
    await page.goto(SITE + route, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 });
    // A wider layout would draw the page zoomed out, its fixed WhatsApp button off screen until the sheet came.
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([412, 412]);
    await page.waitForSelector('link[href*="/_estilos/"]', { state: 'attached' });
    sheet.release();
    await stylesSettled(page);
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });
});

describe('the sheet at /_estilos/', () => {
  it('is answered by a server that has not rendered the page yet, from ?ruta=', async () => {
    const blog = await (await fetch(`${SITE}/blog`)).text();
    const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
    expect(article).toBeDefined();
    const html = await (await fetch(SITE + article)).text();
    const href = /data-deferred-styles="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(href).toMatch(/^\/_estilos\/[\w-]{16}\.css\?ruta=/);
    const kept = await (await fetch(SITE + href)).text();

    // A shell started now has rendered nothing: the sheet is its first request.
    const cold = `http://localhost:${e2ePorts.coldShell}`;
    await startApp('shell', { port: e2ePorts.coldShell, key: 'shell-cold' });
    try {
      const response = await fetch(cold + href);
      const css = await response.text();
      expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
        200,
        'text/css; charset=utf-8',
        'public, max-age=31536000, immutable',
      ]);
      expect(css).toBe(kept);
      expect(css).toMatch(/\[data-off-first-screen\]\{visibility:inherit[;}]/);
      expect(css).toContain(`background-color:${FOOTER_NAVY_HEX}`);

      // A sheet by a name the server does not know (the page changed since): today's rules, not kept.
      const renamed = await fetch(`${cold}/_estilos/AAAAAAAAAAAAAAAA.css?ruta=${encodeURIComponent('/sobre-nosotros')}`);
      const renamedCss = await renamed.text();
      expect([renamed.status, renamed.headers.get('content-type'), renamed.headers.get('cache-control')]).toEqual([
        200,
        'text/css; charset=utf-8',
        'no-cache',
      ]);
      expect(renamedCss).toMatch(/\[data-off-first-screen\]\{visibility:inherit[;}]/);
      expect(renamedCss).toContain(`background-color:${FOOTER_NAVY_HEX}`);
    } finally {
      await stopApp('shell', { port: e2ePorts.coldShell, key: 'shell-cold' });
    }
  }, 60_000);
});
