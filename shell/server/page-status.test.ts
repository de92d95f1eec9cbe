import { articleBySlugQuery, queryParamsOf } from '@site/shared/cms/cms-queries';
import type { CmsResource } from '@site/shared/cms/content-api-contract';
import { CmsUnavailableError, type CmsReader } from './cms-reader';
import { pageStatus, routeVerdict } from './page-status';
import type { ComposedSite } from './site-pages/compose-site';
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

/** The status a rendered page answers when its module loaded and its reads were answered: the route's verdict alone. */
async function statusAt(composed: ComposedSite, pathname: string, search: URLSearchParams, cms: CmsReader): Promise<number> {
  return pageStatus({ route: await routeVerdict(composed.match(pathname), composed, search, cms), pageFailed: false, cmsIncomplete: false });
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

describe('routeVerdict', () => {
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
    expect(await statusAt(site, pathname, new URLSearchParams(query), fakeCms())).toBe(status);
  });

  it('asks the CMS only for pages that depend on an entry, with the page’s own read', async () => {
    const cms = fakeCms();
    await statusAt(site, '/blog', new URLSearchParams(), cms);
    await statusAt(site, '/casos-exito/siete', new URLSearchParams(), cms);
    await statusAt(site, '/blog/no%20es%20un%20slug', new URLSearchParams(), cms);
    expect(cms.reads).toEqual([]);
    await statusAt(site, '/blog/pantallas-en-retail', new URLSearchParams(), cms);
    expect(cms.reads).toEqual([['articles', queryParamsOf(articleBySlugQuery('pantallas-en-retail'))]]);
  });

  it('answers 503 for an entry page while the CMS is down with nothing cached, and 200 for the rest', async () => {
    expect(await statusAt(site, '/blog/pantallas-en-retail', new URLSearchParams(), fakeCms(true))).toBe(503);
    expect(await statusAt(site, '/blog', new URLSearchParams(), fakeCms(true))).toBe(200);
  });

  it('answers 503, not 404, for a path no page serves while a remote’s pages could not be read', async () => {
    const withoutContent = composeSite({ ...checkoutPages(), content: null });
    expect(await statusAt(withoutContent, '/no-existe', new URLSearchParams(), fakeCms())).toBe(503);
    expect(await statusAt(withoutContent, '/contacto', new URLSearchParams(), fakeCms())).toBe(200);
  });
});

describe('pageStatus', () => {
  it('turns a found page into 503 when its module did not load or a read it needs went unanswered, and keeps 404 and 503', () => {
    expect(pageStatus({ route: 'found', pageFailed: false, cmsIncomplete: false })).toBe(200);
    expect(pageStatus({ route: 'found', pageFailed: true, cmsIncomplete: false })).toBe(503);
    expect(pageStatus({ route: 'found', pageFailed: false, cmsIncomplete: true })).toBe(503);
    expect(pageStatus({ route: 'missing', pageFailed: true, cmsIncomplete: true })).toBe(404);
    expect(pageStatus({ route: 'unknown', pageFailed: false, cmsIncomplete: false })).toBe(503);
  });

  it("answers a form's own status whatever the route says, 503 only in place of a 200", () => {
    expect(pageStatus({ route: 'found', formStatus: 400, pageFailed: true, cmsIncomplete: false })).toBe(400);
    expect(pageStatus({ route: 'missing', formStatus: 200, pageFailed: false, cmsIncomplete: false })).toBe(200);
    expect(pageStatus({ route: 'found', formStatus: 200, pageFailed: false, cmsIncomplete: true })).toBe(503);
  });
});
