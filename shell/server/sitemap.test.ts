import type { CmsReader } from './cms-reader';
import { robotsTxt, sitemapEntries, sitemapXml, staticSitemapPaths } from './sitemap';
import { checkoutSite } from '../../jest/checkout-pages';

const { live } = checkoutSite();

const SITE = 'https://www.nexo.example';

describe('robotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of the noindex pages', () => {
    const text = robotsTxt(live, SITE);
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /contacto/exito');
    expect(text).toContain('Disallow: /sobre-nosotros/firmas');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped URLs with their last change', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/blog/a&b', lastModified: '2026-11-20T10:00:00.000Z' }], SITE);
    expect(xml).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/blog/a&amp;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('sitemapEntries', () => {
  it('lists every public route once, no noindex page, and every article, case and product page by page', async () => {
    const reads: string[] = [];
    const cms: CmsReader = {
      async read(collection, query) {
        reads.push(`${collection} ${query['pagination[page]']}`);
        const page = Number(query['pagination[page]']);
        if (collection === 'articles') {
          return { data: [{ id: page, slug: `articulo-${page}`, updatedAt: `2026-11-0${page}T00:00:00.000Z` }], pageCount: 3, total: 3 };
        }
        if (collection === 'products') {
          const data = [
            { id: 7, slug: 'totem-tactil-t55', updatedAt: '2026-09-01T00:00:00.000Z' },
            { id: 8, slug: '', updatedAt: '2026-09-02T00:00:00.000Z' },
          ];
          return { data, pageCount: 1, total: 2 };
        }
        return { data: [{ id: 41, title: 'Caso', updatedAt: '2026-10-01T00:00:00.000Z' }], pageCount: 1, total: 1 };
      },
    };
    const entries = await sitemapEntries(cms, live);
    const paths = entries.map((entry) => entry.path);
    expect(reads.sort()).toEqual(['articles 1', 'articles 2', 'articles 3', 'cases 1', 'products 1']);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/productos', '/contacto', '/servicios/cloud']));
    expect(paths).not.toContain('/home');
    expect(paths).not.toContain('/contacto/exito');
    expect(paths).not.toContain('/sobre-nosotros/firmas');
    expect(new Set(paths).size).toBe(paths.length);
    expect(entries).toContainEqual({ path: '/blog/articulo-3', lastModified: '2026-11-03T00:00:00.000Z' });
    expect(entries).toContainEqual({ path: '/casos-exito/41', lastModified: '2026-10-01T00:00:00.000Z' });
    // Each product's view, at its canonical address; an entry without a slug has none.
    expect(entries).toContainEqual({ path: '/productos?producto=totem-tactil-t55', lastModified: '2026-09-01T00:00:00.000Z' });
    expect(paths.filter((path) => path.startsWith('/productos?'))).toEqual(['/productos?producto=totem-tactil-t55']);
    expect(staticSitemapPaths(live).every((path) => !path.includes(':'))).toBe(true);
  });
});

it('reads no product when the catalogue is not live', async () => {
  const reads: string[] = [];
  const cms: CmsReader = {
    async read(collection) {
      reads.push(collection);
      return { data: [], pageCount: 1, total: 0 };
    },
  };
  await sitemapEntries(cms, live.filter((page) => page.path !== '/productos'));
  expect(reads).not.toContain('products');
});
