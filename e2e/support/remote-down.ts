import type { Browser } from 'playwright-core';
import { openPage } from './browser';
import { startApp, stopApp, type AppName } from './servers';

/**
 * With `remote` stopped, `route` (one of its pages) shows the section's fallback and its retry button
 * inside the layout, and the footer still leads to another remote's page (Podcast). The remote is
 * started again afterwards, whatever happens.
 */
export async function expectFallbackWhileRemoteDown(browser: Browser, remote: Exclude<AppName, 'shell'>, route: string): Promise<void> {
  await stopApp(remote);
  try {
    const { page, close } = await openPage(browser, route);
    expect(await page.getByText('Esta sección no está disponible en este momento').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Podcast' }).click();
    await page.getByRole('heading', { level: 1, name: 'Podcast' }).waitFor();
    await close();
  } finally {
    await startApp(remote);
  }
}
