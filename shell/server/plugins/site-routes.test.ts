import type { PublishedPage } from '@site/shared/pages';
import { checkoutSite } from '../../../jest/checkout-pages';
import type { LivePage } from '../site-pages/compose-site';
import { buildTestSite, publishedPagesAt, remotesPagesStandIn, standIn, type StandIn, type TestSite } from '../test-support/test-site';
import { remoteRoutesOf, SITE_ROUTES_PATH } from './site-routes';

// The remotes' own routes through the whole app (inject), read from the checkout's pages.json as each remote's build publishes it.

let cms: StandIn;
let remotes: StandIn;
let site: TestSite | undefined;

beforeAll(async () => {
  // The CMS publishes an editor's page: never in the list (the endpoint does not even ask).
  cms = await standIn((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    const data = [{ path: '/campanas/verano', title: 'Verano', seo: { noindex: false }, menus: [] }];
    res.end(JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } }));
  });
  remotes = await remotesPagesStandIn();
});
afterAll(async () => {
  await cms.close();
  await remotes.close();
});
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const page = (remote: LivePage['remote'], path: string, module: string, extra: Partial<PublishedPage> = {}): LivePage => ({
  key: path,
  path,
  module,
  remote,
  sitemap: 'page',
  ...extra,
});

describe('remoteRoutesOf', () => {
  it('leaves out every page of the module that draws the CMS’s pages, in its own remote only', () => {
    const live = [
      page('marketing', '/', './cms-page', { editorPages: true }),
      page('marketing', '/servicios/cloud', './cms-page'),
      page('marketing', '/podcast', './podcast-page'),
      page('content', '/blog/:slug', './article-page'),
      page('tools', '/formulario', './cms-page'),
    ];
    expect(remoteRoutesOf(live)).toEqual([
      { path: '/podcast', remote: 'marketing' },
      { path: '/blog/:slug', remote: 'content' },
      { path: '/formulario', remote: 'tools' },
    ]);
  });
});

describe(`GET ${SITE_ROUTES_PATH}`, () => {
  it('lists the stable releases’ own page routes, uncached, without the CMS’s pages', async () => {
    site = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url });
    const answer = await site.app.inject({ url: SITE_ROUTES_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const { routes, incomplete } = answer.json<{ routes: Array<{ path: string; remote: string }>; incomplete?: boolean }>();
    expect(incomplete).toBeUndefined();
    expect(routes).toEqual(expect.arrayContaining([
      { path: '/blog', remote: 'content' },
      { path: '/blog/:slug', remote: 'content' },
      { path: '/casos-exito/:id', remote: 'content' },
      { path: '/productos', remote: 'catalogue' },
      { path: '/contacto', remote: 'tools' },
      { path: '/sobre-nosotros/firmas', remote: 'tools' },
    ]));
    // Exactly the checkout's live pages but those the CMS keeps (drawn by the editorPages module, when a remote declares one).
    const live = checkoutSite().live;
    const cmsPages = live.filter((p) => live.some((server) => server.editorPages && server.remote === p.remote && server.module === p.module));
    expect(routes).toEqual(live.filter((p) => !cmsPages.includes(p)).map(({ path, remote }) => ({ path, remote })));
    expect(routes.map((route) => route.path)).not.toContain('/campanas/verano');
  });

  it('says the list is incomplete while a remote’s pages cannot be read', async () => {
    const withoutTools = await standIn((req, res) => {
      const pages = req.url?.startsWith('/tools/') ? null : publishedPagesAt(req.url);
      if (pages) res.writeHead(200, { 'Content-Type': 'application/json' }).end(pages);
      else res.writeHead(404).end();
    });
    try {
      site = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: withoutTools.url });
      const { routes, incomplete } = (await site.app.inject({ url: SITE_ROUTES_PATH })).json<{ routes: Array<{ remote: string }>; incomplete?: boolean }>();
      expect(incomplete).toBe(true);
      expect(routes.some((route) => route.remote === 'tools')).toBe(false);
      expect(routes.some((route) => route.remote === 'content')).toBe(true);
    } finally {
      await withoutTools.close();
    }
  });
});
