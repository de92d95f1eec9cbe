import zlib from 'node:zlib';
import { buildTestSite, emptyCmsStandIn, publishedPagesAt, remotesPagesStandIn, standIn, type StandIn, type TestSite } from '../test-support/test-site';

// Pages through the whole app (inject): the shell's own pages render in-process; the remotes'
// origin answers only their pages.json, so a remote page renders its fallback, as with a remote down.

/** The shell's build as the pages read it: an entry script and a stylesheet of fonts. */
const SHELL_BUILD = {
  'index.html': '<!doctype html><html><head><link href="/assets/fonts.0123abcd.css" rel="stylesheet"></head><body><script defer src="/assets/main.89abcdef.js"></script></body></html>',
  'assets/fonts.0123abcd.css': '@font-face{font-family:Montserrat;src:url(/assets/montserrat-latin-400.woff2)}',
  'assets/main.89abcdef.js': 'console.log("shell")',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let cms: StandIn;
let remotes: StandIn;
let site: TestSite;

beforeAll(async () => {
  cms = await emptyCmsStandIn();
  remotes = await remotesPagesStandIn();
});
afterAll(async () => {
  await cms.close();
  await remotes.close();
});
beforeEach(async () => {
  site = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD });
});
afterEach(() => site.close());

const nonceOf = (csp: unknown): string => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';

describe('a page', () => {
  it('is the designed 404 page for an unknown path, its inline scripts and styles carrying the response’s nonce', async () => {
    const page = await site.app.inject({ url: '/no-existe', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Página no encontrada');
    const nonce = nonceOf(page.headers['content-security-policy']);
    expect(nonce).not.toBe('');
    expect(page.body).toContain(`nonce="${nonce}"`);
    // The shell's fonts inline, its entry script named for the loader.
    expect(page.body).toContain('@font-face{font-family:Montserrat');
    expect(page.body).toContain('/assets/main.89abcdef.js');
  });

  it('is rendered once and served again from the page cache, gzipped whole with its length, a new nonce each time', async () => {
    const first = await site.app.inject({ url: '/no-existe', headers: { 'accept-encoding': 'gzip' } });
    const second = await site.app.inject({ url: '/no-existe', headers: { 'accept-encoding': 'gzip' } });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      const html = zlib.gunzipSync(answer.rawPayload).toString('utf8');
      expect(html).toContain(`nonce="${nonceOf(answer.headers['content-security-policy'])}"`);
    }
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(nonceOf(second.headers['content-security-policy']));
    const metrics = await site.app.siteMetrics.registry.metrics();
    expect(metrics).toContain('site_page_cache_lookups_total{result="miss"} 1');
    expect(metrics).toContain('site_page_cache_lookups_total{result="fresh"} 1');
  });

  it('renders a remote’s fallback inside the layout with 503 when the remote cannot be loaded', async () => {
    const page = await site.app.inject({ url: '/blog', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.body).toContain('<header');
    expect(page.body).toContain('<footer');
  });

  it('is unavailable (503), not missing, at a path no page serves while a remote’s pages were never read; the others serve on', async () => {
    const withoutContent = await standIn((req, res) => {
      const pages = req.url?.startsWith('/content/') ? null : publishedPagesAt(req.url);
      if (pages) res.writeHead(200, { 'Content-Type': 'application/json' }).end(pages);
      else res.writeHead(404).end();
    });
    const cold = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: withoutContent.url, files: SHELL_BUILD });
    try {
      const unknown = await cold.app.inject({ url: '/blog', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(503);
      expect(unknown.body).toContain('Esta sección no está disponible en este momento');
      expect(unknown.body).not.toContain('Página no encontrada');
      // The menus list the pages that are known: the other remotes' yes, the unread remote's not yet.
      const contact = await cold.app.inject({ url: '/contacto' });
      expect(contact.body).toContain('href="/contacto"');
      expect(contact.body).not.toContain('href="/blog"');
    } finally {
      await cold.close();
      await withoutContent.close();
    }
  });

  it('is the same page with a trailing slash, and HEAD answers its headers only', async () => {
    const slash = await site.app.inject('/no-existe/');
    expect(slash.statusCode).toBe(404);
    const head = await site.app.inject({ method: 'HEAD', url: '/no-existe' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('gives the contact page a token of its own, never kept, sent whole with its length', async () => {
    const first = await site.app.inject({ url: '/contacto', headers: { 'accept-encoding': 'gzip' } });
    const second = await site.app.inject({ url: '/contacto', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['cache-control']).toBe('no-store');
    // Whole, with its length: a server killed after this write sent all of it; before it, nothing (the front retries).
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(first.headers['transfer-encoding']).toBeUndefined();
    const tokenOf = (answer: typeof first) => /"token\\":\\"([^"\\]+)/.exec(zlib.gunzipSync(answer.rawPayload).toString('utf8'))?.[1];
    expect(tokenOf(first)).toBeTruthy();
    expect(tokenOf(first)).not.toBe(tokenOf(second));
  });

  it('is a designed Spanish 500 page with no internals when the shell’s build is missing', async () => {
    const broken = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: {} });
    try {
      const page = await broken.app.inject({ url: '/blog', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(500);
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain('Tuvimos un problema al mostrar esta página');
      expect(page.body).toContain('href="/"');
      expect(page.body).not.toMatch(/ENOENT|index\.html|\/tmp\/|\/work\/| at /);
      // Even the error page is under the policy: its one style element has the nonce.
      expect(page.body).toContain(`<style nonce="${nonceOf(page.headers['content-security-policy'])}">`);
      // The data layer gets JSON, without internals.
      const json = await broken.app.inject('/api/upload/files');
      expect(json.statusCode).toBe(404);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await broken.close();
    }
  });
});

describe('the deferred stylesheet', () => {
  const hrefOf = (html: string): string => (/data-deferred-styles="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');

  it('is named by the page and served for a year, without rendering again', async () => {
    const href = hrefOf((await site.app.inject('/no-existe')).body);
    expect(href).toMatch(/^\/_estilos\/[A-Za-z0-9_-]{16}\.css\?ruta=%2Fno-existe$/);
    const sheet = await site.app.inject(href);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body).toContain('@layer first-screen');
  });

  it('is taken from the page by a server that does not hold it (another of the fleet, or after a restart)', async () => {
    const href = hrefOf((await site.app.inject('/no-existe')).body);
    const other = await buildTestSite({ cmsUrl: cms.url, remotesOrigin: remotes.url, files: SHELL_BUILD });
    try {
      const sheet = await other.app.inject(href);
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A name that is no longer the page's: the page's sheet as it is now, not kept.
      const changed = await other.app.inject('/_estilos/AAAAAAAAAAAAAAAA.css?ruta=%2Fno-existe');
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['cache-control']).toBe('no-cache');
    } finally {
      await other.close();
    }
  });

  it("answers 404 for a path that is not the site's, no page, or a malformed name", async () => {
    expect((await site.app.inject('/_estilos/AAAAAAAAAAAAAAAA.css?ruta=%2F%2Fotro.example')).statusCode).toBe(404);
    expect((await site.app.inject('/_estilos/AAAAAAAAAAAAAAAA.css')).statusCode).toBe(404);
    expect((await site.app.inject('/_estilos/corto.css?ruta=%2F')).statusCode).toBe(404);
  });
});

describe('files and crawlers', () => {
  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await site.app.inject('/assets/main.89abcdef.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await site.app.inject('/assets/no-existe.12345678.js')).statusCode).toBe(404);
  });

  it('answers robots.txt and the sitemap', async () => {
    const robots = await site.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: ');
    const sitemap = await site.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<urlset');
  });
});
