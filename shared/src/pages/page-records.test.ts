/**
 * @jest-environment node
 */
import { definePages, exposesOf, PAGES_SCHEMA_VERSION, publishedPagesOf, readPublishedPages, type PageRecordInput } from './page-records.mjs';

const kiosks: PageRecordInput = {
  key: 'kiosks',
  path: '/servicios/kioscos',
  module: './kiosks-page',
  file: './src/pages/services/kiosks/kiosks-page.tsx',
  sitemap: 'page',
  menus: [{ group: 'servicios', title: 'Kioscos', icon: 'TouchAppOutlined', description: 'Autoatención en tienda.', order: 80 }],
};

describe('definePages', () => {
  it('passes valid records through as they are', () => {
    expect(definePages('marketing', [kiosks])).toEqual([kiosks]);
  });

  it('stops the build with one line per problem, naming the remote and the path', () => {
    const broken = { ...kiosks, path: '/Servicios/Kioscos', menus: [{ ...kiosks.menus![0]!, title: '' }] };
    expect(() => definePages('marketing', [broken])).toThrow(
      /remote marketing, \/Servicios\/Kioscos: path: una ruta como[^\n]*\nremote marketing, \/Servicios\/Kioscos: menus\.0\.title: /,
    );
    expect(() => definePages('marketing', [{ ...kiosks, sitemap: 'sí' } as unknown as PageRecordInput])).toThrow('remote marketing, /servicios/kioscos: sitemap:');
  });

  it('refuses a route, a name or a module twice', () => {
    const again = { ...kiosks, key: 'kiosks2', module: './kiosks-page', file: './src/pages/other/other-page.tsx' };
    expect(() => definePages('marketing', [kiosks, again])).toThrow(
      'remote marketing, /servicios/kioscos: la ruta está dos veces\nremote marketing, /servicios/kioscos: ./kiosks-page sale de dos archivos',
    );
    expect(() => definePages('content', [{ ...kiosks, path: '/blog/:slug' }, { ...kiosks, key: 'other', path: '/blog/:id' }])).toThrow(
      'remote content, /blog/:id: la ruta está dos veces',
    );
  });
});

describe('the CMS reads a page declares', () => {
  it('takes collections with parameters by their exact values or a shape, and publishes them', () => {
    const offers: PageRecordInput = {
      ...kiosks,
      cmsReads: [{ collection: 'ofertas', params: { populate: ['*'], 'filters[slug][$eq]': 'slug', 'pagination[page]': 'page-number', sort: ['order:asc'] } }],
    };
    expect(definePages('marketing', [offers])).toEqual([offers]);
    expect(publishedPagesOf('marketing', [offers]).pages[0]?.cmsReads).toEqual(offers.cmsReads);
  });

  it.each([
    [{ collection: 'Ofertas' }, 'cmsReads.0.collection: el nombre de API'],
    [{ collection: 'ofertas/1' }, 'cmsReads.0.collection: el nombre de API'],
    [{ collection: 'ofertas', params: { status: ['draft'] } }, 'los borradores y los idiomas no se piden desde una página'],
    [{ collection: 'ofertas', params: { 'publicationState[x]': ['preview'] } }, 'los borradores y los idiomas no se piden desde una página'],
    [{ collection: 'ofertas', params: { locale: ['en'] } }, 'los borradores y los idiomas no se piden desde una página'],
    [{ collection: 'ofertas', params: { 'populate[': ['*'] } }, 'un parámetro de Strapi'],
    [{ collection: 'ofertas', params: { populate: 'anything' } }, 'cmsReads.0.params.populate'],
    [{ collection: 'ofertas', params: { populate: [] } }, 'cmsReads.0.params.populate'],
  ])('refuses %j', (read, message) => {
    expect(() => definePages('marketing', [{ ...kiosks, cmsReads: [read] } as unknown as PageRecordInput])).toThrow(message);
  });
});

describe('what a build exposes and publishes', () => {
  const home = { key: 'home', path: '/home', module: './home-page', file: './src/pages/home/home-page.tsx', sitemap: 'none' } as const;
  const root = { ...home, key: 'root', path: '/', sitemap: 'page' } as const;

  it('exposes one module per page, once for two routes of one page', () => {
    expect(exposesOf([home, root, kiosks])).toEqual({ './home-page': home.file, './kiosks-page': kiosks.file });
  });

  it('publishes the records without their files, with the schema version', () => {
    const published = publishedPagesOf('marketing', [root, kiosks]);
    expect(published.schemaVersion).toBe(PAGES_SCHEMA_VERSION);
    expect(published.remote).toBe('marketing');
    expect(published.pages.map((page) => Object.keys(page).includes('file'))).toEqual([false, false]);
    expect(readPublishedPages('marketing', JSON.parse(JSON.stringify(published)))).toEqual({ ok: true, pages: published.pages });
  });
});

describe('readPublishedPages', () => {
  const published = () => JSON.parse(JSON.stringify(publishedPagesOf('marketing', [kiosks]))) as { schemaVersion: number; remote: string; pages: Array<Record<string, unknown>> };

  it('refuses another schema version, or a file of another remote', () => {
    expect(readPublishedPages('marketing', { ...published(), schemaVersion: 2 })).toEqual({
      ok: false,
      problems: ['remote marketing, pages.json: versión de esquema 2, esta shell lee la 1'],
    });
    expect(readPublishedPages('tools', published())).toEqual({ ok: false, problems: ['remote tools, pages.json: dice ser de marketing'] });
    expect(readPublishedPages('tools', 'not json')).toMatchObject({ ok: false });
  });

  it('names the path and the remote of a record that fails the schema', () => {
    const file = published();
    file.pages[0] = { ...file.pages[0], notFoundUnless: 'kiosk', extra: true };
    const result = readPublishedPages('marketing', file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      expect.stringMatching(/^remote marketing, \/servicios\/kioscos: notFoundUnless: /),
      expect.stringMatching(/^remote marketing, \/servicios\/kioscos: .*extra/),
    ]);
  });
});
