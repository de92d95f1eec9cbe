// e2e-serial: takes the site's CMS and its content remote down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserPerFile, openPage } from '../support/browser';
import { withCmsDownOnColdShell } from '../support/cold-shell';
import { expectFallbackWhileRemoteDown } from '../support/remote-down';
import { caseByTitle } from '../support/seeded-content';
import { e2ePorts, SITE, startApp, startCms, stopApp, stopCms } from '../support/servers';

// The content remote's pages when the CMS or the remote itself is down (SPEC §8); the rest of
// the content pages: content.e2e.test.ts.

const browser = browserPerFile();

describe('failures', () => {
  it('with the CMS down, the content pages keep what the server read last', async () => {
    const full = await caseByTitle('Una red de pantallas');
    const pages: Array<[string, string]> = [
      ['/blog', 'Señalización digital en retail: pantallas que ayudan a vender'],
      ['/blog/medicion-audiencia-privacidad', 'Medición de audiencia: qué miran sus clientes y cómo hacerlo con respeto por la privacidad'],
      [`/casos-exito/${full.id}`, full.title],
    ];
    for (const [route] of pages) expect((await fetch(SITE + route)).status).toBe(200);
    await stopCms();
    try {
      for (const [route, text] of pages) {
        const { page, errors, close } = await openPage(browser(), route);
        expect([route, await page.getByText(text, { exact: true }).first().isVisible()]).toEqual([route, true]);
        // Images are files of the CMS: those may fail to load while it is down, nothing else.
        expect(errors.filter((error) => !/Failed to load resource: the server responded with a status of 502/.test(error))).toEqual([]);
        await close();
      }
    } finally {
      await startCms();
    }
  });

  it('with the CMS down, a server started during the outage shows what the last one read (CMS_SNAPSHOT_FILE)', async () => {
    const port = e2ePorts.coldShell;
    const options = { port, key: 'shell-snapshot', env: { CMS_SNAPSHOT_FILE: path.join(os.tmpdir(), `lecturas-e2e-${process.pid}.json`) } };
    const route = '/blog/medicion-audiencia-privacidad';
    const title = 'Medición de audiencia: qué miran sus clientes y cómo hacerlo con respeto por la privacidad';
    await startApp('shell', options);
    try {
      expect((await fetch(`http://localhost:${port}${route}`)).status).toBe(200);
      // Stopped gracefully, it writes what it read; then a new one starts with the CMS already down.
      await stopApp('shell', options);
      await stopCms();
      await startApp('shell', options);
      const answer = await fetch(`http://localhost:${port}${route}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(title);
      const { page, close } = await openPage(browser(), `http://localhost:${port}${route}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await close();
    } finally {
      await stopApp('shell', options);
      fs.rmSync(options.env.CMS_SNAPSHOT_FILE, { force: true });
      await startCms();
    }
  });

  it('with the CMS down and nothing read before, every content page shows its empty state inside the layout', async () => {
    const full = await caseByTitle('Una red de pantallas');
    await withCmsDownOnColdShell(browser(), async (visit) => {
      await visit('/blog', 'No hay artículos para mostrar en este momento.');
      await visit('/casos-exito', 'No hay casos de éxito para mostrar en este momento.');
      await visit('/recursos', 'No hay materiales para mostrar en este momento.');
      await visit('/blog/medicion-audiencia-privacidad', 'No pudimos cargar este artículo en este momento.');
      await visit(`/casos-exito/${full.id}`, 'No pudimos cargar este caso de éxito en este momento.');
    });
  }, 120_000);

  it('with the content remote down, its routes show the fallback inside the layout and the others work', async () => {
    await expectFallbackWhileRemoteDown(browser(), 'content', '/blog');
  });
});
