import type { Browser, Page } from 'playwright-core';
import { newSitePage, waitForPage, type OpenedPage } from './browser';
import { SITE } from './servers';

export interface HeldScriptsPage extends OpenedPage {
  /** Lets every held script through, then waits until the page has hydrated. */
  releaseScripts: () => Promise<void>;
}

/**
 * Opens a route as a phone on a slow network meets it: the server's HTML is on screen and every
 * script (the shell's, the remotes' entries and chunks, on any origin) is held back until the test
 * releases them. What the visitor does meanwhile must still be there once React has hydrated.
 */
export async function openWithScriptsHeld(
  browser: Browser,
  route: string,
  viewport: { width: number; height: number },
  { prepare }: { prepare?: (page: Page) => Promise<void> } = {},
): Promise<HeldScriptsPage> {
  const { context, page, errors } = await newSitePage(browser, viewport);

  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    // A script of a document the visitor has left (a link tapped before the release) is gone.
    await route.continue().catch(() => undefined);
  });
  // Routes and init scripts of the test's own (a later route sees a request first).
  await prepare?.(page);
  // The shell's scripts are async: the document is parsed and painted without them.
  await page.goto(SITE + route, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('domcontentloaded');
  await expectNotHydrated(page);

  return {
    page,
    errors,
    close: () => context.close(),
    releaseScripts: async () => {
      release();
      await waitForPage(page);
    },
  };
}

/** Fails when React has already taken the page over (the scripts were not held back). */
export async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.pageHydrated ?? null)).toBeNull();
}
