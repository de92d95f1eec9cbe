import http from 'node:http';
import type { RemotePageModule } from '@site/shared/federation';
/* eslint-disable no-restricted-imports -- test only: the remotes' real page modules stand in for what the server's
   federation loads (their built Node bundles exist only after a build); no shipped code crosses apps. */
import * as catalogue from '../../remote-catalogue/src/pages/catalogue';
import * as blog from '../../remote-content/src/pages/blog';
import * as resources from '../../remote-content/src/pages/resources';
import * as successCases from '../../remote-content/src/pages/success-cases';
/* eslint-enable no-restricted-imports */
import { clientLogosQuery } from '@site/shared/cms/cms-queries';
import { SITE_SETTINGS_KEY } from '@site/shared/cms/site-settings';
import { siteConfig } from '@site/shared/config';
import { TAP_RECORDER_SCRIPT } from '@site/shared/hydration/tap-recorder';
import { createCmsReader, type CmsReader } from './cms-reader';
import { renderRoute as render, siteEnvOf, textOf } from './test-support/render-route';
import { serveDuringFile } from './test-support/local-server';

// The server's render of the list pages (the remotes' real page modules, loaded
// in-process instead of through federation) against a local stand-in for
// Strapi: up, or down with nothing kept (SPEC §8 on the server, issue 23).

let mode: 'up' | 'down' = 'up';
const strapi = http.createServer((req, res) => {
  if (mode === 'down') {
    res.writeHead(503).end('{}');
    return;
  }
  // The site's settings (a single type): one entry, as Strapi answers it.
  if (req.url?.startsWith('/api/site-setting')) {
    const settings = { id: 1, contactEmail: 'ventas@empresa.cl', whatsappUrl: 'https://wa.me/56912345678', socialLinks: [] };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: settings, meta: {} }));
    return;
  }
  // Every collection answers one material-like entry: enough for the resources page to list it; and one product.
  const entry = { id: 1, title: 'Guía de pantallas para retail', description: 'Cómo elegir pantallas.', categories: [] };
  const product = { id: 2, slug: 'totem-tactil-t55', name: 'Tótem táctil T55', description: 'Un tótem táctil de 55 pulgadas.', images: [], categories: [] };
  const data = req.url?.startsWith('/api/materiales') ? [entry] : req.url?.startsWith('/api/products') ? [product] : [];
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data, meta: { pagination: { page: 1, pageCount: 1, total: data.length } } }));
});

const strapiOrigin = serveDuringFile(strapi);
beforeEach(() => {
  mode = 'up';
});

const freshReader = (): CmsReader =>
  createCmsReader({ cmsOrigin: strapiOrigin(), token: 'secreto', timeoutMs: 1_000, freshMs: 0, staleMs: 60_000, maxEntries: 20 });

const lists: Array<[string, RemotePageModule, string, string]> = [
  ['/blog', blog, 'No hay artículos para mostrar en este momento.', 'Cargando artículos…'],
  ['/casos-exito', successCases, 'No hay casos de éxito para mostrar en este momento.', 'Cargando casos de éxito…'],
  ['/recursos', resources, 'No hay materiales para mostrar en este momento.', 'Cargando materiales…'],
  ['/productos', catalogue, 'No se encontraron productos que coincidan con tu búsqueda.', 'Cargando productos…'],
];

