import type { Page } from 'playwright-core';

/** The first family of the theme's typography.fontFamily (shared/src/theme). */
export const THEME_FONT = 'Montserrat Variable';

/** The theme's font really loaded (a missing @font-face would fall back silently). */
export async function themeFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(
    (family) => document.fonts.ready.then(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded')),
    THEME_FONT,
  );
}

/**
 * Waits for the web fonts, then lists every visible text whose element's
 * computed font-family starts with another family than the theme's:
 * `<tag.class> «text»: family`. Icons (svg), code and the e-mail signature's
 * preview (Arial on purpose: what a mail client shows) are left out.
 */
export async function textsInOtherFonts(page: Page): Promise<string[]> {
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
