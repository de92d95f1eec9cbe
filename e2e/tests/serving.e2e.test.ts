import http from 'node:http';
import { ports } from '../support/servers';
import { siteEnvOf } from '../support/site-env';

// How the production servers deliver the builds (docs/ARCHITECTURE.md §5): compressed,
// hashed assets cached for a year, entry points and configuration never cached.

async function get(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  return response;
}

function contentEncoding(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
      .on('error', reject);
  });
}

async function hashedAsset(origin: string, manifestOrHtml: string): Promise<string> {
  const text = await (await get(origin + manifestOrHtml)).text();
  const match = /assets\/[\w.-]+\.[0-9a-f]{8}\.js/.exec(text);
  if (!match) throw new Error(`Sin assets con hash en ${manifestOrHtml}`);
  return `${origin}/${match[0]}`;
}

describe('serving', () => {
  const shell = `http://localhost:${ports.shell}`;
  const marketing = `http://localhost:${ports.marketing}`;

  it('never caches the shell page, its runtime configuration, manifests or remote entries', async () => {
    for (const url of [`${shell}/`, `${shell}/podcast`, `${shell}/env.js`, `${marketing}/mf-manifest.json`, `${marketing}/remoteEntry.js`]) {
      expect([url, (await get(url)).headers.get('cache-control')]).toEqual([url, 'no-cache']);
    }
  });

  it('caches content-hashed assets for a year', async () => {
    for (const url of [await hashedAsset(shell, '/'), await hashedAsset(marketing, '/mf-manifest.json')]) {
      expect((await get(url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses scripts', async () => {
    // node:http, because fetch decompresses and hides the encoding.
    for (const url of [await hashedAsset(shell, '/'), `${marketing}/remoteEntry.js`]) {
      expect([url, await contentEncoding(url)]).toEqual([url, 'gzip']);
    }
  });

  it('lets the shell origin, and no other, fetch remote files, and tells the shell where each remote is', async () => {
    const fromShell = await fetch(`${marketing}/mf-manifest.json`, { headers: { Origin: shell } });
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(shell);
    const fromElsewhere = await fetch(`${marketing}/mf-manifest.json`, { headers: { Origin: 'http://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const env = siteEnvOf(await (await get(`${shell}/env.js`)).text());
    expect(env?.remotes.marketing).toBe(`http://localhost:${ports.marketing}/mf-manifest.json`);
    expect(env?.remotes.tools).toBe(`http://localhost:${ports.tools}/mf-manifest.json`);
  });

  it('writes the runtime configuration into the page and preconnects to the remotes, instead of a blocking /env.js', async () => {
    const response = await get(`${shell}/productos`);
    const html = await response.text();
    expect(html).not.toContain('src="/env.js"');
    // In the page's own nonced script, a string for JSON.parse (faster than an object literal of the same size).
    expect(html).toMatch(/<script nonce="[^"]+"[^>]*>window\.__SITE_ENV__=JSON\.parse\("/);
    const env = siteEnvOf(html);
    expect(env?.remotes.marketing).toBe(`http://localhost:${ports.marketing}/mf-manifest.json`);
    expect(Object.keys(env?.data ?? {})).toContain('cms:/products');
    // As a header: the browser opens the connections before it parses the page.
    const link = response.headers.get('link') ?? '';
    for (const port of [ports.marketing, ports.content, ports.catalogue, ports.tools]) {
      expect(link).toContain(`<http://localhost:${port}>; rel=preconnect; crossorigin`);
    }
  });
});
