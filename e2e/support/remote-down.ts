import type { Browser } from 'playwright-core';
import { openPage } from './browser';
import { SITE, startApp, stopApp, type AppName } from './servers';

type RemoteName = Exclude<AppName, 'shell'>;

/** How long the site's shell may take to render a remote's pages again: its breaker (10 s), then a fresh load. */
const RECOVERY_TIMEOUT_MS = 40_000;

/**
 * Starts a remote the test stopped, and waits until the site's shell renders `route` (one of its
 * pages) again: the shell's breaker may keep its fallback for 10 s more, and the next test must
 * find the site whole.
 */
export async function startRemoteAgain(remote: RemoteName, route: string): Promise<void> {
  await startApp(remote);
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(SITE + route);
    await response.arrayBuffer();
    if (response.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${route} sigue respondiendo ${response.status} ${RECOVERY_TIMEOUT_MS / 1000} s después de volver a iniciar ${remote}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * With `remote` stopped, `route` (one of its pages) shows the section's fallback and its retry button
 * inside the layout, and the footer still leads to another remote's page (Podcast). The remote is
 * started again afterwards, whatever happens, and the site renders its page again.
 */
export async function expectFallbackWhileRemoteDown(browser: Browser, remote: RemoteName, route: string): Promise<void> {
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
    await startRemoteAgain(remote, route);
  }
}
