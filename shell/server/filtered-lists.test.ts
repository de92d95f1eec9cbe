import http from 'node:http';
import type { RemotePageModule } from '@site/shared/federation';
/* eslint-disable no-restricted-imports -- test only: the remotes' real page modules stand in for what the server's
   federation loads (their built Node bundles exist only after a build); no shipped code crosses apps. */
import * as catalogue from '../../remote-catalogue/src/pages/catalogue';
import * as blog from '../../remote-content/src/pages/blog';
import * as resources from '../../remote-content/src/pages/resources';
import * as successCases from '../../remote-content/src/pages/success-cases';
/* eslint-enable no-restricted-imports */
import { articlesPageQuery } from '@site/shared/cms/cms-queries';
import { createCmsReader, type CmsReader } from './cms-reader';
import { serveDuringFile } from './test-support/local-server';
import { renderRoute, siteEnvOf, textOf } from './test-support/render-route';

// The lists' filters are addresses (issue 39): the server renders /blog?categoria=salud,
// /casos-exito?categoria=…, /recursos?categoria=…&buscar=… and the catalogue's /productos?categoria=…,
// ?buscar=… and ?producto=… finished, with the filtered list or the open product, for a tap before
// the scripts ran, a visitor without them and a crawler.

const categories = ['todos', 'Retail', 'Salud', 'Educación'].map((name, index) => ({ id: index + 1, name }));
const inCategory = (index: number) => [categories[index]];
const collections: Record<string, Array<Record<string, unknown>>> = {
  categories,
  articles: [
    { id: 1, slug: 'pantallas-que-venden', title: 'Pantallas que venden', featured: true, categories: inCategory(1) },
    { id: 2, slug: 'vitrinas-digitales', title: 'Vitrinas digitales', featured: false, categories: inCategory(1) },
    { id: 3, slug: 'salas-de-espera', title: 'Salas de espera tranquilas', featured: false, categories: inCategory(2) },
  ],
  cases: [
    { id: 1, title: 'Tiendas que venden más', categories: inCategory(1) },
    { id: 2, title: 'Un campus informado', categories: inCategory(3) },
  ],
  'product-categories': [
    { id: 1, slug: 'pantallas-interactivas', name: 'Pantallas interactivas' },
    { id: 2, slug: 'pantallas-led', name: 'Pantallas LED' },
  ],
  products: [
    { id: 1, slug: 'totem-t55', name: 'Tótem táctil Lumina T55', brand: 'Lumina', description: 'Tótem de piso con pantalla táctil.', features: [{ id: 1, name: 'Táctil de 10 puntos' }], categories: [{ id: 1, slug: 'pantallas-interactivas', name: 'Pantallas interactivas' }] },
    { id: 2, slug: 'led-p25', name: 'Pantalla LED interior Kairo P2.5', brand: 'Kairo', description: 'Módulos LED de paso fino.', categories: [{ id: 2, slug: 'pantallas-led', name: 'Pantallas LED' }] },
    { id: 3, slug: 'led-p39', name: 'Pantalla LED exterior Kairo P3.9', brand: 'Kairo', description: 'Módulos LED para exteriores.', categories: [{ id: 2, slug: 'pantallas-led', name: 'Pantallas LED' }] },
  ],
  materiales: [
    { id: 1, title: 'Guía de señalización para retail', description: '', categories: inCategory(1) },
    { id: 2, title: 'Checklist de vitrinas', description: '', categories: inCategory(1) },
    { id: 3, title: 'Guía para salas de espera', description: '', categories: inCategory(2) },
  ],
};

// Strapi's answer, filtered as the site's reads ask: by a category's name, or the featured articles.
const strapi = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://cms');
  const category = url.searchParams.get('filters[categories][name][$eq]');
  const featured = url.searchParams.get('filters[featured][$eq]');
  const data = (collections[url.pathname.replace('/api/', '')] ?? []).filter(
    (entry) =>
      (category === null || (entry.categories as typeof categories).some((item) => item.name === category)) &&
      (featured === null || entry.featured === true),
  );
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data, meta: { pagination: { page: 1, pageCount: 1, total: data.length } } }));
});
const strapiOrigin = serveDuringFile(strapi);
const reader = (): CmsReader =>
  createCmsReader({ cmsOrigin: strapiOrigin(), token: 'secreto', timeoutMs: 1_000, freshMs: 0, staleMs: 60_000, maxEntries: 20 });

async function renderText(url: string, page: RemotePageModule): Promise<{ text: string; html: string }> {
  const document = await renderRoute(url, page, reader());
  expect([url, document.status, document.cmsComplete]).toEqual([url, 200, true]);
  return { text: textOf(document.html), html: document.html };
}

/** The filter link the page marks current: its address and its text. */
const currentLink = (html: string): string | undefined => /<a [^>]*aria-current="page"[^>]*href="([^"]*)"[^>]*>([^<]*)</.exec(html)?.slice(1).join(' ');

