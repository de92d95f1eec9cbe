import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, DOCUMENT_404, openPage, browserPerFile, waitForPage, type OpenedPage } from '../support/browser';
import { caseByTitle } from '../support/seeded-content';
import { CMS_ORIGIN, repoRoot, SITE, stateDir } from '../support/servers';

// The content remote against the real, seeded Strapi, through the shell's
// server (which adds the token): SPEC §2.14, §2.15, §2.17, §2.20, §4. Its blog
// with more articles than a page: large-site.e2e.test.ts; with the CMS or the
// remote down (§8): content-outages.e2e.test.ts.

const browser = browserPerFile();

/** The filter's current category: a link marked aria-current. */
const currentFilter = (page: Page, group: string) => page.getByRole('group', { name: group }).locator('a[aria-current="page"]');

/** Opens a list page, checking its heading and that its category filter starts on Todos. */
async function openListPage(route: string, heading: string, filterGroup: string): Promise<OpenedPage> {
  const opened = await openPage(browser(), route);
  expect(await opened.page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  expect(await currentFilter(opened.page, filterGroup).textContent()).toBe('Todos');
  return opened;
}

/** Opens an entry that does not exist: its Spanish message shows, `check` looks further, and the console has the 404 alone. */
async function expectNotFound(route: string, message: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { page, errors, close } = await openPage(browser(), route);
  expect(await page.getByText(message, { exact: false }).isVisible()).toBe(true);
  await check(page);
  // Chromium reports the document's own 404 in the console; nothing else may appear.
  expect(errors).toEqual([DOCUMENT_404]);
  await close();
}

describe('the serving layer', () => {
  it('answers /api with the token added on the server; no bundle or runtime config carries a credential', async () => {
    const response = await fetch(`${SITE}/api/categories`);
    expect(response.status).toBe(200);
    const names = ((await response.json()) as { data: Array<{ name: string }> }).data.map((c) => c.name);
    expect(names[0]).toBe('todos');
    expect(names.length).toBeGreaterThanOrEqual(5);
    // Straight to Strapi without the token: refused.
    expect((await fetch(`${CMS_ORIGIN}/api/categories`)).status).toBe(401);
    // Writes are not forwarded.
    expect((await fetch(`${SITE}/api/categories`, { method: 'POST' })).status).toBe(405);
    const token = (JSON.parse(fs.readFileSync(path.join(stateDir, 'cms.json'), 'utf8')) as { token: string }).token;
    expect(await (await fetch(`${SITE}/env.js`)).text()).not.toContain(token);
    for (const app of ['shell', 'remote-marketing', 'remote-content', 'remote-catalogue', 'remote-tools']) {
      const dist = path.join(repoRoot, app, 'dist');
      for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html|json)$/.test(f))) {
        expect(fs.readFileSync(path.join(dist, file), 'utf8')).not.toMatch(/Bearer|CMS_API_TOKEN/);
      }
    }
  });

  it("serves the media library's files from the site's origin: byte ranges for video, a year of caching", async () => {
    const cases = (await (await fetch(`${SITE}/api/cases?populate=*`)).json()) as { data: Array<{ contentVideo: { url: string } | null }> };
    const video = cases.data.find((item) => item.contentVideo !== null)?.contentVideo?.url;
    expect(video).toMatch(/^\/uploads\/[^/]+\.webm$/);
    const response = await fetch(`${SITE}${video}`, { headers: { Range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\//);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await response.arrayBuffer()).byteLength).toBe(100);

    const missing = await fetch(`${SITE}/uploads/borrada_0123456789.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/blog', () => {
  it('shows the categories with Todos current, the featured article and the two-column grid with placeholders', async () => {
    const { page, errors, close } = await openListPage('/blog', 'Blog', 'Filtrar artículos por categoría');
    const featured = page.getByRole('region', { name: 'Artículo destacado' });
    expect(await featured.getByText('Destacado', { exact: true }).isVisible()).toBe(true);
    expect(await featured.getByRole('heading', { name: /Señalización digital en retail/ }).isVisible()).toBe(true);

    const grid = page.getByRole('region', { name: 'Artículos' });
    expect(await grid.locator('article').count()).toBe(6);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    // The card's image link is hidden from screen readers (the title link says the same).
    expect(await grid.locator('[aria-label="Imagen no disponible"]').count()).toBe(1);
    expect(await grid.getByText('No img', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the placeholder for a cover whose file is gone, even when it failed before hydration', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // The featured article's cover no longer exists (an editor deleted the file).
    // (Every rendition of it: the browser picks one from the srcset.)
    await page.route('**/uploads/*senalizacion_digital_retail_pantallas_que_venden*', (route) => route.fulfill({ status: 404 }));
    await page.goto(`${SITE}/blog`, { waitUntil: 'networkidle' });
    await waitForPage(page);
    const featured = page.getByRole('region', { name: 'Artículo destacado' });
    // (The card's image link is hidden from screen readers: found by its label, not its role.)
    await featured.locator('[aria-label="Imagen no disponible"]').waitFor();
    // Only the author's photo is left as an image.
    expect(await featured.locator('img').count()).toBe(1);
    await context.close();
  });

  it('filters by category and keeps the featured article whatever the filter', async () => {
    const { page, close } = await openPage(browser(), '/blog');
    await page.getByRole('link', { name: 'Salud', exact: true }).click();
    await page.waitForURL(`${SITE}/blog?categoria=salud`);
    // The choice renders in a transition (the router's update): current a render after the click.
    await currentFilter(page, 'Filtrar artículos por categoría').filter({ hasText: /^Salud$/ }).waitFor({ timeout: 10_000 });
    expect(await currentFilter(page, 'Filtrar artículos por categoría').allTextContents()).toEqual(['Salud']);
    // The CMS filters by category (a page of cards at a time): wait for its answer.
    await page.getByRole('region', { name: 'Artículos' }).getByRole('heading', { name: /^Pantallas en clínicas/ }).waitFor();
    const titles = await page.getByRole('region', { name: 'Artículos' }).locator('h2').allTextContents();
    expect(titles).toEqual(['Pantallas en clínicas y centros médicos: salas de espera más tranquilas']);
    expect(await page.getByRole('region', { name: 'Artículo destacado' }).isVisible()).toBe(true);
    await close();
  });

  it('shows a spinner while the articles load after a navigation (a first view comes with its articles)', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/articles**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITE}/podcast`, { waitUntil: 'networkidle' });
    await waitForPage(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Recursos' }).hover();
    await nav.getByRole('list', { name: 'Recursos' }).getByRole('link', { name: /^Blog/ }).click();
    await page.getByText('Cargando artículos…').waitFor();
    release();
    await page.getByRole('region', { name: 'Artículo destacado' }).waitFor();
    // Once answered, the spinner gives way (the featured article and the list may come a frame apart).
    await page.getByText('Cargando artículos…').waitFor({ state: 'detached', timeout: 5_000 });
    await context.close();
  });

  it('opens an article from its title, and the back button returns to the list', async () => {
    const { page, close } = await openPage(browser(), '/blog');
    await page.getByRole('link', { name: /Lift and learn: cuando el producto/ }).click();
    await page.waitForURL('**/blog/lift-and-learn-experiencia-interactiva');
    await page.getByRole('heading', { level: 1, name: /^Lift and learn/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await page.waitForURL(`${SITE}/blog`);
    await close();
  });
});

describe('/blog/{slug}', () => {
  it('renders the article opened by URL: author, 400 px cover, Markdown headings, lists and safe links', async () => {
    const { page, errors, close } = await openPage(browser(), '/blog/medicion-audiencia-privacidad');
    expect(await page.title()).toBe('Medición de audiencia: qué miran sus clientes y cómo hacerlo con respeto por la privacidad | Nexo Digital');
    const article = page.locator('main article');
    expect(await article.getByText('Martín Soto').isVisible()).toBe(true);
    expect(await article.getByRole('link', { name: /LinkedIn de Martín Soto/ }).getAttribute('target')).toBe('_blank');
    expect(await article.getByRole('link', { name: 'Escribir a Martín Soto' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await article.getByRole('button', { name: 'Compartir' }).isVisible()).toBe(true);
    const cover = article.locator('img[src*="/uploads/blog_medicion_audiencia_privacidad_"]');
    expect(await cover.evaluate((img) => img.getBoundingClientRect().height)).toBe(400);
    // Markdown '#' and '##' under the page's h1, and both kinds of list.
    expect(await article.locator('h2').count()).toBeGreaterThan(0);
    expect(await article.locator('h3').count()).toBeGreaterThan(0);
    expect(await article.locator('ul li').count()).toBeGreaterThan(0);
    expect(await article.locator('ol li').count()).toBeGreaterThan(0);
    const hrefs = await article.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|irc:|ircs:|xmpp:|\/|#)/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the author without a photo as No img', async () => {
    const { page, close } = await openPage(browser(), '/blog/asistente-ia-atencion-clientes-colaboradores');
    expect(await page.locator('main article').getByText('No img', { exact: true }).isVisible()).toBe(true);
    await close();
  });

  it('shows the cover placeholder for an article without cover', async () => {
    const { page, close } = await openPage(browser(), '/blog/comunicacion-interna-con-pantallas');
    const placeholder = page.locator('main article').getByRole('img', { name: 'Imagen no disponible' });
    expect(await placeholder.evaluate((el) => el.getBoundingClientRect().height)).toBe(400);
    await close();
  });

  it('says in Spanish that an unknown article does not exist, and answers 404', async () => {
    await expectNotFound('/blog/no-existe-este-articulo', 'No encontramos este artículo.', async (page) => {
      expect(await page.locator('main article').count()).toBe(0);
    });
  });
});

describe('/casos-exito', () => {
  it('lists the cases with Todos selected, alternating image sides, badges and the + highlight', async () => {
    const { page, errors, close } = await openListPage('/casos-exito', 'Casos de Éxito', 'Filtrar casos por categoría');
    const rows = page.locator('main article');
    expect(await rows.count()).toBe(5);
    const imageIsLeft = async (index: number) => {
      const row = rows.nth(index);
      const image = await row.locator('img, [role="img"]').first().boundingBox();
      const title = await row.locator('h2').boundingBox();
      return (image?.x ?? 0) < (title?.x ?? 0);
    };
    expect([await imageIsLeft(0), await imageIsLeft(1), await imageIsLeft(2)]).toEqual([true, false, true]);
    expect(await rows.first().getByText('+70', { exact: true }).isVisible()).toBe(true);
    expect(await rows.first().getByText('Retail', { exact: true }).isVisible()).toBe(true);
    // The minimal case's highlight has no number: its text without a '+'.
    const minimal = rows.filter({ hasText: 'Constructora Horizonte' });
    expect(await minimal.getByText('Certificados laborales en minutos, no en días').isVisible()).toBe(true);
    expect(await minimal.getByText(/^\+/).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('filters by category', async () => {
    const { page, close } = await openPage(browser(), '/casos-exito');
    await page.getByRole('link', { name: 'Educación', exact: true }).click();
    await page.waitForURL(`${SITE}/casos-exito?categoria=educacion`);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    expect(await page.locator('main article h2').allTextContents()).toEqual(['Un campus informado en tiempo real']);
    await page.getByRole('link', { name: 'Todos', exact: true }).click();
    await page.waitForURL(`${SITE}/casos-exito`);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 5);
    await close();
  });

  it('passes the case along: the detail opens without asking the CMS again', async () => {
    const { page, close } = await openPage(browser(), '/casos-exito');
    const detailCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) detailCalls.push(request.url());
    });
    await page.getByRole('link', { name: /Ver caso completo: Zapatillas que se explican solas/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Zapatillas que se explican solas' }).waitFor();
    expect(detailCalls).toEqual([]);
    await close();
  });
});

describe('/casos-exito/{id}', () => {
  it('opened by URL, comes with its case (read by id on the server) and every section, the carousel wrapping both ways', async () => {
    const full = await caseByTitle('Una red de pantallas');
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const apiCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && apiCalls.push(decodeURIComponent(request.url())));
    await page.goto(`${SITE}/casos-exito/${full.id}`, { waitUntil: 'networkidle' });
    await waitForPage(page);
    // The server read the case by id and sent it with the page: the browser does not ask again.
    expect(apiCalls).toEqual([]);

    expect(await page.getByRole('heading', { level: 1, name: full.title }).isVisible()).toBe(true);
    for (const heading of ['La Empresa', 'De 1.400 afiches al mes a una sola plataforma', 'El Desafío', 'La Solución', 'Resultados Destacados']) {
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    const gallery = page.getByRole('region', { name: /^Galería/ });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    expect(await counter.textContent()).toBe(`1 / ${full.outstandingMedia.length}`);
    await gallery.getByRole('button', { name: 'Anterior' }).click();
    expect(await counter.textContent()).toBe(`${full.outstandingMedia.length} / ${full.outstandingMedia.length}`);
    await gallery.getByRole('button', { name: 'Siguiente' }).click();
    expect(await counter.textContent()).toBe(`1 / ${full.outstandingMedia.length}`);
    // The seed puts a video third in this gallery: it plays muted in a loop.
    await gallery.getByRole('button', { name: 'Siguiente' }).click();
    await gallery.getByRole('button', { name: 'Siguiente' }).click();
    const galleryVideo = gallery.locator('video');
    expect(await galleryVideo.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([true, true, true]);
    const pageVideo = page.getByRole('region', { name: /^Video:/ }).locator('video');
    expect(await pageVideo.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([true, true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the sections a minimal case has no data for', async () => {
    const minimal = await caseByTitle('Un asistente de RR. HH.');
    const { page, close } = await openPage(browser(), `/casos-exito/${minimal.id}`);
    expect(await page.getByRole('heading', { level: 1, name: minimal.title }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'La Empresa' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'El Desafío' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: /^Galería/ }).count()).toBe(0);
    expect(await page.locator('main video').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Resultados Destacados' }).count()).toBe(0);
    await close();
  });

  it('has no arrows when the gallery has one item', async () => {
    const campus = await caseByTitle('Un campus informado');
    expect(campus.outstandingMedia).toHaveLength(1);
    const { page, close } = await openPage(browser(), `/casos-exito/${campus.id}`);
    const gallery = page.getByRole('region', { name: /^Galería/ });
    expect(await gallery.isVisible()).toBe(true);
    expect(await gallery.getByRole('button').count()).toBe(0);
    await close();
  });

  it('says in Spanish that an unknown case does not exist, with the way back, and answers 404', async () => {
    await expectNotFound('/casos-exito/999999', 'No encontramos este caso de éxito.', async (page) => {
      await page.getByRole('link', { name: 'Volver a casos de éxito' }).click();
      await page.waitForURL(`${SITE}/casos-exito`);
    });
  });
});

describe('/recursos', () => {
  it('lists the materials with Todos selected and the customer-experience badge in its own colour', async () => {
    const { page, errors, close } = await openListPage('/recursos', 'Materiales Descargables', 'Filtrar materiales por categoría');
    const cards = page.getByRole('region', { name: 'Materiales' }).locator('article');
    expect(await cards.count()).toBe(9);
    const badgeColour = (name: string) =>
      cards.locator('.MuiChip-root', { hasText: name }).first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await badgeColour('Experiencia al Cliente')).not.toBe(await badgeColour('Retail'));

    const download = cards.first().getByRole('link', { name: /Descargar Brief/ });
    expect(await download.getAttribute('target')).toBe('_blank');
    const href = (await download.getAttribute('href')) ?? '';
    const pdf = await fetch(new URL(href, SITE));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(errors).toEqual([]);
    await close();
  });

  it('searches title or description ignoring case, within the selected category', async () => {
    const { page, close } = await openPage(browser(), '/recursos');
    const cards = page.getByRole('region', { name: 'Materiales' }).locator('article h2');
    const search = page.getByPlaceholder('Buscar materiales...');
    await search.fill('GUÍA');
    expect(await cards.allTextContents()).toEqual([
      'Guía de señalización digital para retail',
      'Pantallas en salas de espera: guía para centros de salud',
    ]);
    // Only the description says 'VISIÓN computacional'.
    await search.fill('VISIÓN COMPUTACIONAL');
    expect(await cards.allTextContents()).toEqual(['Brief: medición de audiencia en el punto de venta']);
    await search.fill('');
    await page.getByRole('link', { name: 'Experiencia al Cliente', exact: true }).click();
    await page.waitForURL(`${SITE}/recursos?categoria=experiencia-al-cliente`);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 3);
    await search.fill('zzz inexistente');
    expect(await page.getByText('No hay materiales que coincidan con tu búsqueda.').isVisible()).toBe(true);
    await close();
  });
});
