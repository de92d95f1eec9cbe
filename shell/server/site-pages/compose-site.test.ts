import type { PublishedPage } from '@site/shared/pages';
import { checkoutPages } from '../../../jest/checkout-pages';
import { composeSite, shellOwns, type EditorPage } from './compose-site';

const kiosks: PublishedPage = {
  key: 'kiosks',
  path: '/servicios/kioscos',
  module: './kiosks-page',
  sitemap: 'page',
  menus: [{ group: 'servicios', title: 'Kioscos de Autoatención', icon: 'TouchAppOutlined', description: 'Autoatención en tienda.', order: 15 }],
};

const entriesOf = (site: ReturnType<typeof composeSite>, group: string) =>
  site.navigation.menus.find((menu) => menu.id === group)?.entries.map((entry) => entry.title);

describe('composeSite', () => {
  it('routes every live page to its remote, and lists the shell’s five groups in their order', () => {
    const site = composeSite(checkoutPages());
    expect(site.navigation.routes).toContainEqual({ path: '/contacto', remote: 'tools', module: './contact-page' });
    expect(site.navigation.routes).toContainEqual({ path: '/contacto/exito', remote: 'tools', module: './contact-success-page', noindex: true });
    expect(site.navigation.menus.map((menu) => menu.label)).toEqual(['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre']);
    // Entries of several remotes in one group, by their order.
    expect(entriesOf(site, 'recursos')).toEqual(['Blog', 'Casos de Éxito', 'Materiales Descargables', 'Podcast']);
    expect(entriesOf(site, 'productos')).toEqual(['Catálogo de Pantallas', 'Señalización Cloud PLUS', 'Lift & Learn', 'Medición de Audiencia']);
    expect(site.unknown).toEqual([]);
  });

  it('adds a remote’s new page to the routes and to its menu group, at its order', () => {
    const pages = checkoutPages();
    const site = composeSite({ ...pages, marketing: [...pages.marketing, kiosks] });
    expect(site.match('/servicios/kioscos')?.page).toMatchObject({ remote: 'marketing', module: './kiosks-page' });
    expect(entriesOf(site, 'servicios')?.slice(0, 3)).toEqual(['Señalización Digital', 'Kioscos de Autoatención', 'Gestión de Contenidos']);
    expect(site.navigation.menus.flatMap((menu) => menu.entries).find((entry) => entry.href === '/servicios/kioscos')?.icon).toBe('TouchAppOutlined');
  });

  it('leaves out, and reports, a page whose route the shell or an earlier remote has, and an entry of an unknown group', () => {
    const reported: string[] = [];
    const pages = checkoutPages();
    const taken: PublishedPage = { ...kiosks, path: '/blog/:id', menus: [{ ...kiosks.menus![0]!, group: 'novedades' }] };
    const site = composeSite({ ...pages, tools: [...pages.tools, taken, { ...kiosks, path: '/api/kioscos', menus: [] }] }, (problem) => reported.push(problem));
    expect(site.match('/blog/pantallas')?.page.remote).toBe('content');
    expect(site.match('/api/kioscos')).toBeNull();
    expect(reported).toEqual([
      'remote tools, /blog/:id: la ruta ya es de remote content (/blog/:slug)',
      'remote tools, /api/kioscos: la ruta es de la shell',
    ]);
    const unknownGroup = composeSite({ ...pages, marketing: [...pages.marketing, { ...kiosks, menus: [{ ...kiosks.menus![0]!, group: 'novedades' }] }] }, (problem) =>
      reported.push(problem),
    );
    expect(reported.at(-1)).toBe('/servicios/kioscos: el grupo de menú novedades no existe');
    expect(unknownGroup.navigation.menus.flatMap((menu) => menu.entries).map((entry) => entry.href)).not.toContain('/servicios/kioscos');
  });

  it('names the remotes whose pages it could not read', () => {
    const site = composeSite({ ...checkoutPages(), catalogue: null });
    expect(site.unknown).toEqual(['catalogue']);
    expect(site.match('/productos')).toBeNull();
    expect(entriesOf(site, 'productos')).not.toContain('Catálogo de Pantallas');
  });
});

