import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { e2ePorts, startApp, startCms, stopApp, stopCms } from './servers';

/**
 * With the CMS down, a shell that has never read it (the second e2e origin, which the remotes
 * accept): `visit` opens a route there and waits for `message`, checking that the layout stays
 * around it and that only the failed requests themselves reach the console. The CMS is started
 * again afterwards, whatever happens.
 */
export async function withCmsDownOnColdShell(
  browser: Browser,
  run: (visit: (route: string, message: string) => Promise<Page>) => Promise<void>,
): Promise<void> {
  const coldPort = e2ePorts.coldShell;
  await stopCms();
  await startApp('shell', { port: coldPort, key: 'shell-cold' });
  const contexts: Array<{ close(): Promise<void> }> = [];
  try {
    await run(async (route, message) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
      await page.goto(`http://localhost:${coldPort}${route}`, { waitUntil: 'networkidle' });
      await page.getByText(message, { exact: false }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      return page;
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await stopApp('shell', { port: coldPort, key: 'shell-cold' });
    await startCms();
  }
}
