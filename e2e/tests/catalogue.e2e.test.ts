import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, browserPerFile, seriousA11yViolations } from '../support/browser';
import { cards, fromSite, searchBox, seededProducts, sidebar, type SeededProduct } from '../support/catalogue-page';
import { SITE } from '../support/servers';

// The catalogue remote against the real, seeded Strapi (SPEC §2.22, §4). With 200 products:
// large-site.e2e.test.ts; with the CMS or the remote down (§8): catalogue-outages.e2e.test.ts.

const browser = browserPerFile();

const seededCategories = () => fromSite<{ slug: string; name: string }>('/product-categories');

async function product(slug: string): Promise<SeededProduct> {
  const found = (await seededProducts()).find((item) => item.slug === slug);
  if (!found) throw new Error(`No hay un producto sembrado «${slug}»`);
  return found;
}

const resultsHeading = (page: Page) => page.locator('#catalogue-results-title');
const resultsCount = (page: Page) => page.locator('#catalogue-results-title + [role="status"]');
const detail = (page: Page) => page.locator('article[aria-labelledby="product-detail-title"]');
const detailImage = (page: Page) => detail(page).getByRole('group', { name: /^Imágenes de/ }).getByRole('img');
const query = (page: Page) => new URL(page.url()).searchParams;

describe('/productos', () => {
  it('lists every seeded product under "Todos los productos" with the CMS categories', async () => {
    const [products, categories] = await Promise.all([seededProducts(), seededCategories()]);
    expect(products.length).toBeGreaterThanOrEqual(12);
    const { page, errors, close } = await openPage(browser(), '/productos');
    expect(await page.title()).toMatch(/^Catálogo de Productos \| /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Catálogo de Productos');
    expect(await resultsHeading(page).textContent()).toBe('Todos los productos');
    expect(await resultsCount(page).textContent()).toBe(`${products.length} productos`);
    expect(await cards(page).count()).toBe(products.length);
    expect(await sidebar(page).getByRole('link').allTextContents()).toEqual(['Ver todos', ...categories.map((c) => c.name)]);
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Buscar productos...');
    // A card: image, brand badge, name, description, resolution, brightness and 'Detalles'.
    const first = cards(page).first();
    expect(await first.getByRole('heading', { level: 3 }).textContent()).toBe(products[0]!.name);
    expect(await first.getByRole('link', { name: `Detalles de ${products[0]!.name}` }).textContent()).toBe('Detalles');
    expect(await first.getByText('Resolución').isVisible()).toBe(true);
    expect(await first.getByText('Brillo').isVisible()).toBe(true);
    // Name clamped to two lines, description to three.
    const clamps = await first.evaluate((card) =>
      [card.querySelector('h3'), card.querySelector('h3 + p')].map((el) => (el ? getComputedStyle(el).webkitLineClamp : '')),
    );
    expect(clamps).toEqual(['2', '3']);
    expect(errors).toEqual([]);
    await close();
  });

  it('searches product names only, case-insensitively, keeps the search in the URL and clears it', async () => {
    const products = await seededProducts();
    const expected = products.filter((p) => p.name.toLowerCase().includes('lumina'));
    expect(expected.length).toBeGreaterThan(1);
    const { page, close } = await openPage(browser(), '/productos');
    await searchBox(page).fill('LUMINA');
    await page.getByText('Resultados para "LUMINA"').waitFor();
    expect(await resultsCount(page).textContent()).toBe(`${expected.length} productos`);
    expect(await cards(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected.map((p) => p.name));
    expect(query(page).get('buscar')).toBe('LUMINA');

    // Accents are ignored too: typed on a phone without them, the product is still found.
    await searchBox(page).fill('totem tactil');
    await page.getByText('Resultados para "totem tactil"').waitFor();
    expect(await cards(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Tótem táctil Lumina T55']);

    // A word only found in descriptions finds nothing.
    await searchBox(page).fill('autoatención y directorios');
    await page.getByText('No se encontraron productos que coincidan con tu búsqueda.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await searchBox(page).inputValue()).toBe('autoatención y directorios');
    await page.getByText('No se encontraron productos que coincidan con tu búsqueda.').waitFor();

    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await page.getByText('Todos los productos').waitFor();
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await cards(page).count()).toBe(products.length);
    expect(page.url()).toBe(`${SITE}/productos`);
    await close();
  });

  it('filters by category, names it in the heading, and choosing a category closes the detail', async () => {
    const products = await seededProducts();
    const videowalls = products.filter((p) => p.categories.some((c) => c.slug === 'videowalls'));
    const { page, close } = await openPage(browser(), '/productos');
    await sidebar(page).getByRole('link', { name: 'Videowalls' }).click();
    await resultsHeading(page).getByText('Videowalls').waitFor();
    expect(await resultsCount(page).textContent()).toBe(`${videowalls.length} productos`);
    expect(await cards(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(videowalls.map((p) => p.name));
    expect(await sidebar(page).getByRole('link', { name: 'Videowalls' }).getAttribute('aria-current')).toBe('page');
    expect(query(page).get('categoria')).toBe('videowalls');

    await cards(page).first().getByRole('link', { name: /^Detalles de/ }).click();
    await detail(page).waitFor();
    await sidebar(page).getByRole('link', { name: 'Pantallas LED' }).click();
    await resultsHeading(page).getByText('Pantallas LED').waitFor();
    expect(await detail(page).count()).toBe(0);
    expect(query(page).get('producto')).toBeNull();
    await close();
  });

  it('opens the detail in place of the grid: gallery, specifications present, sizes, and "Solicitar información"', async () => {
    const totem = await product('totem-tactil-lumina-t55');
    expect(totem.images.length).toBeGreaterThanOrEqual(3);
    const { page, errors, close } = await openPage(browser(), '/productos');
    await page.getByRole('link', { name: `Detalles de ${totem.name}` }).click();
    await detail(page).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(query(page).get('producto')).toBe(totem.slug);
    expect(await page.title()).toMatch(new RegExp(`^${totem.name} \\| `));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(totem.description);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('product-detail-title');

    // The large image is 400 px high and starts at the first image; arrows cycle both ways.
    const gallery = detail(page).getByRole('group', { name: `Imágenes de ${totem.name}` });
    expect((await gallery.boundingBox())?.height).toBe(400);
    const count = totem.images.length;
    expect(await detailImage(page).getAttribute('src')).toBe(totem.images[0]!.url);
    await detail(page).getByRole('button', { name: `Imagen siguiente de ${totem.name}` }).click();
    expect(await detailImage(page).getAttribute('src')).toBe(totem.images[1]!.url);
    await detail(page).getByRole('button', { name: `Imagen anterior de ${totem.name}` }).click();
    await detail(page).getByRole('button', { name: `Imagen anterior de ${totem.name}` }).click();
    expect(await detailImage(page).getAttribute('src')).toBe(totem.images[count - 1]!.url);
    // Thumbnails, one per image, choose directly.
    expect(await detail(page).getByRole('button', { name: /^Ver imagen \d+ de \d+$/ }).count()).toBe(count);
    await detail(page).getByRole('button', { name: `Ver imagen 2 de ${count}` }).click();
    expect(await detailImage(page).getAttribute('src')).toBe(totem.images[1]!.url);

    for (const label of ['Características', 'Especificaciones', 'Tamaños disponibles', 'Resolución', 'Brillo', 'Sistema', 'Operación']) {
      expect(await detail(page).getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    await detail(page).getByRole('link', { name: 'Solicitar información' }).click();
    await page.waitForURL(`${SITE}/contacto#contact-form`);
    await page.locator('#contact-form').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows only the specifications a product has, and no arrows for a single image', async () => {
    const products = await seededProducts();
    const single = products.find((p) => p.images.length === 1 && p.system === null);
    if (!single) throw new Error('La semilla debe tener un producto con una imagen y sin sistema');
    const { page, close } = await openPage(browser(), `/productos?producto=${single.slug}`);
    await detail(page).waitFor();
    expect(await detail(page).getByText('Sistema', { exact: true }).count()).toBe(0);
    expect(await detail(page).getByRole('button', { name: /^Imagen (anterior|siguiente)/ }).count()).toBe(0);
    expect(await detail(page).getByRole('button', { name: /^Ver imagen/ }).count()).toBe(0);
    // The open product's 'Detalles' closes it: here through 'Volver a productos', back to the card.
    await detail(page).getByRole('link', { name: 'Volver a productos' }).click();
    await resultsHeading(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`detalles-${single.slug}`);
    await close();
  });

  it('cycles a card image with its arrows', async () => {
    const totem = await product('totem-tactil-lumina-t55');
    const { page, close } = await openPage(browser(), '/productos');
    const card = cards(page).filter({ hasText: totem.name });
    const image = card.getByRole('img');
    expect(await image.getAttribute('src')).toBe(totem.images[0]!.url);
    await card.getByRole('button', { name: `Imagen anterior de ${totem.name}` }).click();
    expect(await image.getAttribute('src')).toBe(totem.images[totem.images.length - 1]!.url);
    await card.getByRole('button', { name: `Imagen siguiente de ${totem.name}` }).click();
    expect(await image.getAttribute('src')).toBe(totem.images[0]!.url);
    await close();
  });

  it('keeps the view in the URL: reload, a shared link and the back button return to it', async () => {
    const totem = await product('totem-tactil-lumina-t55');
    const { page, close } = await openPage(browser(), '/productos');
    await sidebar(page).getByRole('link', { name: 'Pantallas interactivas' }).click();
    await resultsHeading(page).getByText('Pantallas interactivas').waitFor();
    await page.getByRole('link', { name: `Detalles de ${totem.name}` }).click();
    await detail(page).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await detail(page).waitFor();
    expect(await detail(page).getByRole('heading', { level: 2 }).textContent()).toBe(totem.name);

    await page.goBack();
    await resultsHeading(page).getByText('Pantallas interactivas').waitFor();
    expect(await detail(page).count()).toBe(0);
    await page.goBack();
    await resultsHeading(page).getByText('Todos los productos').waitFor();
    await page.goForward();
    await resultsHeading(page).getByText('Pantallas interactivas').waitFor();
    await close();

    const shared = await openPage(browser(), '/productos?buscar=videowall&categoria=videowalls');
    expect(await shared.page.getByText('Resultados para "videowall"').isVisible()).toBe(true);
    expect(await searchBox(shared.page).inputValue()).toBe('videowall');
    await shared.close();
  });

  it('loads card images below the fold only when they come near', async () => {
    const products = await seededProducts();
    const last = products[products.length - 1]!;
    const { page, close } = await openPage(browser(), '/productos', DESKTOP);
    // Any of its renditions (`/uploads/<format>_<name>`): the browser picks one from the srcset.
    const fileName = last.images[0]!.url.split('/').pop()!;
    const requested = () =>
      page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(name)), fileName);
    const lastImage = cards(page).last().getByRole('img');
    expect(await lastImage.getAttribute('loading')).toBe('lazy');
    expect(await requested()).toBe(false);
    await lastImage.scrollIntoViewIfNeeded();
    await page.waitForFunction((name) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(name)), fileName);
    await close();
  });

  it("opened by a product's link on a phone, starts at the top without moving the layout", async () => {
    const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${SITE}/productos?producto=totem-tactil-lumina-t55`, { waitUntil: 'networkidle' });
    await detail(page).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const cls = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
    expect(cls).toBeLessThan(0.02);
    await context.close();
  });

  it('offers the categories as a row of links on a phone, with no sideways scrolling', async () => {
    const categories = await seededCategories();
    const { page, errors, close } = await openPage(browser(), '/productos', PHONE);
    expect(await sidebar(page).isVisible()).toBe(false);
    const row = page.getByRole('group', { name: 'Categorías' });
    expect(await row.getByRole('link').allTextContents()).toEqual(['Ver todos', ...categories.map((c) => c.name)]);
    expect(await row.locator('a[aria-current="page"]').textContent()).toBe('Ver todos');
    await row.getByRole('link', { name: 'Pantallas LED' }).click();
    await resultsHeading(page).getByText('Pantallas LED').waitFor();
    expect(await row.locator('a[aria-current="page"]').textContent()).toBe('Pantallas LED');
    expect(page.url()).toBe(`${SITE}/productos?categoria=pantallas-led`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await cards(page).first().getByRole('link', { name: /^Detalles de/ }).click();
    await detail(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('has no serious accessibility violation with a search, a category and the detail open', async () => {
    const { page, close } = await openPage(browser(), '/productos?buscar=pantalla&categoria=pantallas-senalizacion');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cards(page).first().getByRole('link', { name: /^Detalles de/ }).click();
    await detail(page).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await close();
  });
});