describe('composeSite with the pages editors made in the CMS', () => {
  // The checkout's marketing release: its page module also renders the CMS's pages.
  const withServer = checkoutPages;
  const withoutServer = () => {
    const pages = checkoutPages();
    return { ...pages, marketing: pages.marketing.map((page) => ({ ...page, editorPages: undefined })) };
  };
  const campaign: EditorPage = {
    path: '/campanas/verano',
    noindex: false,
    menus: [{ group: 'soluciones', title: 'Campaña de verano', description: 'Pantallas para la temporada alta.', icon: 'WbSunnyOutlined', order: 5 }],
  };

  it('routes an editor’s page to the module that declares them, lists it in its menu group and in the sitemap', () => {
    const site = composeSite(withServer(), undefined, [campaign]);
    expect(site.match('/campanas/verano')?.page).toMatchObject({ remote: 'marketing', module: './cms-page', sitemap: 'page' });
    expect(entriesOf(site, 'soluciones')?.[0]).toBe('Campaña de verano');
    expect(site.navigation.routes).toContainEqual({ path: '/campanas/verano', remote: 'marketing', module: './cms-page' });
  });

  it('keeps a remote’s page and the shell’s addresses from an editor’s page, and a noindex page out of the sitemap', () => {
    const site = composeSite(withServer(), undefined, [
      { ...campaign, path: '/blog' },
      { ...campaign, path: '/api/ofertas', menus: [] },
      { ...campaign, path: '/ofertas/:id', menus: [] },
      // The article page's route (/blog/:slug) has it.
      { ...campaign, path: '/blog/novedades', menus: [] },
      { path: '/privado', noindex: true, menus: [] },
    ]);
    expect(site.match('/blog')?.page.remote).toBe('content');
    expect(site.match('/api/ofertas')).toBeNull();
    expect(site.match('/ofertas/1')).toBeNull();
    expect(site.match('/blog/novedades')?.page.module).toBe('./article-page');
    expect(site.match('/privado')?.page).toMatchObject({ sitemap: 'none', noindex: true });
    expect(entriesOf(site, 'soluciones')).not.toContain('Campaña de verano');
  });

  it('takes the menu entries and noindex of a marketing page the CMS keeps from the CMS, its record’s while the CMS cannot say', () => {
    const fromCms: EditorPage = {
      path: '/servicios/cloud',
      noindex: true,
      menus: [{ group: 'soluciones', title: 'Nube para su empresa', description: 'Migramos y operamos sus sistemas.', icon: 'CloudOutlined', order: 1 }],
    };
    const site = composeSite(withServer(), undefined, [fromCms]);
    expect(entriesOf(site, 'soluciones')?.[0]).toBe('Nube para su empresa');
    expect(entriesOf(site, 'servicios')).not.toContain('Implementación en la Nube');
    expect(site.match('/servicios/cloud')?.page).toMatchObject({ module: './cms-page', noindex: true, sitemap: 'none' });
    // Not in the CMS's index, or the CMS down: the record's.
    expect(entriesOf(composeSite(withServer(), undefined, []), 'servicios')).toContain('Implementación en la Nube');
    expect(entriesOf(composeSite(withServer(), undefined, null), 'servicios')).toContain('Implementación en la Nube');
  });

  it('has no editor’s page without a module that declares them, and answers for none while the CMS cannot say', () => {
    expect(composeSite(withoutServer(), undefined, [campaign]).match('/campanas/verano')).toBeNull();
    const unknown = composeSite(withServer(), undefined, null);
    expect(unknown.unknown).toEqual(['marketing']);
    expect(unknown.navigation.incomplete).toBe(true);
    expect(unknown.match('/servicios/asistente-ia')?.page.module).toBe('./cms-page');
  });
});

describe('shellOwns', () => {
  it.each(['/api', '/api/contact', '/assets/main.js', '/_estilos/x.css', '/healthz', '/readyz', '/sitemap.xml', '/remotes/tools'])('%s is the shell’s', (path) => {
    expect(shellOwns(path)).toBe(true);
  });
  it.each(['/', '/contacto', '/apis', '/blog/:slug', '/assets-digitales'])('%s may be a page’s', (path) => {
    expect(shellOwns(path)).toBe(false);
  });
});