describe.each(lists)('%s with the CMS down and nothing kept', (url, page, emptyMessage, loadingText) => {
  it('answers 503 with Retry-After, shows SPEC §8 empty message (no loading text) and is not kept', async () => {
    mode = 'down';
    const document = await render(url, page, freshReader());
    expect(document.status).toBe(503);
    expect(document.headers['Retry-After']).toBe('30');
    expect(document.cacheable).toBe(false);
    expect(document.cmsComplete).toBe(false);
    const text = textOf(document.html);
    expect(text).toContain(emptyMessage);
    expect(text).not.toContain(loadingText);
    expect(text).not.toContain('Cargando');
    // The browser is told which reads failed (it renders the same, then reads them again).
    expect(siteEnvOf(document.html).data['cms:failed-on-server']).toEqual(expect.arrayContaining([expect.stringMatching(/^cms:\//)]));
  });
});

it('serves stale content while the CMS is down: 200, the content, nothing marked failed', async () => {
  const cms = freshReader();
  const first = await render('/recursos', resources, cms);
  expect(first.status).toBe(200);
  expect(textOf(first.html)).toContain('Guía de pantallas para retail');
  mode = 'down';
  const stale = await render('/recursos', resources, cms);
  expect(stale.status).toBe(200);
  expect(stale.headers['Retry-After']).toBeUndefined();
  expect(stale.cacheable).toBe(true);
  expect(textOf(stale.html)).toContain('Guía de pantallas para retail');
  expect(stale.html).not.toContain('cms:failed-on-server');
});

it('answers 200 with the content when the CMS is up', async () => {
  const document = await render('/recursos', resources, freshReader());
  expect(document.status).toBe(200);
  expect(document.headers['Retry-After']).toBeUndefined();
  expect(textOf(document.html)).toContain('Guía de pantallas para retail');
  expect(textOf(document.html)).not.toContain('Cargando');
});

it('never lets a page that carries one visitor\'s data be kept, by this server or by a browser or proxy', async () => {
  const shared = await render('/recursos', resources, freshReader());
  expect(shared.headers['Cache-Control']).toBe('no-cache');
  const personal = await render('/recursos', resources, freshReader(), { 'formulario:contacto': { token: 'ficha' } });
  expect(personal.headers['Cache-Control']).toBe('no-store');
  expect(personal.cacheable).toBe(false);
  expect(siteEnvOf(personal.html).data['formulario:contacto']).toEqual({ token: 'ficha' });
});

it("puts the CMS's site settings in the layout of every page, in the HTML and in the data the browser hydrates with", async () => {
  const document = await render('/recursos', resources, freshReader());
  expect(document.html).toContain('href="mailto:ventas@empresa.cl"');
  expect(document.html).toContain('href="https://wa.me/56912345678"');
  // What the CMS left empty is the site's configuration.
  expect(document.html).toContain(`href="${siteConfig.customerPortalUrl}"`);
  expect(siteEnvOf(document.html).data[SITE_SETTINGS_KEY]).toMatchObject({ contactEmail: 'ventas@empresa.cl' });
});

it("keeps a page 200 and its footer whole with the CMS down and nothing kept, when its only reads are ones it stands without", async () => {
  mode = 'down';
  const logos: RemotePageModule = { default: () => null, pageData: () => [clientLogosQuery] };
  const document = await render('/', logos, freshReader());
  expect(document.status).toBe(200);
  expect(document.cacheable).toBe(true);
  expect(document.html).toContain(`href="mailto:${siteConfig.contactEmail}"`);
  expect(document.html).toContain(`href="${siteConfig.whatsappUrl}"`);
  // The band's read failed: the browser renders it left out, as here, and reads it again; the settings it does not.
  expect(siteEnvOf(document.html).data['cms:failed-on-server']).toEqual([clientLogosQuery.key]);
  expect(siteEnvOf(document.html).data[SITE_SETTINGS_KEY]).toBeUndefined();
});

it('runs the reads a read’s answer asks for (a CMS page’s blocks) before rendering, each once, and hands them to the browser', async () => {
  const asked: string[] = [];
  const materials = { ...clientLogosQuery, key: 'cms:/materiales', collection: 'materiales' as const, select: (items: unknown[]) => items.length };
  const page: RemotePageModule = {
    default: () => null,
    pageData: () => [
      {
        ...materials,
        followUps: (count) => {
          asked.push(String(count));
          return [clientLogosQuery, clientLogosQuery];
        },
      },
    ],
  };
  const document = await render('/', page, freshReader());
  expect(asked).toEqual(['1']);
  const data = siteEnvOf(document.html).data;
  expect(data['cms:/materiales']).toBe(1);
  expect(data[clientLogosQuery.key]).toEqual([]);
  expect(document.cacheable).toBe(true);
});

/** The page's canonical address, as crawlers read it in the HTML. */
const canonicalOf = (html: string): string | undefined => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

it("gives each product's view its own canonical address, and the catalogue its own", async () => {
  const productView = await render('/productos?producto=totem-tactil-t55&buscar=totem', catalogue, freshReader());
  expect(productView.status).toBe(200);
  expect(canonicalOf(productView.html)).toBe(`${siteConfig.websiteUrl.replace(/\/$/, '')}/productos?producto=totem-tactil-t55`);
  expect(productView.html).toContain(`<meta property="og:url" content="${canonicalOf(productView.html) ?? ''}"/>`);
  const grid = await render('/productos?buscar=totem', catalogue, freshReader());
  expect(canonicalOf(grid.html)).toBe(`${siteConfig.websiteUrl.replace(/\/$/, '')}/productos`);
});

it('records taps before hydration from the <head>, under the page\'s nonce', async () => {
  const document = await render('/recursos', resources, freshReader());
  const head = document.html.slice(0, document.html.indexOf('</head>'));
  expect(head).toContain(`<script nonce="${document.noncePlaceholder}">${TAP_RECORDER_SCRIPT}</script>`);
});
