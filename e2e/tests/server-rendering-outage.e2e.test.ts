// e2e-serial: takes the site's content remote down.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startRemoteAgain } from '../support/remote-down';
import { SITE, stopApp } from '../support/servers';

// A page whose remote is down while the shell's server renders it (the rest of server rendering:
// server-rendering.e2e.test.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page opened with JavaScript off: only what the server sent. */
async function openWithoutJs(route: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(SITE + route, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

describe('a remote that is down while the server renders', () => {
  afterAll(async () => {
    await startRemoteAgain('content', '/blog');
  });

  it('sends the layout with the page’s Spanish fallback, status 503 and Retry-After; the other routes still render', async () => {
    await stopApp('content');
    // The server notices within its revalidation interval (5 s).
    let response = await fetch(`${SITE}/blog`);
    for (let tries = 0; response.status !== 503 && tries < 30; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      response = await fetch(`${SITE}/blog`);
    }
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const { page, close } = await openWithoutJs('/blog');
    expect(await page.getByText('Esta sección no está disponible en este momento').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    await close();
    expect((await fetch(`${SITE}/podcast`)).status).toBe(200);
  });
});
