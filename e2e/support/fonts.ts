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
