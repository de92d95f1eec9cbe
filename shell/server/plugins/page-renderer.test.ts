import type * as PageStatusModule from '../page-status';
import type * as RenderPageModule from '../render-page';
import type { ComposedSite } from '../site-pages/compose-site';
import { buildTestSite, emptyCmsStandIn, remotesPagesStandIn, SHELL_BUILD_FILES, type StandIn, type TestSite } from '../test-support/test-site';

// One page request goes one way: its route matched once, its status decided once, its deferred
// sheet answered from what its render stored. The status decision and the render are watched
// through their modules (the same functions, counted).

jest.mock('../page-status', () => {
  const real = jest.requireActual<typeof PageStatusModule>('../page-status');
  return { ...real, pageStatus: jest.fn(real.pageStatus) };
});
jest.mock('../render-page', () => {
  const real = jest.requireActual<typeof RenderPageModule>('../render-page');
  return { ...real, renderDocument: jest.fn(real.renderDocument) };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked modules, as the server sees them
const { pageStatus } = require('../page-status') as { pageStatus: jest.Mock };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderDocument } = require('../render-page') as { renderDocument: jest.Mock };

let cms: StandIn;
let remotes: StandIn;
let site: TestSite;
/** Every path the composed sites were asked to match, in order. */
let matched: string[];

/** Counts the paths the app's composed sites match. */
function watchMatches(app: TestSite['app']): void {
  const sitePages = app.remotes.sitePages;
  const of = sitePages.of.bind(sitePages);
  jest.spyOn(sitePages, 'of').mockImplementation(async (...args) => {
    const composed = await of(...args);
    return {
      ...composed,
      match: (pathname: string) => {
        matched.push(pathname);
        return composed.match(pathname);
      },
    } satisfies ComposedSite;
  });
}

beforeAll(async () => {
  cms = await emptyCmsStandIn();
  remotes = await remotesPagesStandIn();
});
afterAll(async () => {
  await cms.close();
  await remotes.close();
});
beforeEach(async () => {
  site = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD_FILES });
  matched = [];
  watchMatches(site.app);
  pageStatus.mockClear();
  renderDocument.mockClear();
});
afterEach(() => site.close());

const hrefOf = (html: string): string => (/data-deferred-styles="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');

describe('a page request', () => {
  it.each([
    ['/blog', 503],
    ['/no-existe', 404],
    // A page with a form of its own (a fresh token each time), its remote's page down here as well.
    ['/contacto', 503],
  ])('%s matches its route once and decides its status once (%d)', async (url, status) => {
    const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(status);
    expect(matched).toEqual([url]);
    expect(pageStatus).toHaveBeenCalledTimes(1);
    expect(pageStatus.mock.results[0]?.value).toBe(status);
  });

  it('served again from the page cache matches its route once and decides nothing', async () => {
    await site.app.inject('/no-existe');
    matched = [];
    pageStatus.mockClear();
    const again = await site.app.inject('/no-existe');
    expect(again.statusCode).toBe(404);
    expect(matched).toEqual(['/no-existe']);
    expect(pageStatus).not.toHaveBeenCalled();
  });

  it("a form's refused post is answered with its page by the renderer: matched once, the form's status decided once", async () => {
    const refused = await site.app.inject({
      method: 'POST',
      url: '/contacto',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      payload: 'nombre=',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(matched).toEqual(['/contacto']);
    expect(pageStatus).toHaveBeenCalledTimes(1);
    expect(pageStatus.mock.calls[0]?.[0]).toMatchObject({ formStatus: refused.statusCode });
  });
});

describe('the deferred stylesheet', () => {
  it('is answered from what the page’s render stored: nothing routed or rendered again', async () => {
    const href = hrefOf((await site.app.inject('/no-existe')).body);
    expect(renderDocument).toHaveBeenCalledTimes(1);
    matched = [];
    const sheet = await site.app.inject(href);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body).toContain('@layer first-screen');
    expect(renderDocument).toHaveBeenCalledTimes(1);
    expect(matched).toEqual([]);
  });

  it('is rendered by a server that does not hold it from the page’s tree alone: no page kept, no render counted, no bucket given', async () => {
    const href = hrefOf((await site.app.inject('/no-existe')).body);
    const stored = (await site.app.inject(href)).body;
    const other = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD_FILES });
    try {
      renderDocument.mockClear();
      const sheet = await other.app.inject(href);
      expect([sheet.statusCode, sheet.headers['cache-control'], sheet.headers['set-cookie']]).toEqual([200, 'public, max-age=31536000, immutable', undefined]);
      expect(sheet.body).toBe(stored);
      // One render of the page's tree, without the browser's assets: no document to send.
      expect(renderDocument).toHaveBeenCalledTimes(1);
      expect(renderDocument.mock.calls[0]?.[0]).toMatchObject({ url: '/no-existe', bootstrapScripts: [], preloads: [] });
      const metrics = await other.app.siteMetrics.registry.metrics();
      expect(metrics).not.toMatch(/site_page_cache_lookups_total\{result="miss"\} [1-9]/);
      expect(metrics).toMatch(/site_page_render_seconds_count 0\b/);
      // Now kept here: asked again, it is not rendered again.
      await other.app.inject(href);
      expect(renderDocument).toHaveBeenCalledTimes(1);
    } finally {
      await other.close();
    }
  });
});
