import path from 'node:path';
import { SHELL_PREFIXES } from '../site-pages/compose-site';
import { buildTestSite, remotesPagesStandIn, SHELL_BUILD_FILES, standIn, type StandIn, type TestSite } from '../test-support/test-site';

// The editors' redirects through the whole app (inject), read from a CMS stand-in as Strapi answers.

type Redirect = { from: string; to: string; permanent: boolean; external: boolean };
let redirects: Redirect[];
let cmsDown = false;
let cms: StandIn;
let remotes: StandIn;
let site: TestSite;

beforeAll(async () => {
  cms = await standIn((req, res) => {
    if (cmsDown) return void res.writeHead(503).end();
    const data = req.url?.startsWith('/api/redirects?') ? redirects : [];
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } }));
  });
  remotes = await remotesPagesStandIn();
});
afterAll(async () => {
  await cms.close();
  await remotes.close();
});
beforeEach(async () => {
  cmsDown = false;
  redirects = [
    { from: '/servicios/pantallas', to: '/servicios/senalizacion-digital', permanent: true, external: false },
    { from: '/campana-verano', to: '/contacto', permanent: false, external: false },
    { from: '/blog/pantallas-farmacias', to: '/blog/pantallas-en-farmacias', permanent: true, external: false },
    { from: '/contacto', to: '/home', permanent: true, external: false },
    { from: '/demo', to: 'https://partner.example.com/demo', permanent: false, external: true },
  ];
  site = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD_FILES });
});
afterEach(() => site.close());

describe('an editor’s redirect', () => {
  it('answers 301 when permanent, kept by browsers for five minutes only, with the visitor’s query', async () => {
    const answer = await site.app.inject({ url: '/servicios/pantallas/?utm_source=correo' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/servicios/senalizacion-digital?utm_source=correo');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 302 when temporary, not kept; to another site only when marked external', async () => {
    const temporary = await site.app.inject({ url: '/campana-verano' });
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/contacto');
    expect(temporary.headers['cache-control']).toBe('no-cache');
    expect((await site.app.inject({ url: '/demo' })).headers.location).toBe('https://partner.example.com/demo');
    expect((await site.app.inject({ method: 'HEAD', url: '/demo' })).statusCode).toBe(302);
  });

  it('applies at an address of a page with parameters (an article that moved), never at a page’s own fixed address', async () => {
    expect((await site.app.inject({ url: '/blog/pantallas-farmacias' })).headers.location).toBe('/blog/pantallas-en-farmacias');
    const contact = await site.app.inject({ url: '/contacto', headers: { accept: 'text/html' } });
    // The contact page itself (its remote is down here: its fallback, inside the layout).
    expect(contact.statusCode).toBe(503);
    expect(contact.headers.location).toBeUndefined();
    expect(contact.body).toContain('<footer');
  });

  it('is live on the server at the purge the CMS’s webhook sets off', async () => {
    expect((await site.app.inject({ url: '/nueva-campana' })).statusCode).toBe(404);
    redirects = [...redirects, { from: '/nueva-campana', to: '/contacto', permanent: false, external: false }];
    site.app.content.purge();
    await site.app.redirects.settled();
    expect((await site.app.inject({ url: '/nueva-campana' })).headers.location).toBe('/contacto');
  });

  it('is still applied while the CMS is down; a server that never read the list serves its pages', async () => {
    await site.app.inject({ url: '/' });
    cmsDown = true;
    site.app.content.purge();
    await site.app.redirects.settled();
    expect((await site.app.inject({ url: '/servicios/pantallas' })).statusCode).toBe(301);

    const started = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD_FILES });
    try {
      // No redirect, and no word from the CMS on its pages: it may be an editor's page, so not 404 but 503.
      expect((await started.app.inject({ url: '/servicios/pantallas' })).statusCode).toBe(503);
    } finally {
      await started.close();
    }
  });
});

it('the CMS refuses a redirect from every address the shell answers itself', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rules = require(path.resolve(__dirname, '../../../cms/src/redirects/redirect-rules.js')) as { SHELL_PREFIXES: string[] };
  expect([...rules.SHELL_PREFIXES].sort()).toEqual([...SHELL_PREFIXES].sort());
});
