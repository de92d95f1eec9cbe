import http from 'node:http';
import type { RemotePageModule } from '@site/shared/federation';
/* eslint-disable no-restricted-imports -- test only: the remotes' real page modules stand in for what the server's
   federation loads (their built Node bundles exist only after a build); no shipped code crosses apps. */
import * as blog from '../../remote-content/src/pages/blog';
import * as resources from '../../remote-content/src/pages/resources';
import * as successCases from '../../remote-content/src/pages/success-cases';
/* eslint-enable no-restricted-imports */
import { articlesPageQuery } from '@site/shared/cms/cms-queries';
import { createCmsReader, type CmsReader } from './cms-reader';
import { serveDuringFile } from './test-support/local-server';
import { renderRoute, siteEnvOf, textOf } from './test-support/render-route';

// The content lists' filters are addresses (issue 39): the server renders /blog?categoria=salud,
// /casos-exito?categoria=… and /recursos?categoria=…&buscar=… finished, with the filtered list, for a
// tap before the scripts ran, a visitor without them and a crawler.

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