describe('the server renders a list in the category its address names', () => {
  it("/blog?categoria=salud: the category's cards, the featured article above, read as the browser's hook reads them", async () => {
    const { text, html } = await renderText('/blog?categoria=salud', blog);
    expect(text).toContain('Salas de espera tranquilas');
    expect(text).not.toContain('Vitrinas digitales');
    expect(text).toContain('Pantallas que venden');
    expect(currentLink(html)).toBe('/blog?categoria=salud Salud');
    // Handed to swr under the page's own key: the browser does not read the cards again.
    expect(Object.keys(siteEnvOf(html).data)).toContain(articlesPageQuery(1, 'Salud').key);
  });

  it('/blog?categoria=deportes (unknown): every card, Todos current', async () => {
    const { text, html } = await renderText('/blog?categoria=deportes', blog);
    expect(text).toContain('Salas de espera tranquilas');
    expect(text).toContain('Vitrinas digitales');
    expect(currentLink(html)).toBe('/blog Todos');
  });

  it('/casos-exito?categoria=educacion: only the education cases', async () => {
    const { text, html } = await renderText('/casos-exito?categoria=educacion', successCases);
    expect(text).toContain('Un campus informado');
    expect(text).not.toContain('Tiendas que venden más');
    expect(currentLink(html)).toBe('/casos-exito?categoria=educacion Educación');
  });

  it('/recursos?categoria=retail&buscar=guia: the category’s materials matching the search, the search in its box and form', async () => {
    const { text, html } = await renderText('/recursos?categoria=retail&buscar=guia', resources);
    expect(text).toContain('Guía de señalización para retail');
    expect(text).not.toContain('Checklist de vitrinas');
    expect(text).not.toContain('Guía para salas de espera');
    expect(currentLink(html)).toBe('/recursos?categoria=retail&amp;buscar=guia Retail');
    // A search sent before the scripts run (or without them) keeps the category.
    expect(html).toMatch(/<form [^>]*role="search" action="\/recursos" method="get">/);
    expect(html).toContain('<input type="hidden" name="categoria" value="retail"/>');
    expect(html).toMatch(/<input [^>]*type="search"[^>]* name="buscar" value="guia"\/>/);
  });
});

/** The opening tags of the links to an address (as the HTML writes it, `&amp;` and all). */
const linksTo = (html: string, href: string): string[] => (html.match(/<a [^>]*>/g) ?? []).filter((tag) => tag.includes(` href="${href}"`));
/** The opening tag of the link whose content starts the first `text` of the page. */
const linkAround = (html: string, text: string): string | undefined => /<a [^>]*>/g.exec(html.slice(html.lastIndexOf('<a ', html.indexOf(text))))?.[0];

/** Every link the page marks current: its address and its text (the catalogue's sidebar and its phone row). */
const currentLinks = (html: string): string[] =>
  [...html.matchAll(/<a [^>]*aria-current="page"[^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map((match) => `${match[1]} ${match[2]}`);

describe("the server renders the catalogue's view its address names", () => {
  it("/productos?categoria=pantallas-led: the category's products, its links current in the sidebar and the phone's row", async () => {
    const { text, html } = await renderText('/productos?categoria=pantallas-led', catalogue);
    expect(text).toContain('Pantalla LED interior Kairo P2.5');
    expect(text).toContain('Pantalla LED exterior Kairo P3.9');
    expect(text).not.toContain('Tótem táctil Lumina T55');
    expect(currentLinks(html)).toEqual(['/productos?categoria=pantallas-led Pantallas LED', '/productos?categoria=pantallas-led Pantallas LED']);
    // No native selector left: it did nothing before the scripts ran.
    expect(html).not.toContain('<select');
    // Each card's 'Detalles' opens its product in the same category.
    expect(linksTo(html, '/productos?categoria=pantallas-led&amp;producto=led-p25')).toEqual([
      expect.stringContaining('aria-label="Detalles de Pantalla LED interior Kairo P2.5"'),
    ]);
  });

  it('/productos?categoria=pantallas-led&buscar=exterior: the search in its box and its GET form, which keeps the category', async () => {
    const { text, html } = await renderText('/productos?categoria=pantallas-led&buscar=exterior', catalogue);
    expect(text).toContain('Pantalla LED exterior Kairo P3.9');
    expect(text).not.toContain('Pantalla LED interior Kairo P2.5');
    expect(html).toContain('Resultados para &quot;exterior&quot;');
    expect(html).toMatch(/<form [^>]*role="search" action="\/productos" method="get">/);
    expect(html).toContain('<input type="hidden" name="categoria" value="pantallas-led"/>');
    expect(html).toMatch(/<input [^>]*type="search"[^>]* name="buscar" value="exterior"\/>/);
    // A category keeps the search.
    expect(currentLinks(html)[0]).toBe('/productos?buscar=exterior&amp;categoria=pantallas-led Pantallas LED');
  });

  it("/productos?categoria=pantallas-interactivas&producto=totem-t55: the product open, its way back a link to the category's list", async () => {
    const { text, html } = await renderText('/productos?categoria=pantallas-interactivas&producto=totem-t55', catalogue);
    expect(text).toContain('Tótem de piso con pantalla táctil.');
    expect(text).toContain('Táctil de 10 puntos');
    expect(text).not.toContain('Todos los productos');
    expect(linkAround(html, 'Volver a productos')).toContain(' href="/productos?categoria=pantallas-interactivas"');
    expect(linksTo(html, '/productos?categoria=pantallas-interactivas')).toContainEqual(expect.stringContaining('aria-label="Cerrar detalle del producto"'));
  });
});
