import type { Browser, Page } from 'playwright-core';
import { DESKTOP, waitForPage, type OpenedPage } from './browser';
import { SITE } from './servers';

export interface TimedPageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * The page's clock stands still from before the page loads: only
   * `page.clock.runFor` moves it, so every timer started while the page
   * loaded fires exactly its interval after the start (see `expectChangeAfter`).
   */
  paused?: boolean;
}

/**
 * Opens a route with Playwright's clock installed: time flows as usual (or
 * stands still, `paused`), and a test jumps it forward (`page.clock.runFor`)
 * instead of sleeping through the 3 and 5 second timers of carousels and
 * rotating texts.
 */
export async function openTimedPage(
  browser: Browser,
  route: string,
  { viewport = DESKTOP, reducedMotion = 'no-preference', paused = false }: TimedPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', reducedMotion });
  const start = Date.now();
  await context.clock.install({ time: start });
  if (paused) await context.clock.pauseAt(start + 1000);
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

/**
 * Lets the page finish what the last timers started (React renders after a
 * message, which the fake clock does not hold back) before the test reads it.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * On a page opened `paused`: moves the clock to 1 ms before `intervalMs` and
 * checks that `read` still gives what it gave, then the last millisecond and
 * waits for it to change; returns the new value. So the interval is exactly
 * `intervalMs`, not merely "about".
 */
export async function expectChangeAfter(page: Page, intervalMs: number, read: () => Promise<string | null>): Promise<string | null> {
  const before = await read();
  await page.clock.runFor(intervalMs - 1);
  await settle(page);
  expect([`${intervalMs - 1} ms`, await read()]).toEqual([`${intervalMs - 1} ms`, before]);
  await page.clock.runFor(1);
  const deadline = Date.now() + 5000;
  for (;;) {
    await settle(page);
    const after = await read();
    if (after !== before) return after;
    if (Date.now() > deadline) throw new Error(`Nada cambió ${intervalMs} ms después: sigue «${before}»`);
  }
}

/** A band of the page that has not hydrated yet (`HydrateWhenVisible`). */
const UNHYDRATED_BAND = '[data-hydrate-when-visible]:not([data-hydrated])';

/**
 * Scrolls to a part of the page (a CSS selector of one element) and waits until every band
 * around it has hydrated (bands below a page's hero hydrate as the visitor nears them): only
 * then do its buttons respond and have its timers started.
 */
export async function scrollToHydrated(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.locator(`${selector}:not(${UNHYDRATED_BAND} *)`).first().waitFor({ state: 'attached', timeout: 10_000 });
}
