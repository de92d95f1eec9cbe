import type { Browser } from 'playwright-core';
import { articlePath, paths, productPath, successCasePath } from '@site/shared/routes';
import { DOCUMENT_404, openPage, seriousA11yViolations } from './browser';
import { textsInOtherFonts, themeFontLoaded } from './fonts';
import { caseByTitle } from './seeded-content';

// Every route of the site opened once per width for all the checks a page owes wherever it is (issue 41 §6:
// axe once per route and width): no serious accessibility violation, no horizontal scroll, no console error,
// every visible text in the theme's font. One file per width (every-route-*.e2e.test.ts), so two workers
// share them. What a route shows is checked in its own file; states that only a hover, a tap or a search
// show keep their axe check there.

/** Pages with a parameter or a state of their own: an article, a product's view, the rights request's pages. */
const routesWithState = [
  articlePath('medicion-audiencia-privacidad'),
  productPath('totem-tactil-lumina-t55'),
  `${paths.privacyConfirm}?token=${'A'.repeat(43)}`,
  `${paths.privacyConfirm}?estado=confirmada`,
];
const UNKNOWN_ROUTE = '/ruta-desconocida';
/** Every route of the route table, the pages with a parameter or state, and the 404 page. */
export const everyRoute = [...Object.values(paths).filter((route) => !route.includes('#')), ...routesWithState, UNKNOWN_ROUTE];

/** A seeded success case's page (its id is the CMS's). */
export const aSuccessCase = async (): Promise<string> => successCasePath((await caseByTitle('Una red de pantallas')).id);

/** Opens the route at the width and runs every check a page owes; closes it. */
export async function checkRoute(browser: Browser, route: string, viewport: { width: number; height: number }): Promise<void> {
  const { page, errors, close } = await openPage(browser, route, viewport);
  expect(await themeFontLoaded(page)).toBe(true);
  expect(await textsInOtherFonts(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  // An unknown route answers 404, which Chromium reports in the console.
  expect(errors).toEqual(route === UNKNOWN_ROUTE ? [DOCUMENT_404] : []);
  await close();
}
