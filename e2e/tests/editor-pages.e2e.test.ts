// e2e-serial: shares the editors' site (its CMS and shell) with editors.e2e.test.ts, which runs beside the other files, and times a publish to the second.
import { browserPerFile, waitForPage } from '../support/browser';
import { adminApi, useEditorsSite } from '../support/cms-admin';
import { EDITOR_SITE } from '../support/servers';

// Pages editors make in the CMS (issue 38 §2): built from blocks and published, a page answers at
// its new address with its head, in its menu group and in the sitemap, with no developer, build or
// restart; moved, its old address redirects; unpublished, it answers 404 and leaves the menus and
// the sitemap. A draft is the editor's alone, through her preview.

const browser = browserPerFile();
const PAGE = 'api::page.page';
/** From «Publicar» to every server showing it (the webhook purge, as for an article). */
const LIVE_WITHIN_MS = 5_000;

const stamp = Date.now().toString(36);
const campaign = {
  path: `/campanas/verano-${stamp}`,
  title: 'Campaña de verano: pantallas para la temporada alta',
  seo: {
    metaTitle: 'Pantallas para la temporada alta',
    metaDescription: 'Arriende o compre pantallas para su temporada alta: instalación en 72 horas y contenido listo para vender.',
    noindex: false,
  },
  menus: [
    {
      group: 'soluciones',
      title: 'Temporada alta',
      description: 'Pantallas instaladas en 72 horas para vender más en verano.',
      icon: 'StorefrontOutlined',
      order: 5,
    },
  ],
  blocks: [
    {
      __component: 'blocks.page-header',
      title: 'Pantallas para la temporada alta',
      text: 'Instalamos y programamos pantallas en 72 horas para que su tienda venda más este verano.',
    },
    {
      __component: 'blocks.check-list',
      anchor: 'incluye',
      title: 'Qué incluye',
      items: 'Pantallas profesionales de 43 a 55 pulgadas\nInstalación y puesta en marcha en 72 horas\nContenido de temporada diseñado por nuestro equipo',
    },
    {
      __component: 'blocks.closing-banner',
      title: '¿Conversamos sobre su temporada?',
      text: 'Le ayudamos a elegir pantallas, ubicaciones y contenidos para su local.',
      action: { label: 'Solicitar una consultoría', href: '/contacto#contact-form' },
    },
  ],
};

