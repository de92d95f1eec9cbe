import { articleBySlugQuery, queryParamsOf } from '@site/shared/cms/cms-queries';
import type { CmsResource } from '@site/shared/cms/content-api-contract';
import { CmsUnavailableError, type CmsReader } from './cms-reader';
import { pageStatus } from './page-status';
import { composeSite } from './site-pages/compose-site';
import { checkoutPages, checkoutSite } from '../../jest/checkout-pages';

const site = checkoutSite();

/** A content service holding one article, one case and one product, or down. */
function fakeCms(down = false): CmsReader & { reads: Array<[CmsResource, Record<string, string>]> } {
  const reads: Array<[CmsResource, Record<string, string>]> = [];
  return {
    reads,
    async read(collection, query) {
      reads.push([collection, query]);
      if (down) throw new CmsUnavailableError('down');
      if (collection === 'products') return { data: [{ id: 1, slug: 'totem-indoor', name: 'Tótem' }], pageCount: 1, total: 1 };
      const known: Record<string, string> = { articles: 'pantallas-en-retail', cases: '7' };
      const asked = query['filters[slug][$eq]'] ?? query['filters[id][$eq]'];
      const entry = { id: 7, slug: 'pantallas-en-retail', title: 'Entrada' };
      return { data: asked === known[collection] ? [entry] : [], pageCount: 1, total: 1 };
    },
  };
}

describe('the site’s matcher', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/pantallas-en-retail', '/blog/:slug'],
    ['/casos-exito/7', '/casos-exito/:id'],
    ['/servicios/senalizacion-digital', '/servicios/senalizacion-digital'],
    ['/sobre-nosotros/firmas', '/sobre-nosotros/firmas'],
  ])('%s is served by %s', (pathname, route) => {
    expect(site.match(pathname)?.page.path).toBe(route);
  });

  it.each(['/no-existe', '/blog/a/b', '/servicios', '/servicios/otro', '/productos/totem'])('%s is no route', (pathname) => {
    expect(site.match(pathname)).toBeNull();
  });

  it('decodes parameters', () => {
    expect(site.match('/blog/se%C3%B1alizaci%C3%B3n')?.params).toEqual({ slug: 'señalización' });
  });
});

describe('pageStatus', () => {
  it.each([
    ['/', '', 200],
    ['/contacto', '', 200],
    ['/no-existe', '', 404],
    ['/blog/pantallas-en-retail', '', 200],
    ['/blog/no-existe', '', 404],
    ['/casos-exito/7', '', 200],
    ['/casos-exito/8', '', 404],
    ['/casos-exito/siete', '', 404],
    ['/productos', '', 200],
    ['/productos', 'producto=totem-indoor', 200],
    ['/productos', 'producto=no-existe', 404],
    ['/productos', 'buscar=totem', 200],
  ])('%s?%s answers %d', async (pathname, query, status) => {
    expect(await pageStatus(site, pathname, new URLSearchParams(query), fakeCms())).toBe(status);
  });

  it('asks the CMS only for pages that depend on an entry, with the page’s own read', async () => {
    const cms = fakeCms();
    await pageStatus(site, '/blog', new URLSearchParams(), cms);
    await pageStatus(site, '/casos-exito/siete', new URLSearchParams(), cms);
    await pageStatus(site, '/blog/no%20es%20un%20slug', new URLSearchParams(), cms);
    expect(cms.reads).toEqual([]);
    await pageStatus(site, '/blog/pantallas-en-retail', new URLSearchParams(), cms);
    expect(cms.reads).toEqual([['articles', queryParamsOf(articleBySlugQuery('pantallas-en-retail'))]]);
  });

  it('answers 503 for an entry page while the CMS is down with nothing cached, and 200 for the rest', async () => {
    expect(await pageStatus(site, '/blog/pantallas-en-retail', new URLSearchParams(), fakeCms(true))).toBe(503);
    expect(await pageStatus(site, '/blog', new URLSearchParams(), fakeCms(true))).toBe(200);
  });

  it('answers 503, not 404, for a path no page serves while a remote’s pages could not be read', async () => {
    const withoutContent = composeSite({ ...checkoutPages(), content: null });
    expect(await pageStatus(withoutContent, '/no-existe', new URLSearchParams(), fakeCms())).toBe(503);
    expect(await pageStatus(withoutContent, '/contacto', new URLSearchParams(), fakeCms())).toBe(200);
  });
});
