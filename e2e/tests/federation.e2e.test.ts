// e2e-serial: takes the site's tools remote down, and moves its remotes (the remotes file).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, openPage, browserPerFile } from '../support/browser';
import { startRemoteAgain } from '../support/remote-down';
import { e2ePorts, ports, repoRoot, resetRemoteUrls, setRemoteUrls, SITE, startApp, stateDir, stopApp } from '../support/servers';

const browser = browserPerFile();
afterAll(() => resetRemoteUrls());

const FALLBACK_HEADING = 'Esta sección no está disponible en este momento';

describe('one React, one theme across remotes', () => {
  it('renders a remote page with the shell theme and downloads react-dom once, from the shell', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    const reactDomResponses: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('__reactFiber$')) reactDomResponses.push(response.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(reactDomResponses).toHaveLength(1);
    expect(reactDomResponses[0]).toMatch(new RegExp(`^http://localhost:${ports.shell}/`));

    // The podcast header is the remote's; its brand blue and font come from the shell's ThemeProvider.
    const heading = page.getByRole('heading', { level: 1, name: 'Podcast' });
    const banner = heading.locator('xpath=ancestor::header[1]');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 88, 151)');
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Montserrat Variable');
    await close();
  });

  it('gives the remote the shell\'s single copy of React, the router, emotion and the MUI theme runtime', async () => {
    const { page, close } = await openPage(browser(), '/contacto', DESKTOP);
    // The federation runtime's share scope: which copy of each shared package the page runs.
    const loaded = await page.evaluate(() => {
      type Entry = { loaded?: boolean; from: string; useIn: string[] };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__.__SHARE__;
      const copies: Record<string, { from: string; useIn: string[] }[]> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages))
            for (const entry of Object.values(versions))
              if (entry.loaded) (copies[name] ??= []).push({ from: entry.from, useIn: entry.useIn });
      return copies;
    });
    for (const name of ['react', 'react-dom', '@site/shared/router', '@mui/material/styles', '@mui/system/DefaultPropsProvider']) {
      expect(loaded[name]).toEqual([{ from: 'shell', useIn: expect.arrayContaining(['shell', 'tools']) }]);
    }
    for (const copies of Object.values(loaded)) expect(copies).toHaveLength(1);
    await close();
  });
});

describe('a remote that cannot load', () => {
  afterEach(() => resetRemoteUrls());

  it('shows a Spanish fallback inside the layout while the server is down, and recovers on retry', async () => {
    await stopApp('tools');
    try {
      const { page, close } = await openPage(browser(), '/contacto', DESKTOP);
      await page.getByRole('heading', { name: FALLBACK_HEADING }).waitFor();
      expect(await page.locator('header.MuiAppBar-root').isVisible()).toBe(true);
      expect(await page.locator('footer').isVisible()).toBe(true);

      // The rest of the site keeps working.
      await page.locator('footer').getByRole('link', { name: 'Podcast' }).click();
      await page.getByRole('heading', { level: 1, name: 'Podcast' }).waitFor();

      await page.goBack();
      await page.getByRole('heading', { name: FALLBACK_HEADING }).waitFor();
      await startApp('tools');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByRole('heading', { name: 'Contáctanos' }).waitFor();
      await close();
    } finally {
      await startRemoteAgain('tools', '/contacto');
    }
  });

  it('shows the fallback when the manifest answers 404', async () => {
    setRemoteUrls({ marketing: `http://localhost:${ports.marketing}/no-existe/mf-manifest.json` });
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    await page.getByRole('heading', { name: FALLBACK_HEADING }).waitFor();
    expect(await page.title()).toBe('Sección no disponible | Nexo Digital');
    await close();
  });

  it('shows the fallback when a chunk of the page fails to load', async () => {
    const { page, close } = await openPage(browser(), '/esta-pagina-no-existe', DESKTOP);
    // Every script of the marketing remote except its entry fails, as on a broken CDN.
    await page.route(`http://localhost:${ports.marketing}/assets/**`, (route) => route.abort('failed'));
    await page.locator('footer').getByRole('link', { name: 'Podcast' }).click();
    await page.getByRole('heading', { name: FALLBACK_HEADING }).waitFor();
    expect(await page.locator('footer').isVisible()).toBe(true);
    await close();
  });
});

describe('remote URLs are runtime configuration', () => {
  const redeployDir = path.join(stateDir, 'marketing-redeploy');
  const redeployPort = e2ePorts.redeployedMarketing;

  afterAll(async () => {
    await stopApp('marketing', { port: redeployPort, key: 'marketing-redeploy' }).catch(() => undefined);
    fs.rmSync(redeployDir, { recursive: true, force: true });
  });

  it('serves a new build of one remote from a new URL with no rebuild of the shell', async () => {
    const shellIndexBefore = fs.readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8');
    // A visible change: the remote's own build now carries another brand name.
    execFileSync('npx', ['rspack', 'build', '-c', 'remote-marketing/rspack.config.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, BUILD_OUTPUT_DIR: redeployDir, SITE_BRAND_NAME: 'Marca Redesplegada' },
      stdio: 'ignore',
    });
    await startApp('marketing', { port: redeployPort, dir: redeployDir, key: 'marketing-redeploy' });

    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    expect(await page.title()).toBe('Podcast | Nexo Digital');

    setRemoteUrls({ marketing: `http://localhost:${redeployPort}/mf-manifest.json` });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.title === 'Podcast | Marca Redesplegada');
    // The shell itself is untouched: same index.html, its own header still says the old brand.
    expect(fs.readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8')).toBe(shellIndexBefore);
    expect(await page.locator('header.MuiAppBar-root').textContent()).toContain('Nexo Digital');
    await close();
  });

  it('is what the server renders, with JavaScript off: moved by configuration, then rebuilt at the same URL, within 60 s', async () => {
    // Set by the test above: the remote now lives at the redeploy port.
    const titleWithoutJs = async (): Promise<string> => {
      const context = await browser().newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${SITE}/podcast`, { waitUntil: 'load' });
      const title = await page.title();
      await context.close();
      return title;
    };
    const waitForTitle = async (expected: string): Promise<number> => {
      const started = Date.now();
      let title = await titleWithoutJs();
      while (title !== expected && Date.now() - started < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        title = await titleWithoutJs();
      }
      expect(title).toBe(expected);
      return Date.now() - started;
    };
    await waitForTitle('Podcast | Marca Redesplegada');

    // Same URL, new build: no restart of the shell's server, no change of configuration.
    execFileSync('npx', ['rspack', 'build', '-c', 'remote-marketing/rspack.config.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, BUILD_OUTPUT_DIR: redeployDir, SITE_BRAND_NAME: 'Marca Nueva' },
      stdio: 'ignore',
    });
    expect(await waitForTitle('Podcast | Marca Nueva')).toBeLessThan(60_000);
  }, 150_000);
});
