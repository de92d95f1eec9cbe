// e2e-serial: takes the site's CMS and its content remote down.
import { browserPerFile, openPage } from '../support/browser';
import { withCmsDownOnColdShell } from '../support/cold-shell';
import { expectFallbackWhileRemoteDown } from '../support/remote-down';
import { caseByTitle } from '../support/seeded-content';
import { SITE, startCms, stopCms } from '../support/servers';

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
