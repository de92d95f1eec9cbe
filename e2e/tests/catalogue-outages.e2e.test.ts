// e2e-serial: takes the site's CMS and its catalogue remote down.
import { browserPerFile, openPage } from '../support/browser';
import { cards, seededProducts, sidebar } from '../support/catalogue-page';
import { withCmsDownOnColdShell } from '../support/cold-shell';
import { expectFallbackWhileRemoteDown } from '../support/remote-down';
import { SITE, startCms, stopCms } from '../support/servers';

// The catalogue when the CMS or the catalogue remote is down (SPEC §8); the rest of the
// catalogue: catalogue.e2e.test.ts.

const browser = browserPerFile();

describe('failures', () => {
  it('with the CMS down, the catalogue keeps what the server read last', async () => {
    const [first] = await seededProducts();
    expect((await fetch(`${SITE}/productos`)).status).toBe(200);
    await stopCms();
    try {
      const { page, errors, close } = await openPage(browser(), '/productos');
      expect(await cards(page).getByRole('heading', { name: first?.name ?? '' }).isVisible()).toBe(true);
      // Images are files of the CMS: those may fail to load while it is down, nothing else.
      expect(errors.filter((error) => !/Failed to load resource: the server responded with a status of 502/.test(error))).toEqual([]);
      await close();
    } finally {
      await startCms();
    }
  });

  it('with the CMS down and nothing read before, the catalogue shows its empty state inside the layout', async () => {
    await withCmsDownOnColdShell(browser(), async (visit) => {
      const page = await visit('/productos', 'No se encontraron productos que coincidan con tu búsqueda.');
      expect(await sidebar(page).getByRole('link').allTextContents()).toEqual(['Ver todos']);
    });
  }, 120_000);

  it('with the catalogue remote down, /productos shows the fallback inside the layout and the rest works', async () => {
    await expectFallbackWhileRemoteDown(browser(), 'catalogue', '/productos');
  });
});