/** The admin API's answer as JSON, failing the test with Strapi's own message. */
async function adminJson(method: string, pathname: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await adminApi(method, pathname, body);
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const documentIdOf = (answer: Record<string, unknown>): string => (answer.data as { documentId: string }).documentId;

/** Fresh requests for `pathname` until it answers `status`; how long it took. */
async function untilStatus(pathname: string, status: number, start: number): Promise<number> {
  for (;;) {
    const answer = await fetch(`${EDITOR_SITE}${pathname}`, { redirect: 'manual' });
    if (answer.status === status) return Date.now() - start;
    if (Date.now() - start > LIVE_WITHIN_MS + 10_000) throw new Error(`${pathname}: ${answer.status}, not ${status}, after ${Date.now() - start} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sitemap = async (): Promise<string> => (await fetch(`${EDITOR_SITE}/sitemap.xml`)).text();

describe('pages editors make in the CMS', () => {
  const site = useEditorsSite(browser);
  const made: string[] = [];
  const moved = `/campanas/temporada-alta-${stamp}`;

  afterAll(async () => {
    // Whatever a test left behind: its pages, and the redirect the move made.
    for (const documentId of made) await adminApi('DELETE', `/content-manager/collection-types/${PAGE}/${documentId}`).catch(() => undefined);
    const redirects = await adminJson('GET', `/content-manager/collection-types/api::redirect.redirect?filters[$and][0][from][$eq]=${encodeURIComponent(campaign.path)}`).catch(() => ({ results: [] }));
    for (const { documentId } of (redirects.results as Array<{ documentId: string }>) ?? []) {
      await adminApi('DELETE', `/content-manager/collection-types/api::redirect.redirect/${documentId}`).catch(() => undefined);
    }
  });

  it('publishes a page made of blocks: within 5 s it answers with its head, in its menu group and in the sitemap', async () => {
    expect((await fetch(`${EDITOR_SITE}${campaign.path}`)).status).toBe(404);
    const documentId = documentIdOf(await adminJson('POST', `/content-manager/collection-types/${PAGE}`, campaign));
    made.push(documentId);
    const start = Date.now();
    await adminJson('POST', `/content-manager/collection-types/${PAGE}/${documentId}/actions/publish`, {});
    const live = await untilStatus(campaign.path, 200, start);
    console.info(`editor pages: published → 200 after ${live} ms`);
    expect(live).toBeLessThanOrEqual(LIVE_WITHIN_MS);

    const html = await (await fetch(`${EDITOR_SITE}${campaign.path}`)).text();
    expect(html).toContain(`<title>${campaign.seo.metaTitle}`);
    expect(html).toContain(`<meta name="description" content="${campaign.seo.metaDescription}"`);
    expect(html).toContain('Contenido de temporada diseñado por nuestro equipo');
    expect(await sitemap()).toContain(`${campaign.path}</loc>`);

    // In a browser: the page hydrates without an error, and the header's «Soluciones» lists it first.
    const { visitor } = site;
    const errors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visitor.goto(`${EDITOR_SITE}/`, { waitUntil: 'networkidle' });
    // The dropdown opens on a click once the header has hydrated: 'networkidle' can come before that.
    await waitForPage(visitor);
    const nav = visitor.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Soluciones' }).click();
    const entry = nav.locator('ul[aria-label="Soluciones"] a').first();
    expect(await entry.getAttribute('href')).toBe(campaign.path);
    expect(await entry.innerText()).toContain('Temporada alta');
    await entry.click();
    await visitor.getByRole('heading', { level: 1, name: 'Pantallas para la temporada alta' }).waitFor();
    expect(visitor.url()).toBe(`${EDITOR_SITE}${campaign.path}`);
    await visitor.getByRole('link', { name: 'Solicitar una consultoría' }).last().waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('moves the page: its old address redirects to the new one for good, by itself', async () => {
    const [documentId = ''] = made;
    await adminJson('PUT', `/content-manager/collection-types/${PAGE}/${documentId}`, { path: moved });
    const start = Date.now();
    await adminJson('POST', `/content-manager/collection-types/${PAGE}/${documentId}/actions/publish`, {});
    await untilStatus(moved, 200, start);
    const old = await fetch(`${EDITOR_SITE}${campaign.path}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location') ?? '', EDITOR_SITE).pathname).toBe(moved);
    const listed = await sitemap();
    expect(listed).toContain(`${moved}</loc>`);
    expect(listed).not.toContain(`${campaign.path}</loc>`);
  }, 60_000);

  it('unpublishes the page: within 5 s it answers 404 and leaves the menus and the sitemap', async () => {
    const [documentId = ''] = made;
    const start = Date.now();
    await adminJson('POST', `/content-manager/collection-types/${PAGE}/${documentId}/actions/unpublish`, {});
    const gone = await untilStatus(moved, 404, start);
    console.info(`editor pages: unpublished → 404 after ${gone} ms`);
    expect(gone).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    expect(await (await fetch(`${EDITOR_SITE}/env.js`)).text()).not.toContain(moved);
    expect(await sitemap()).not.toContain(`${moved}</loc>`);
    expect(await (await fetch(`${EDITOR_SITE}/`)).text()).not.toContain(`href="${moved}"`);
  }, 60_000);

  it('changes a marketing page’s hero headline: published, every visitor gets it within 5 s; then it is put back', async () => {
    const aiAssistant = '/servicios/asistente-ia';
    const found = await adminJson('GET', `/content-manager/collection-types/${PAGE}?filters[$and][0][path][$eq]=${encodeURIComponent(aiAssistant)}`);
    const documentId = (found.results as Array<{ documentId: string }>)[0]?.documentId ?? '';
    const entry = (await adminJson('GET', `/content-manager/collection-types/${PAGE}/${documentId}`)).data as { blocks: Array<Record<string, unknown>> };
    const [hero, ...rest] = entry.blocks;
    const headline = String(hero?.title);
    const changed = `Un asistente que atiende a sus clientes a toda hora (${stamp})`;
    const heading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${EDITOR_SITE}${aiAssistant}`)).text())?.[1];
    const until = async (text: string, start: number) => {
      for (;;) {
        if ((await heading()) === text) return Date.now() - start;
        if (Date.now() - start > LIVE_WITHIN_MS + 10_000) throw new Error(`${aiAssistant}: the headline is not «${text}»`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect(await heading()).toBe(headline);
    const publish = async (title: string) => {
      await adminJson('PUT', `/content-manager/collection-types/${PAGE}/${documentId}`, { ...entry, blocks: [{ ...hero, title }, ...rest] });
      const start = Date.now();
      await adminJson('POST', `/content-manager/collection-types/${PAGE}/${documentId}/actions/publish`, {});
      return start;
    };
    const live = await until(changed, await publish(changed));
    console.info(`editor pages: hero headline published → live after ${live} ms`);
    expect(live).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    await until(headline, await publish(headline));
  }, 90_000);

  it('refuses, in Spanish, a page at the address of a remote’s own page or of the server', async () => {
    for (const [pagePath, reason] of [
      ['/blog/novedades', /es la dirección de una página del sitio/],
      ['/contacto', /es la dirección de una página del sitio/],
      ['/api/ofertas', /dirección del propio servidor/],
    ] as const) {
      const answer = await adminApi('POST', `/content-manager/collection-types/${PAGE}`, { ...campaign, path: pagePath, menus: [] });
      expect([pagePath, answer.status]).toEqual([pagePath, 400]);
      expect(await answer.text()).toMatch(reason);
    }
  }, 60_000);

  it('shows a draft page to its editor alone, through her preview: visitors get 404', async () => {
    const draft = { ...campaign, path: `/campanas/borrador-${stamp}`, menus: [] };
    const documentId = documentIdOf(await adminJson('POST', `/content-manager/collection-types/${PAGE}`, draft));
    made.push(documentId);
    expect((await fetch(`${EDITOR_SITE}${draft.path}`)).status).toBe(404);
    const preview = await adminJson('GET', `/content-manager/preview/url/${PAGE}?documentId=${documentId}&status=draft`);
    const link = (preview.data as { url: string }).url;
    const door = await fetch(link, { redirect: 'manual' });
    expect(door.status).toBe(303);
    const cookie = (door.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await fetch(`${EDITOR_SITE}${draft.path}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Contenido de temporada diseñado por nuestro equipo');
    expect(html).toContain('Vista previa');
    expect((await fetch(`${EDITOR_SITE}${draft.path}`)).status).toBe(404);
  }, 60_000);
});
