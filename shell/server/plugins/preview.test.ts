import { PREVIEW_COOKIE, signPreviewLink } from '../preview/preview-session';
import { buildTestSite, remotesPagesStandIn, SHELL_BUILD_FILES, standIn, type StandIn, type TestSite } from '../test-support/test-site';

// An editor's preview through the whole app (inject): the door, the session, the pages and the
// CMS proxy reading drafts with the preview token, and what keeps a preview to the editor alone.

const SECRET = 'secreto-compartido-de-al-menos-32-caracteres';
const PREVIEW_TOKEN = 'token-de-vista-previa-de-prueba';
const ADMIN_ORIGIN = 'http://cms.example.com:1337';

/** What the CMS stand-in was asked: the query's status and the token, per request. */
let asked: Array<{ url: string; status: string | null; token: string | undefined }>;
let cms: StandIn;
let remotes: StandIn;
let site: TestSite;

beforeAll(async () => {
  cms = await standIn((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    asked.push({ url: url.pathname, status: url.searchParams.get('status'), token: req.headers.authorization?.replace('Bearer ', '') });
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 0 } } }));
  });
  remotes = await remotesPagesStandIn();
});
afterAll(async () => {
  await cms.close();
  await remotes.close();
});
beforeEach(async () => {
  asked = [];
  site = await buildTestSite({
    cmsUrl: cms.url,
    remotesOrigin: remotes.url,
    files: SHELL_BUILD_FILES,
    env: { SITE_PREVIEW_SECRET: SECRET, CMS_PREVIEW_TOKEN: PREVIEW_TOKEN, CMS_ADMIN_ORIGIN: ADMIN_ORIGIN },
  });
});
afterEach(() => site.close());

/** Opens a session through the door with a link the CMS would sign; its cookie. */
async function openSession(ruta = '/no-existe'): Promise<string> {
  const expires = Date.now() + 60_000;
  const door = await site.app.inject({ url: `/_vista-previa?${new URLSearchParams({ ruta, expira: String(expires), firma: signPreviewLink(SECRET, ruta, expires) })}` });
  expect(door.statusCode).toBe(303);
  expect(door.headers.location).toBe(ruta);
  const setCookie = String(door.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[0-9a-f]{64}; Path=/; HttpOnly; SameSite=Lax$`));
  return setCookie.split(';')[0] ?? '';
}

describe('the preview door', () => {
  it('opens a session for the browser that brings a link the CMS signed', async () => {
    expect(await openSession('/blog/borrador?x=1')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
  });

  it('refuses in Spanish a link that is not the CMS’s, and gives no session', async () => {
    const forged = await site.app.inject({ url: `/_vista-previa?ruta=/&expira=${Date.now() + 60_000}&firma=${'0'.repeat(64)}`, headers: { accept: 'text/html' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Este enlace de vista previa no es válido o ya venció');
    expect(forged.headers['set-cookie']).toBeUndefined();
  });

  it('refuses by its query’s schema, before the handler, a link that lacks a part or leads off the site: the same Spanish 403', async () => {
    const expira = String(Date.now() + 60_000);
    const queries: Array<Record<string, string>> = [
      { ruta: '/' },
      { ruta: '//otro.example.com', expira, firma: signPreviewLink(SECRET, '//otro.example.com', Number(expira)) },
      { ruta: '/', expira: 'mañana', firma: '0' },
    ];
    for (const query of queries) {
      const refused = await site.app.inject({ url: `/_vista-previa?${new URLSearchParams(query)}`, headers: { accept: 'text/html' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Este enlace de vista previa no es válido o ya venció');
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });

  it('leads the way out back to the page, or home for anything off the site', async () => {
    const back = await site.app.inject({ url: '/_vista-previa/salir?ruta=%2Fblog%2Fx%3Fy%3D1' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/blog/x?y=1');
    expect((await site.app.inject({ url: '/_vista-previa/salir?ruta=%2F%2Fotro.example.com' })).headers.location).toBe('/');
    expect((await site.app.inject({ url: '/_vista-previa/salir' })).headers.location).toBe('/');
  });

  it('is closed when the site has no preview secret or token', async () => {
    const plain = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD_FILES });
    try {
      // A query its schema refuses, or one it takes: closed all the same.
      expect((await plain.app.inject({ url: '/_vista-previa?ruta=/' })).statusCode).toBe(404);
      expect((await plain.app.inject({ url: `/_vista-previa?ruta=/&expira=${Date.now() + 60_000}&firma=x` })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a page in a preview session', () => {
  it('shows the drafts, says so, and is never kept, indexed or framed but by the admin panel', async () => {
    const cookie = await openSession();
    const page = await site.app.inject({ url: '/no-existe', headers: { cookie, accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${ADMIN_ORIGIN}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain('Vista previa');
    expect(page.body).toContain('href="/_vista-previa/salir?ruta=%2Fno-existe"');
    // Its reads (the layout's, and any page's) ask the CMS for drafts, with the preview token; the
    // redirects have no drafts (saving one is publishing it).
    const reads = asked.filter(({ url }) => url !== '/api/redirects');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(({ status, token }) => status === 'draft' && token === PREVIEW_TOKEN)).toBe(true);
  });

  it('is never what another visitor gets, before or after', async () => {
    const before = await site.app.inject({ url: '/no-existe', headers: { accept: 'text/html' } });
    const cookie = await openSession();
    await site.app.inject({ url: '/no-existe', headers: { cookie } });
    const after = await site.app.inject({ url: '/no-existe', headers: { accept: 'text/html' } });
    for (const visitor of [before, after]) {
      expect(visitor.body).not.toContain('Vista previa');
      expect(visitor.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(visitor.headers['x-frame-options']).toBe('DENY');
    }
    const metrics = await site.app.siteMetrics.registry.metrics();
    // The visitors' page was rendered once and kept; the preview never touched the cache.
    expect(metrics).toContain('site_page_cache_lookups_total{result="miss"} 1');
    expect(metrics).toContain('site_page_cache_lookups_total{result="fresh"} 1');
    expect(asked.filter(({ token }) => token === 'token-de-prueba').every(({ status }) => status === null)).toBe(true);
  });

  it('reads drafts through the CMS proxy too, never kept by the browser', async () => {
    const cookie = await openSession();
    const api = await site.app.inject({ url: '/api/articles?pagination[page]=1', headers: { cookie } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('private, no-store');
    expect(asked.at(-1)).toEqual({ url: '/api/articles', status: 'draft', token: PREVIEW_TOKEN });
    await site.app.inject({ url: '/api/articles?pagination[page]=1' });
    expect(asked.at(-1)).toEqual({ url: '/api/articles', status: null, token: 'token-de-prueba' });
  });

  it('ends at the way out, back on the page', async () => {
    await openSession();
    const exit = await site.app.inject({ url: '/_vista-previa/salir?ruta=%2Fblog%2Fx' });
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/blog/x');
    expect(String(exit.headers['set-cookie'])).toBe(`${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
  });
});
