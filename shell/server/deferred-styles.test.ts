import http from 'node:http';
import express from 'express';
import { serveDuringFile } from './test-support/local-server';
import { createDeferredStylesStore, deferredStyleTags, deferredStylesHref, deferredStylesOf, deferredStylesRoute, type DeferredStyles } from './deferred-styles';

describe('deferredStylesOf', () => {
  it('names the same rules by the same hash, in whatever order the render inserted them', () => {
    const first = deferredStylesOf([['a1', '.css-a1{color:red;}'], ['b2', '.css-b2{margin:0;}']]);
    const again = deferredStylesOf([['b2', '.css-b2{margin:0;}'], ['a1', '.css-a1{color:red;}']]);
    expect(again.hash).toBe(first.hash);
    expect(first.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(deferredStylesOf([['c3', '.css-c3{}']]).hash).not.toBe(first.hash);
    // The sheet shows the hidden elements again, in the layer that hides them.
    expect(first.css).toMatch(/^@layer first-screen\{:root \[data-off-first-screen\]\{visibility:inherit;overflow:revert-layer;display:revert-layer\}\}\.css-a1/);
  });

  it("puts the page's path in the address, and the hiding rule and a sheet for browsers without scripts in the head", () => {
    const href = deferredStylesHref({ hash: 'abcdefghijklmnop', css: '' }, '/blog?pagina=2');
    expect(href).toBe('/_estilos/abcdefghijklmnop.css?ruta=%2Fblog%3Fpagina%3D2');
    const tags = deferredStyleTags(href, 'NONCE');
    expect(tags).toContain(`<style nonce="NONCE" data-deferred-styles="${href}">@layer first-screen{[data-off-first-screen]{visibility:hidden;overflow:clip}[data-off-first-screen="closed"]{display:none}}</style>`);
    expect(tags).toContain(`<noscript><link rel="stylesheet" href="${href}"/></noscript>`);
  });
});

describe('deferredStylesRoute', () => {
  const styles: DeferredStyles = deferredStylesOf([['a1', '.css-a1{color:red;}']]);
  let store = createDeferredStylesStore();
  /** What the page at `ruta` names now, and the pages the route asked for. */
  let pageStyles: DeferredStyles | null = null;
  let pagesAsked: string[] = [];
  beforeEach(() => {
    store = createDeferredStylesStore();
    pageStyles = null;
    pagesAsked = [];
  });
  const site = express();
  site.use((req, res, next) =>
    deferredStylesRoute(store, async (_req, _res, pageUrl) => {
      pagesAsked.push(pageUrl);
      return pageStyles;
    })(req, res, next),
  );
  site.use((_req, res) => void res.status(404).end());
  const origin = serveDuringFile(http.createServer(site));
  const get = (path: string) => fetch(new URL(path, origin()));

  it('serves a sheet it holds for a year, without rendering', async () => {
    store.remember(styles);
    const response = await get(`/_estilos/${styles.hash}.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(styles.css);
    expect(pagesAsked).toEqual([]);
  });

  it('takes a sheet it does not hold from the page (another server rendered it, or this one restarted)', async () => {
    pageStyles = styles;
    const response = await get(deferredStylesHref(styles, '/servicios/cloud'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pagesAsked).toEqual(['/servicios/cloud']);
  });

  it("sends the page's sheet as it is now, not kept, when the page changed since", async () => {
    pageStyles = styles;
    const response = await get('/_estilos/AAAAAAAAAAAAAAAA.css?ruta=%2F');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(styles.css);
  });

  it("answers 404 for a page without such a sheet, a path that is not the site's, or a malformed name", async () => {
    expect((await get('/_estilos/AAAAAAAAAAAAAAAA.css?ruta=%2F')).status).toBe(404);
    pagesAsked = [];
    pageStyles = styles;
    expect((await get('/_estilos/AAAAAAAAAAAAAAAA.css?ruta=%2F%2Fotro.example')).status).toBe(404);
    expect((await get('/_estilos/AAAAAAAAAAAAAAAA.css')).status).toBe(404);
    expect((await get('/_estilos/corto.css?ruta=%2F')).status).toBe(404);
    expect(pagesAsked).toEqual([]);
  });
});
