import type { Browser } from 'playwright-core';
import { DESKTOP, waitForPage, type OpenedPage } from './browser';
import { SITE } from './servers';

export interface TimedPageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * Opens a route with Playwright's clock installed: time flows as usual, and a
 * test can jump it forward (`page.clock.runFor`) instead of sleeping through
 * the 3 and 5 second timers of carousels and rotating texts.
 */
export async function openTimedPage(
  browser: Browser,
  route: string,
  { viewport = DESKTOP, reducedMotion = 'no-preference' }: TimedPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', reducedMotion });
  await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(SITE + route, { waitUntil: 'networkidle' });
  await waitForPage(page);
  return { page, errors, close: () => context.close() };
}
