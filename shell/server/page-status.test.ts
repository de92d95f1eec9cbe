import { articleBySlugQuery, queryParamsOf } from '@site/shared/cms/cms-queries';
import type { CmsCollection } from '@site/shared/cms/content-api-contract';
import { CmsUnavailableError, type CmsReader } from './cms-reader';
import { matchRoute, pageStatus } from './page-status';

/** A content service holding one article, one case and one product, or down. */
function fakeCms(down = false): CmsReader & { reads: Array<[CmsCollection, Record<string, string>]> } {
  const reads: Array<[CmsCollection, Record<string, string>]> = [];
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

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/pantallas-en-retail', '/blog/:slug'],
    ['/casos-exito/7', '/casos-exito/:id'],
    ['/servicios/senalizacion-digital', '/servicios/senalizacion-digital'],
    ['/sobre-nosotros/firmas', '/sobre-nosotros/firmas'],
  ])('%s is served by %s', (pathname, route) => {
    expect(matchRoute(pathname)?.route.path).toBe(route);
  });

  it.each(['/no-existe', '/blog/a/b', '/servicios', '/servicios/otro', '/productos/totem'])('%s is no route', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('decodes parameters', () => {
    expect(matchRoute('/blog/se%C3%B1alizaci%C3%B3n')?.params).toEqual({ slug: 'señalización' });
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
    expect(await pageStatus(pathname, new URLSearchParams(query), fakeCms())).toBe(status);
  });

  it('asks the CMS only for pages that depend on an entry, with the page’s own read', async () => {
    const cms = fakeCms();
    await pageStatus('/blog', new URLSearchParams(), cms);
    await pageStatus('/casos-exito/siete', new URLSearchParams(), cms);
    await pageStatus('/blog/no%20es%20un%20slug', new URLSearchParams(), cms);
    expect(cms.reads).toEqual([]);
    await pageStatus('/blog/pantallas-en-retail', new URLSearchParams(), cms);
    expect(cms.reads).toEqual([['articles', queryParamsOf(articleBySlugQuery('pantallas-en-retail'))]]);
  });

  it('answers 503 for an entry page while the CMS is down with nothing cached, and 200 for the rest', async () => {
    expect(await pageStatus('/blog/pantallas-en-retail', new URLSearchParams(), fakeCms(true))).toBe(503);
    expect(await pageStatus('/blog', new URLSearchParams(), fakeCms(true))).toBe(200);
  });
});
