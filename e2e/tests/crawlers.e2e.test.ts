// e2e-serial: takes the site's CMS down.
import { browserPerFile, openPage } from '../support/browser';
import { SITE, startCms, stopCms } from '../support/servers';

// What a search engine or a link-preview robot gets from the shell's server:
// robots.txt, a sitemap built from the route table and the CMS, and the right
// status for pages that do not exist.

const browser = browserPerFile();
/** SITE_URL of the e2e servers: the neutral default. */
const PUBLIC_SITE = 'https://www.example.com';

interface Entry {
  id: number;
  slug?: string;
  updatedAt: string;
}

/** One of the files the server writes for crawlers, after checking it answers 200 with `type`. */
async function crawlerFile(filePath: string, type: RegExp): Promise<string> {
  const response = await fetch(`${SITE}${filePath}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(type);
  return response.text();
}

async function fromSite(apiPath: string): Promise<Entry[]> {
  const response = await fetch(`${SITE}/api${apiPath}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Entry[] }).data;
}

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the noindex pages', async () => {
    const text = await crawlerFile('/robots.txt', /^text\/plain/);
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${PUBLIC_SITE}/sitemap.xml`);
    expect(text).toContain('Disallow: /contacto/exito');
    expect(text).toContain('Disallow: /sobre-nosotros/firmas');
  });
});

describe('sitemap.xml', () => {
  it('lists every public route and every published article and success case, with its last change', async () => {
    const xml = await crawlerFile('/sitemap.xml', /^application\/xml/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const route of ['/', '/blog', '/productos', '/contacto', '/casos-exito', '/recursos', '/podcast', '/servicios/senalizacion-digital']) {
      expect(locs).toContain(`${PUBLIC_SITE}${route}`);
    }
    for (const hidden of ['/contacto/exito', '/sobre-nosotros/firmas', '/home']) expect(locs).not.toContain(`${PUBLIC_SITE}${hidden}`);

    const articles = await fromSite('/articles');
    const cases = await fromSite('/cases');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(xml).toContain(`<loc>${PUBLIC_SITE}/blog/${article.slug ?? ''}</loc><lastmod>${article.updatedAt}</lastmod>`);
    }
    for (const entry of cases) {
      expect(xml).toContain(`<loc>${PUBLIC_SITE}/casos-exito/${entry.id}</loc><lastmod>${entry.updatedAt}</lastmod>`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists every published product's view, at its canonical address", async () => {
    const xml = await crawlerFile('/sitemap.xml', /^application\/xml/);
    const products = await fromSite('/products');
    expect(products.length).toBeGreaterThan(1);
    for (const product of products) {
      expect(xml).toContain(`<loc>${PUBLIC_SITE}/productos?producto=${product.slug ?? ''}</loc><lastmod>${product.updatedAt}</lastmod>`);
    }
    const listed = [...xml.matchAll(/<loc>[^<]+\/productos\?producto=([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(products.map((product) => product.slug).sort());
  });
});

describe('canonical addresses', () => {
  /** The canonical link of a page as the server sends it (crawlers run no JavaScript). */
  const canonicalOf = async (route: string) => /<link rel="canonical" href="([^"]+)"/.exec(await (await fetch(`${SITE}${route}`)).text())?.[1];

  it("gives each product's view its own, and the catalogue's grid its own whatever it is filtered by", async () => {
    const products = await fromSite('/products');
    for (const product of products.slice(0, 3)) {
      const route = `/productos?producto=${product.slug ?? ''}`;
      expect([route, await canonicalOf(`${route}&buscar=pantalla`)]).toEqual([route, `${PUBLIC_SITE}${route}`]);
    }
    expect(await canonicalOf('/productos?buscar=pantalla')).toBe(`${PUBLIC_SITE}/productos`);
  });
});

describe('status codes', () => {
  it('answers 200 for every kind of page that exists', async () => {
    const [article] = await fromSite('/articles');
    const [successCase] = await fromSite('/cases');
    const [product] = await fromSite('/products');
    for (const route of ['/', '/blog', '/contacto', `/blog/${article?.slug ?? ''}`, `/casos-exito/${successCase?.id ?? 0}`, `/productos?producto=${product?.slug ?? ''}`]) {
      expect([route, (await fetch(`${SITE}${route}`)).status]).toEqual([route, 200]);
    }
  });

  it('answers 404 for an unknown path, article, success case or product', async () => {
    for (const route of ['/no-existe', '/servicios/otro', '/blog/no-existe-este-articulo', '/casos-exito/999999', '/casos-exito/siete', '/productos?producto=no-existe']) {
      expect([route, (await fetch(`${SITE}${route}`)).status]).toEqual([route, 404]);
    }
  });

  it('still shows the designed 404 page to a visitor', async () => {
    const { page, close } = await openPage(browser(), '/no-existe');
    expect(await page.title()).toBe('Página no encontrada | Nexo Digital');
    await close();
  });

  it('keeps the status of known pages through a CMS outage, and says 503 when it cannot know', async () => {
    const [article] = await fromSite('/articles');
    const known = `/blog/${article?.slug ?? ''}`;
    expect((await fetch(`${SITE}${known}`)).status).toBe(200);
    expect((await fetch(`${SITE}/sitemap.xml`)).status).toBe(200);
    await stopCms();
    try {
      expect((await fetch(`${SITE}${known}`)).status).toBe(200);
      expect((await fetch(`${SITE}/sitemap.xml`)).status).toBe(200);
      const unknown = await fetch(`${SITE}/blog/nunca-consultado-${Date.now()}`);
      expect(unknown.status).toBe(503);
      expect(unknown.headers.get('retry-after')).toBe('30');
    } finally {
      await startCms();
    }
  }, 120_000);
});
