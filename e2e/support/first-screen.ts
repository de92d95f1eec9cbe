import type { Page } from 'playwright-core';

/**
 * What the first screen never draws (the footer, the bands that hydrate when visible): the server
 * leaves their own styles out of the page and sends them in a sheet at /_estilos/ (shell/server/deferred-styles.ts).
 */
export const OFF_FIRST_SCREEN = '[data-off-first-screen]';

/** The footer's dark navy (`navy.footer` of shared/src/theme/tokens.ts), as in CSS and as getComputedStyle gives it. */
export const FOOTER_NAVY_HEX = '#00365c';
export const FOOTER_NAVY = `rgb(${[1, 3, 5].map((at) => parseInt(FOOTER_NAVY_HEX.slice(at, at + 2), 16)).join(', ')})`;

/**
 * The stylesheets the parser inserts into <head>: the first paint waits for each. The <noscript>'s
 * content is left out: with scripts on, the parser does not build it.
 */
export function blockingStylesheetLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
}

/** Whether `css` has a rule whose selector names the class. */
export const hasRuleOf = (css: string, className: string): boolean => new RegExp(`\\.${className}(?![\\w-])`).test(css);

export interface EmotionClasses {
  /** Classes only elements off the first screen carry: their rules can wait. */
  offOnly: string[];
  /** Classes of the rest of the page. */
  onScreen: string[];
}

/** The emotion classes (`css-<id>`, `css-0` has no rule) of the document's elements, split by where they are used. */
export function emotionClasses(page: Page): Promise<EmotionClasses> {
  return page.evaluate((marked) => {
    const off = new Set<string>();
    const on = new Set<string>();
    for (const element of document.body.querySelectorAll('[class]')) {
      const used = element.closest(marked) ? off : on;
      for (const name of element.classList) if (/^css-[a-z0-9]+$/.test(name) && name !== 'css-0') used.add(name);
    }
    return { offOnly: [...off].filter((name) => !on.has(name)), onScreen: [...on] };
  }, OFF_FIRST_SCREEN);
}

/**
 * The emotion classes carried inside the elements off the first screen for which no stylesheet the
 * document applies has a rule: what a visitor would see unstyled.
 */
export function classesWithoutRules(page: Page): Promise<string[]> {
  return page.evaluate((marked) => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        // @media, @layer, @supports… hold rules of their own.
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) if (!sheet.disabled) collect(sheet.cssRules);
    const names = new Set<string>();
    for (const root of document.querySelectorAll(marked)) {
      for (const element of [root, ...root.querySelectorAll('[class]')]) {
        for (const name of element.classList) if (/^css-[a-z0-9]+$/.test(name) && name !== 'css-0') names.add(name);
      }
    }
    return [...names].filter((name) => !selectors.some((selector) => new RegExp(`\\.${name}(?![\\w-])`).test(selector)));
  }, OFF_FIRST_SCREEN);
}

export interface OffFirstScreenElement {
  /** `footer`, the band's first heading, or the closed menu's id. */
  name: string;
  /** A menu of the header, closed on the first screen (`data-off-first-screen="closed"`): not below the fold. */
  closed: boolean;
  visibility: string;
  display: string;
  backgroundColor: string;
  /** Distance from the top of the document, and the viewport's height. */
  top: number;
  viewportHeight: number;
}

/** Each element marked off the first screen, as the browser draws it now. */
export function offFirstScreenElements(page: Page): Promise<OffFirstScreenElement[]> {
  return page.evaluate((marked) =>
    [...document.querySelectorAll(marked)].map((element) => {
      const style = getComputedStyle(element);
      const closed = element.getAttribute('data-off-first-screen') === 'closed';
      const heading = element.querySelector('h2, h3')?.textContent?.trim() ?? '';
      return {
        name: closed ? `menu ${element.id}` : element.localName === 'footer' ? 'footer' : `band ${heading}`,
        closed,
        visibility: style.visibility,
        display: style.display,
        backgroundColor: style.backgroundColor,
        top: Math.round(element.getBoundingClientRect().top + window.scrollY),
        viewportHeight: window.innerHeight,
      };
    }),
  OFF_FIRST_SCREEN);
}

/**
 * What a visitor would see wrong: footer or bands not drawn (`hidden`), closed menus open (`open`,
 * taking room in the header), how many bands there are and the footer's background.
 */
export async function offFirstScreenState(page: Page) {
  const elements = await offFirstScreenElements(page);
  const below = elements.filter((element) => !element.closed);
  return {
    hidden: below.filter((element) => element.visibility !== 'visible').map((element) => element.name),
    open: elements.filter((element) => element.closed && element.display !== 'none').map((element) => element.name),
    bands: below.filter((element) => element.name !== 'footer').length,
    footerBackground: below.find((element) => element.name === 'footer')?.backgroundColor,
  };
}

/**
 * Before the page's own code: records the layout shifts (`layoutShifts`: each one's size, time and
 * what moved) and which stylesheet links have loaded or failed, so a test can wait for the styles to settle.
 */
export async function watchStylesAndShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShifts: Array<{ at: number; shift: string }>; settledStylesheets: WeakSet<EventTarget> };
    win.layoutShifts = [];
    win.settledStylesheets = new WeakSet();
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.localName}.${[...element.classList].join('.')}` : String(node?.nodeName);
          return `${name} (${from.y},${from.height} → ${to.y},${to.height})`;
        });
        win.layoutShifts.push({ at: entry.startTime, shift: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // load and error do not bubble: caught on their way down.
    for (const type of ['load', 'error']) {
      document.addEventListener(type, (event) => event.target instanceof HTMLLinkElement && win.settledStylesheets.add(event.target), true);
    }
  });
}

/** Waits until every stylesheet link of the page has loaded or failed (watchStylesAndShifts), then for the next frame. */
export async function stylesSettled(page: Page): Promise<void> {
  // The loader asks for the page's deferred sheet once the first screen is shown: wait until it has (or has given up on it).
  await page.waitForFunction(
    () =>
      !document.querySelector('style[data-deferred-styles]') ||
      document.querySelector('link[href*="/_estilos/"]') !== null ||
      [...document.querySelectorAll('style')].some((style) => style.textContent?.startsWith('@layer first-screen{:root')),
  );
  await page.waitForFunction(() => {
    const settled = (window as unknown as { settledStylesheets: WeakSet<EventTarget> }).settledStylesheets;
    return [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => settled.has(link));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The layout shifts recorded (watchStylesAndShifts) from `since` (the page's clock) on, as readable lines. */
export const layoutShifts = (page: Page, since = 0): Promise<string[]> =>
  page.evaluate(
    (from) => (window as unknown as { layoutShifts: Array<{ at: number; shift: string }> }).layoutShifts.filter(({ at }) => at >= from).map(({ shift }) => shift),
    since,
  );

/** The page's clock (performance.now()) after the next two frames: whatever the last change moved is recorded by then. */
export const pageTimeAfterFrames = (page: Page): Promise<number> =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))));

/**
 * Scrolls the footer into view and tells whether the browser draws it there: the point in the
 * middle of its left part hits the footer (a hidden element is never hit).
 */
export async function footerShownWhenScrolledTo(page: Page): Promise<boolean> {
  // No frame is awaited: without JavaScript the page runs no requestAnimationFrame callback, and
  // the hit test below lays the page out as it is scrolled now.
  return page.locator('footer').evaluate((footer) => {
    footer.scrollIntoView({ block: 'end' });
    const box = footer.getBoundingClientRect();
    const y = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
    return footer.contains(document.elementFromPoint(box.left + 8, y));
  });
}
