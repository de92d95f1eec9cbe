// e2e-serial: takes the site's CMS down.
import { browserPerFile, DESKTOP } from '../support/browser';
import { e2ePorts, SITE, startApp, startCms, stopApp, stopCms } from '../support/servers';

// What link-preview robots and crawlers get without running JavaScript
// (issue 23): an image on every public route, and no page that waits forever
// when the CMS is down.

const browser = browserPerFile();
/** SITE_URL of the e2e servers: the neutral default, where crawlers would fetch the image. */
const PUBLIC_SITE = 'https://www.example.com';

interface Entry {
  id: number;
  slug?: string;
}

async function firstOf(apiPath: string): Promise<Entry> {
  const response = await fetch(`${SITE}/api${apiPath}`);
  expect(response.status).toBe(200);
  const [first] = ((await response.json()) as { data: Entry[] }).data;
  if (!first) throw new Error(`${apiPath} sin entradas`);
  return first;
}

/** The content of a head meta tag in the server's HTML (attributes in React's order: property/name, then content). */
function metaContent(html: string, attribute: 'property' | 'name', name: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&') ?? null;
}

describe('link previews', () => {
  it('every public route of SPEC §2.1 has an absolute og:image the site serves as an image', async () => {
    const article = await firstOf('/articles');
    const successCase = await firstOf('/cases');
    const routes = [
      '/', '/home', '/experiencia-cliente', '/productividad', '/productos',
      '/servicios/senalizacion-digital', '/servicios/gestion-contenidos', '/servicios/lift-and-learn',
      '/servicios/medicion-audiencia', '/servicios/comunicaciones-internas', '/servicios/asistente-ia', '/servicios/cloud',
      '/blog', `/blog/${article.slug ?? ''}`, '/podcast', '/recursos', '/casos-exito', `/casos-exito/${successCase.id}`,
      '/sobre-nosotros', '/sobre-nosotros/firmas', '/contacto', '/contacto/exito',
    ];
    const checked = new Map<string, string>();
    for (const route of routes) {
      const response = await fetch(SITE + route);
      expect([route, response.status]).toEqual([route, 200]);
      const html = await response.text();
      const image = metaContent(html, 'property', 'og:image');
      expect([route, image]).toEqual([route, expect.stringMatching(/^https?:\/\/[^/]+\//)]);
      expect([route, metaContent(html, 'name', 'twitter:card')]).toEqual([route, 'summary_large_image']);
      expect([route, metaContent(html, 'name', 'twitter:image')]).toEqual([route, image]);
      if (image && !checked.has(image)) {
        // The site's own public address is fetched from this test's server; a remote's asset from the remote.
        const url = new URL(image);
        const file = await fetch(url.origin === PUBLIC_SITE ? SITE + url.pathname : url.href);
        expect([image, file.status]).toEqual([image, 200]);
        checked.set(image, file.headers.get('content-type') ?? '');
        await file.arrayBuffer();
      }
      expect([route, checked.get(image ?? '')]).toEqual([route, expect.stringMatching(/^image\/(jpeg|png|webp|avif)/)]);
    }
  }, 120_000);

  it('pages without an image of their own get the designed site-wide image, 1200×630, with its description', async () => {
    for (const route of ['/blog', '/productos', '/recursos', '/casos-exito', '/contacto', '/contacto/exito', '/sobre-nosotros/firmas', '/servicios/asistente-ia']) {
      const html = await (await fetch(SITE + route)).text();
      expect([route, metaContent(html, 'property', 'og:image')]).toEqual([route, `${PUBLIC_SITE}/og-image.jpg`]);
      expect([route, metaContent(html, 'property', 'og:image:width'), metaContent(html, 'property', 'og:image:height')]).toEqual([route, '1200', '630']);
      expect([route, metaContent(html, 'property', 'og:image:alt')]).toEqual([route, expect.stringContaining('Nexo Digital')]);
    }
    const file = await fetch(`${SITE}/og-image.jpg`);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBeLessThan(100 * 1024);
    // JPEG's frame header (SOF0): height then width.
    const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630]);
  });
});

describe('the CMS down with nothing kept', () => {
  const lists: Array<[string, string]> = [
    ['/blog', 'No hay artículos para mostrar en este momento.'],
    ['/casos-exito', 'No hay casos de éxito para mostrar en este momento.'],
    ['/recursos', 'No hay materiales para mostrar en este momento.'],
    ['/productos', 'No se encontraron productos que coincidan con tu búsqueda.'],
  ];

  it('each list answers 503 with Retry-After and, without JavaScript, shows SPEC §8 empty message, never "Cargando"', async () => {
    // A shell that has never read the CMS (the second e2e origin, which the remotes accept).
    const coldPort = e2ePorts.coldShell;
    const cold = `http://localhost:${coldPort}`;
    await stopCms();
    await startApp('shell', { port: coldPort, key: 'shell-cold' });
    try {
      for (const [route, message] of lists) {
        const response = await fetch(cold + route);
        expect([route, response.status, response.headers.get('retry-after')]).toEqual([route, 503, '30']);
        await response.text();

        const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(cold + route);
        expect([route, await page.getByText(message).isVisible()]).toEqual([route, true]);
        expect([route, await page.getByText(/Cargando/).count()]).toEqual([route, 0]);
        expect([route, await page.getByRole('banner').isVisible()]).toEqual([route, true]);
        await context.close();
      }

      // With JavaScript the page hydrates what the server sent (no mismatch) and still reads the CMS again.
      const context = await browser().newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      // Hydration comes once the remote's page module is in: on a busy machine, after 'networkidle'.
      const retry = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/cases'), { timeout: 30_000 });
      await page.goto(`${cold}/casos-exito`, { waitUntil: 'networkidle' });
      expect(await page.getByText('No hay casos de éxito para mostrar en este momento.').isVisible()).toBe(true);
      await retry;
      expect(await page.getByText('No hay casos de éxito para mostrar en este momento.').isVisible()).toBe(true);
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      await context.close();
    } finally {
      await stopApp('shell', { port: coldPort, key: 'shell-cold' });
      await startCms();
    }
  }, 180_000);
});
