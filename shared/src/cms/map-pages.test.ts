import { pageByPathQuery, pagesIndexQuery, queryParamsOf } from './cms-queries';
import { mapMarketingPage, mapPageIndexEntry } from './map-pages';

const meta = { pageCount: 1, total: 1 };

const socialImage = {
  id: 3,
  url: '/uploads/hero_ab12.webp',
  alternativeText: 'Clientes frente a un videowall',
  mime: 'image/webp',
  name: 'hero.webp',
  width: 960,
  height: 720,
  formats: { small: { url: '/uploads/small_hero_ab12.webp', width: 500 } },
};

const rawPage = {
  id: 1,
  documentId: 'abcdefghijklmnopqrstuvwx',
  path: '/',
  title: 'Inicio',
  seo: { id: 9, metaTitle: 'Cartelería digital', metaDescription: 'Pantallas y datos.', keywords: null, socialImage, noindex: false },
  blocks: [
    { __component: 'blocks.hero-image', id: 11, title: 'Hola', image: socialImage },
    { id: 12, title: 'Sin componente' },
    { __component: 'blocks.team', id: 13, anchor: 'equipo', title: 'Equipo' },
  ],
};

describe('pageByPathQuery', () => {
  it('reads the page at a path whole (the CMS spells out `populate=pagina`), under a key of its path', () => {
    const query = pageByPathQuery('/servicios/asistente-ia');
    expect(query.key).toBe('cms:/pages/servicios/asistente-ia');
    expect(query.collection).toBe('pages');
    expect(queryParamsOf(query)).toEqual({ 'filters[path][$eq]': '/servicios/asistente-ia', populate: 'pagina' });
  });

  it('answers the first page found, mapped: SEO with its image, blocks in order with their raw fields', () => {
    const page = pageByPathQuery('/').select([rawPage], meta);
    expect(page).toEqual({
      documentId: 'abcdefghijklmnopqrstuvwx',
      path: '/',
      title: 'Inicio',
      seo: {
        metaTitle: 'Cartelería digital',
        metaDescription: 'Pantallas y datos.',
        keywords: null,
        socialImage: expect.objectContaining({ url: '/uploads/hero_ab12.webp', alt: 'Clientes frente a un videowall', width: 960 }),
        noindex: false,
      },
      blocks: [
        { component: 'blocks.hero-image', id: 11, fields: { title: 'Hola', image: socialImage } },
        { component: 'blocks.team', id: 13, fields: { anchor: 'equipo', title: 'Equipo' } },
      ],
    });
    expect(pageByPathQuery('/nada').select([], { pageCount: 0, total: 0 })).toBeNull();
  });
});

describe('mapMarketingPage', () => {
  it('keeps of a block’s media files, at any depth, only what their readers use', () => {
    const strapiFile = {
      ...socialImage,
      documentId: 'zyxwvutsrqponmlkjihgfedc',
      caption: null,
      hash: 'hero_ab12',
      ext: '.webp',
      size: 61.2,
      provider: 'local',
      createdAt: '2026-12-01T10:00:00.000Z',
      formats: { small: { url: '/uploads/small_hero_ab12.webp', width: 500, height: 375, hash: 'small_hero_ab12', size: 12.1, sizeInBytes: 12100, path: null } },
    };
    const page = mapMarketingPage({ ...rawPage, blocks: [{ __component: 'blocks.services-carousel', id: 5, services: [{ id: 1, title: 'Pantallas', image: strapiFile }] }] });
    expect(page?.blocks[0]?.fields).toEqual({
      services: [
        {
          id: 1,
          title: 'Pantallas',
          image: { ...socialImage, formats: { small: { url: '/uploads/small_hero_ab12.webp', width: 500, height: 375 } } },
        },
      ],
    });
  });

  it('leaves out a page without a document id or a routable path, and fills what is missing', () => {
    expect(mapMarketingPage({ ...rawPage, documentId: undefined })).toBeNull();
    expect(mapMarketingPage({ ...rawPage, path: 'sin-barra' })).toBeNull();
    expect(mapMarketingPage({ ...rawPage, path: '/a/../b' })).toBeNull();
    expect(mapMarketingPage({ documentId: 'abcdefghijklmnopqrstuvwx', path: '/x', title: 'X' })).toEqual({
      documentId: 'abcdefghijklmnopqrstuvwx',
      path: '/x',
      title: 'X',
      seo: { metaTitle: 'X', metaDescription: '', keywords: null, socialImage: null, noindex: false },
      blocks: [],
    });
  });
});

describe('pagesIndexQuery', () => {
  it('reads every page’s path, title, SEO and menus in one page of 100', () => {
    expect(pagesIndexQuery.key).toBe('cms:/pages?index');
    expect(queryParamsOf(pagesIndexQuery)).toEqual({
      'fields[0]': 'path',
      'fields[1]': 'title',
      'populate[seo]': 'true',
      'populate[menus]': 'true',
      'pagination[page]': '1',
      'pagination[pageSize]': '100',
    });
  });

  it('answers each page’s path, title, noindex and menu entries; a page without a routable path is left out', () => {
    const pages = pagesIndexQuery.select(
      [
        {
          id: 1,
          path: '/experiencia-cliente',
          title: 'Experiencia del Cliente',
          seo: { id: 2, metaTitle: 'x', noindex: false },
          menus: [
            { id: 4, group: 'soluciones', title: 'Experiencia del Cliente', description: 'Conecta con tu audiencia.', icon: 'StorefrontOutlined', order: 10 },
            { id: 5, group: 'servicios', title: 'Sin orden', description: 'Y sin más.', icon: 'TvOutlined', order: null },
            { id: 6, title: 'Sin menú', description: '', icon: 'TvOutlined' },
          ],
        },
        { id: 2, path: '/campana', title: 'Campaña privada', seo: { noindex: true } },
        { id: 3, path: null, title: 'Sin dirección' },
      ],
      meta,
    );
    expect(pages).toEqual([
      {
        path: '/experiencia-cliente',
        title: 'Experiencia del Cliente',
        noindex: false,
        menus: [
          { group: 'soluciones', title: 'Experiencia del Cliente', description: 'Conecta con tu audiencia.', icon: 'StorefrontOutlined', order: 10 },
          { group: 'servicios', title: 'Sin orden', description: 'Y sin más.', icon: 'TvOutlined', order: 100 },
        ],
      },
      { path: '/campana', title: 'Campaña privada', noindex: true, menus: [] },
    ]);
    expect(mapPageIndexEntry({ path: '/x' })).toEqual({ path: '/x', title: '', noindex: false, menus: [] });
  });
});
