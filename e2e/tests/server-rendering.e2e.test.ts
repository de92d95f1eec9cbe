import type { Browser, Page } from 'playwright-core';
import { remotePageRecords } from '../../jest/remote-page-records';
import { launchBrowser, openPage } from '../support/browser';
import { fromCms } from '../support/seeded-content';
import { ports, SITE } from '../support/servers';

// What a crawler, a link-preview robot or a visitor without JavaScript gets:
// every route's finished page from the shell's server, with its head tags. With a
// remote down while the server renders: server-rendering-outage.e2e.test.ts.

interface Entry {
  id: number;
  slug?: string;
  title?: string;
  name?: string;
}

async function fromSite(apiPath: string): Promise<Entry[]> {
  const response = await fetch(`${SITE}/api${apiPath}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Entry[] }).data;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page opened with JavaScript off: only what the server sent. */
async function openWithoutJs(route: string): Promise<{ page: Page; status: number; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const response = await page.goto(SITE + route, { waitUntil: 'load' });
  return { page, status: response?.status() ?? 0, close: () => context.close() };
}

const staticRoutes = Object.values(remotePageRecords)
  .flatMap((records) => records.map((record) => record.path))
  .filter((path) => !path.includes(':'));

describe('with JavaScript disabled', () => {
  it.each(staticRoutes)('%s shows its page inside the layout, with its head tags', async (route) => {
    const { page, status, close } = await openWithoutJs(route);
    expect(status).toBe(200);
    expect(await page.title()).toMatch(/ \| Nexo Digital$/);
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    const heading = page.locator('main h1').first();
    expect(await heading.isVisible()).toBe(true);
    expect((await heading.textContent())?.trim().length).toBeGreaterThan(2);
    expect(await page.locator('main [data-page-loading]').count()).toBe(0);
    expect(await page.getByText('Este sitio necesita JavaScript').count()).toBe(0);

    const head = page.locator('head');
    expect(await head.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await head.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
    expect(await head.locator('meta[name="twitter:card"]').count()).toBe(1);
    expect(await head.locator('meta[name="twitter:title"]').getAttribute('content')).toBe(await page.title());
    expect(await head.locator('meta[name="twitter:description"]').getAttribute('content')).toBe(
      await head.locator('meta[name="description"]').getAttribute('content'),
    );
    // JSON-LD stays where the page renders it (React hoists no inline script); crawlers read it anywhere.
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Organization', name: 'Nexo Digital' });
    await close();
  });

  it('shows the CMS content of the lists: articles, cases, materials and products', async () => {
    const lists: Array<[string, string, (entry: Entry) => string]> = [
      ['/blog', '/articles', (entry) => entry.title ?? ''],
      ['/casos-exito', '/cases', (entry) => entry.title ?? ''],
      ['/recursos', '/materiales', (entry) => entry.title ?? ''],
      ['/productos', '/products', (entry) => entry.name ?? ''],
    ];
    for (const [route, api, label] of lists) {
      const entries = await fromSite(api);
      expect(entries.length).toBeGreaterThan(0);
      const { page, close } = await openWithoutJs(route);
      for (const entry of entries.slice(0, 3)) {
        expect([route, await page.getByText(label(entry), { exact: true }).first().isVisible()]).toEqual([route, true]);
      }
      await close();
    }
  });

  // The lists' filters are addresses (issue 39): a tap before the scripts ran, or without them, opens these.
  it.each([
    ['/blog?categoria=salud', 'main [aria-label="Artículos"] article h2', 'Salud', ['Pantallas en clínicas y centros médicos: salas de espera más tranquilas']],
    ['/casos-exito?categoria=educacion', 'main article h2', 'Educación', ['Un campus informado en tiempo real']],
    [
      '/recursos?categoria=retail&buscar=pantalla',
      'main [aria-label="Materiales"] article h2',
      'Retail',
      ['Guía de señalización digital para retail', 'Cómo elegir una pantalla profesional'],
    ],
  ])('%s shows the list filtered by its address, its category current', async (route, items, category, titles) => {
    const { page, status, close } = await openWithoutJs(route);
    expect(status).toBe(200);
    expect(await page.locator(items).allTextContents()).toEqual(titles);
    expect(await page.locator('main a[aria-current="page"]').allTextContents()).toEqual([category]);
    await close();
  });

  it('shows an article and a success case opened by URL, with working links', async () => {
    const [article] = await fromSite('/articles');
    const [successCase] = await fromSite('/cases');
    for (const [route, title] of [
      [`/blog/${article?.slug ?? ''}`, article?.title ?? ''],
      [`/casos-exito/${successCase?.id ?? 0}`, successCase?.title ?? ''],
    ] as const) {
      const { page, status, close } = await openWithoutJs(route);
      expect(status).toBe(200);
      expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`https://www.example.com${route}`);
      // A plain link works with no script: the way back to the list.
      await page.locator('main a[href]').first().click();
      await page.waitForLoadState('load');
      expect(page.url()).not.toBe(SITE + route);
      await close();
    }
  });

  it('describes an open product to search engines', async () => {
    const [product] = await fromSite('/products');
    const { page, status, close } = await openWithoutJs(`/productos?producto=${product?.slug ?? ''}`);
    expect(status).toBe(200);
    expect(await page.title()).toBe(`${product?.name ?? ''} | Nexo Digital`);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const described = data.map((text) => JSON.parse(text) as { '@type': string; name: string; image?: string[] });
    expect(described).toContainEqual(expect.objectContaining({ '@type': 'Product', name: product?.name }));
    expect(described.find((item) => item['@type'] === 'Product')?.image?.[0]).toMatch(/^https:\/\/www\.example\.com\/uploads\//);
    expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(/^https:\/\/www\.example\.com\/uploads\//);
    await close();
  });

  it('shows images with their sources', async () => {
    const { page, close } = await openWithoutJs('/');
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(3);
    const first = await images.first().evaluate((img) => ({ src: (img as HTMLImageElement).currentSrc, width: (img as HTMLImageElement).naturalWidth }));
    expect(first.src).toMatch(/^http:\/\/localhost:\d+\//);
    await close();
  });

  it('gives an article a large link-preview card with its cover', async () => {
    const [article] = await fromSite('/articles?filters[slug][$eq]=senalizacion-digital-retail-pantallas-que-venden');
    const { page, close } = await openWithoutJs(`/blog/${article?.slug ?? ''}`);
    const head = page.locator('head');
    expect(await head.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await head.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https:\/\/www\.example\.com\/uploads\//);
    expect(await head.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(image);
    await close();
  });

  it('answers 404 with the designed page for an unknown path', async () => {
    const { page, status, close } = await openWithoutJs('/esta-pagina-no-existe');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).isVisible()).toBe(true);
    await close();
  });
});

describe('the rendered-page cache', () => {
  it('serves a page kept for a burst of visitors with a fresh CSP nonce on every response', async () => {
    const nonces = new Set<string>();
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${SITE}/podcast`);
      expect(response.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const html = await response.text();
      // Every inline script and style carries this response's nonce, and no other.
      const inBody = new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(inBody).toEqual(new Set([nonce]));
      nonces.add(nonce);
      bodies.add(html.split(nonce).join(''));
    }
    expect(nonces.size).toBe(3);
    // The same rendered page (one render) each time, but for its nonce.
    expect(bodies.size).toBe(1);
  });

  it('fetches the route’s remote entry and page chunks beside the shell’s scripts, once the first screen is shown, under the nonce', async () => {
    const { page, close } = await openPage(browser, '/blog');
    const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '');
    const hints = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"][as="script"]')].map((link) => ({ href: link.href, nonce: link.nonce })),
    );
    const hrefs = hints.map((hint) => hint.href);
    expect(hrefs).toContain(`http://localhost:${ports.content}/remoteEntry.js`);
    expect(hrefs.some((href) => /__federation_expose_blog_page\.[0-9a-f]+\.js$/.test(href))).toBe(true);
    expect(nonce).not.toBe('');
    expect(hints.every((hint) => hint.nonce === nonce)).toBe(true);
    await close();
  });
});

describe('hydration', () => {
  it('takes the server’s page over with no console error and keeps it interactive', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${SITE}/blog`, { waitUntil: 'networkidle' });
    const serverHtml = await page.locator('main h1').textContent();
    expect(serverHtml).toBe('Blog');
    // The data came with the page: the browser does not ask the CMS again on load.
    expect(apiCalls).toEqual([]);
    // Interactive: a category filter answers a click in place.
    await page.getByRole('link', { name: 'Retail', exact: true }).click();
    // (React renders the click's update after the event: wait for it rather than read at once.)
    await page.locator('main a[aria-current="page"]', { hasText: /^Retail$/ }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('asks the CMS nothing on load for any CMS page: the server handed every read over', async () => {
    const [article] = await fromCms<Entry[]>('/articles?fields[0]=slug&pagination[pageSize]=1');
    const [successCase] = await fromCms<Entry[]>('/cases?fields[0]=title&pagination[pageSize]=1');
    const [product] = await fromCms<Entry[]>('/products?fields[0]=slug&pagination[pageSize]=1');
    const routes = [
      `/blog/${article?.slug ?? ''}`,
      `/casos-exito`,
      `/casos-exito/${successCase?.id ?? 0}`,
      '/recursos',
      // Filtered: the blog's cards of a category are read after the categories, under the page's own key.
      '/blog?categoria=salud&pagina=1',
      '/casos-exito?categoria=educacion',
      '/recursos?categoria=retail&buscar=pantalla',
      '/productos',
      `/productos?producto=${product?.slug ?? ''}`,
    ];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(SITE + route, { waitUntil: 'networkidle' });
      expect([route, apiCalls]).toEqual([route, []]);
      await context.close();
    }
  }, 90_000);
});
