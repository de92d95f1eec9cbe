import type { Locator, Page } from 'playwright-core';
import { browserPerFile, DESKTOP, PHONE } from '../support/browser';
import { cards, searchBox, seededProducts, sidebar } from '../support/catalogue-page';
import { expectNotHydrated, openWithScriptsHeld } from '../support/held-scripts';
import { SITE } from '../support/servers';

// Issue 39, every control works from the moment it is drawn: the content lists' category filters
// are links and the materials' search a GET form, so a tap before the scripts run (a phone on a
// slow network) opens the filtered list the server renders; once hydrated, the same links filter
// in place, where the visitor had scrolled, each choice a step of the browser's history.
const browser = browserPerFile();

interface FilteredList {
  route: string;
  group: string;
  category: string;
  slug: string;
  /** The list's item titles. */
  titles: (page: Page) => Locator;
  /** The category's items, as the seeded CMS has them. */
  filtered: string[];
  /** How many items 'Todos' shows. */
  all: number;
}

const lists: FilteredList[] = [
  {
    route: '/blog',
    group: 'Filtrar artículos por categoría',
    category: 'Salud',
    slug: 'salud',
    titles: (page) => page.getByRole('region', { name: 'Artículos' }).locator('article h2'),
    filtered: ['Pantallas en clínicas y centros médicos: salas de espera más tranquilas'],
    all: 6,
  },
  {
    route: '/casos-exito',
    group: 'Filtrar casos por categoría',
    category: 'Educación',
    slug: 'educacion',
    titles: (page) => page.locator('main article h2'),
    filtered: ['Un campus informado en tiempo real'],
    all: 5,
  },
  {
    route: '/recursos',
    group: 'Filtrar materiales por categoría',
    category: 'Salud',
    slug: 'salud',
    titles: (page) => page.getByRole('region', { name: 'Materiales' }).locator('article h2'),
    filtered: ['Pantallas en salas de espera: guía para centros de salud'],
    all: 9,
  },
];

const filterLink = (page: Page, list: FilteredList, name: string) =>
  page.getByRole('group', { name: list.group }).getByRole('link', { name, exact: true });
const currentFilter = (page: Page, list: FilteredList) =>
  page.getByRole('group', { name: list.group }).locator('a[aria-current="page"]').textContent();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Marks the document: a full load since would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocumentMark' in window);

/** The list's titles once it shows `count` items (a category's items may come from the CMS first). */
async function listOf(page: Page, list: FilteredList, count: number): Promise<string[]> {
  const titles = list.titles(page);
  const deadline = Date.now() + 10_000;
  while ((await titles.count()) !== count) {
    if (Date.now() > deadline) throw new Error(`${list.route}: ${await titles.count()} elementos, no ${count}`);
    await page.waitForTimeout(100);
  }
  return titles.allTextContents();
}

describe.each(lists)('the category filter of $route', (list) => {
  it('opens the filtered list the server renders when tapped before the scripts run', async () => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), list.route, PHONE);
    await filterLink(page, list, list.category).click({ noWaitAfter: true });
    await page.waitForURL(`${SITE}${list.route}?categoria=${list.slug}`, { waitUntil: 'domcontentloaded' });
    // The server's page, scripts still held: filtered, its category current (read once React's inline
    // script has revealed the streamed list, a frame or a timer after it arrives: the page's scripts
    // held, nothing else can have drawn it).
    await expectNotHydrated(page);
    expect(await listOf(page, list, list.filtered.length)).toEqual(list.filtered);
    expect(await currentFilter(page, list)).toBe(list.category);

    await releaseScripts();
    expect(await list.titles(page).allTextContents()).toEqual(list.filtered);
    expect(await currentFilter(page, list)).toBe(list.category);
    expect(errors).toEqual([]);
    await close();
  });

  it('once hydrated, filters in place where the visitor scrolled, and back and forward retrace each choice', async () => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), `${list.route}?categoria=${list.slug}`, PHONE);
    await releaseScripts();
    await markDocument(page);
    // The filter near the top of the screen (below the fixed header), the page scrolled down to it.
    await page.getByRole('group', { name: list.group }).evaluate((group) => window.scrollBy(0, group.getBoundingClientRect().top - 120));
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(100);

    await filterLink(page, list, 'Todos').click();
    await page.waitForURL(`${SITE}${list.route}`);
    expect(await listOf(page, list, list.all)).toHaveLength(list.all);
    expect(await currentFilter(page, list)).toBe('Todos');
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(2);

    await page.goBack();
    await page.waitForURL(`${SITE}${list.route}?categoria=${list.slug}`);
    expect(await listOf(page, list, list.filtered.length)).toEqual(list.filtered);
    expect(await currentFilter(page, list)).toBe(list.category);
    await page.goForward();
    await page.waitForURL(`${SITE}${list.route}`);
    expect(await listOf(page, list, list.all)).toHaveLength(list.all);
    expect(await currentFilter(page, list)).toBe('Todos');
    // All of it in the one document: no reload.
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the materials' search before the scripts run", () => {
  it('sends the search in the chosen category, and the server renders what it finds', async () => {
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/recursos?categoria=retail', PHONE);
    const search = page.getByRole('searchbox', { name: 'Buscar materiales' });
    await search.fill('guia');
    await search.press('Enter', { noWaitAfter: true });
    await page.waitForURL(`${SITE}/recursos?categoria=retail&buscar=guia`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    const titles = page.getByRole('region', { name: 'Materiales' }).locator('article h2');
    // Once React's inline script has revealed the streamed list (a frame or a timer after it arrives).
    await titles.first().waitFor();
    // Not the health centres' guide: it is not in Retail.
    expect(await titles.allTextContents()).toEqual(['Guía de señalización digital para retail']);
    expect(await search.inputValue()).toBe('guia');

    await releaseScripts();
    expect(await titles.allTextContents()).toEqual(['Guía de señalización digital para retail']);
    expect(await search.inputValue()).toBe('guia');
    expect(errors).toEqual([]);
    await close();
  });
});

// The catalogue's controls are addresses too (?categoria=, ?buscar=, ?producto=): the sidebar's
// categories and the phone's row of them, «Detalles», «Volver a productos» and the search form.
describe('the catalogue at /productos', () => {
  const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
  const phoneCategories = (page: Page) => page.getByRole('group', { name: 'Categorías' });
  const detail = (page: Page) => page.locator('article[aria-labelledby="product-detail-title"]');
  const currentIn = (group: Locator) => group.locator('a[aria-current="page"]').textContent();

  /** The seeded products' names in a category (and whose name has `search`), in the CMS's order. */
  async function namesIn(category: string, search = ''): Promise<string[]> {
    return (await seededProducts())
      .filter((product) => product.categories.some((item) => item.slug === category))
      .filter((product) => product.name.toLowerCase().includes(search))
      .map((product) => product.name);
  }

  /** The grid's titles once it shows `count` cards (the list of the address just reached). */
  async function gridOf(page: Page, count: number): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    while ((await titles(page).count()) !== count) {
      if (Date.now() > deadline) throw new Error(`/productos: ${await titles(page).count()} productos, no ${count}`);
      await page.waitForTimeout(100);
    }
    return titles(page).allTextContents();
  }

  it("opens the category tapped in the sidebar before the scripts run, as the server renders it", async () => {
    const videowalls = await namesIn('videowalls');
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos', DESKTOP);
    await sidebar(page).getByRole('link', { name: 'Videowalls' }).click({ noWaitAfter: true });
    await page.waitForURL(`${SITE}/productos?categoria=videowalls`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    expect(await gridOf(page, videowalls.length)).toEqual(videowalls);
    expect(await currentIn(sidebar(page))).toBe('Videowalls');

    await releaseScripts();
    expect(await titles(page).allTextContents()).toEqual(videowalls);
    expect(await currentIn(sidebar(page))).toBe('Videowalls');
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the category tapped in a phone's row of links before the scripts run", async () => {
    const led = await namesIn('pantallas-led');
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos', PHONE);
    expect(await sidebar(page).isVisible()).toBe(false);
    await phoneCategories(page).getByRole('link', { name: 'Pantallas LED' }).click({ noWaitAfter: true });
    await page.waitForURL(`${SITE}/productos?categoria=pantallas-led`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    expect(await gridOf(page, led.length)).toEqual(led);
    expect(await currentIn(phoneCategories(page))).toBe('Pantallas LED');

    await releaseScripts();
    expect(await titles(page).allTextContents()).toEqual(led);
    expect(await currentIn(phoneCategories(page))).toBe('Pantallas LED');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the product whose «Detalles» was tapped before the scripts run, and «Volver a productos» returns to its category', async () => {
    const [first] = await namesIn('videowalls');
    const product = (await seededProducts()).find((item) => item.name === first);
    if (!product) throw new Error('ningún videowall sembrado');
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos?categoria=videowalls', PHONE);
    await page.getByRole('link', { name: `Detalles de ${product.name}` }).click({ noWaitAfter: true });
    await page.waitForURL(`${SITE}/productos?categoria=videowalls&producto=${product.slug}`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    await detail(page).waitFor();
    expect(await detail(page).getByRole('heading', { level: 2 }).textContent()).toBe(product.name);
    expect(await cards(page).count()).toBe(0);

    await detail(page).getByRole('link', { name: 'Volver a productos' }).click({ noWaitAfter: true });
    await page.waitForURL(`${SITE}/productos?categoria=videowalls`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    const videowalls = await namesIn('videowalls');
    expect(await gridOf(page, videowalls.length)).toEqual(videowalls);

    await releaseScripts();
    expect(await detail(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('sends a search in the chosen category before the scripts run, and the server renders what it finds', async () => {
    const found = await namesIn('pantallas-led', 'kairo');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan((await namesIn('pantallas-led')).length);
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos?categoria=pantallas-led', PHONE);
    await searchBox(page).fill('kairo');
    await searchBox(page).press('Enter', { noWaitAfter: true });
    await page.waitForURL(`${SITE}/productos?categoria=pantallas-led&buscar=kairo`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    expect(await gridOf(page, found.length)).toEqual(found);
    expect(await page.locator('#catalogue-results-title').textContent()).toBe('Resultados para "kairo"');
    expect(await searchBox(page).inputValue()).toBe('kairo');

    await releaseScripts();
    expect(await titles(page).allTextContents()).toEqual(found);
    expect(await searchBox(page).inputValue()).toBe('kairo');
    expect(errors).toEqual([]);
    await close();
  });

  it('once hydrated, the same links work in place, where the visitor scrolled, and back and forward retrace them', async () => {
    const videowalls = await namesIn('videowalls');
    const all = (await seededProducts()).length;
    const product = (await seededProducts()).find((item) => item.name === videowalls[0]);
    if (!product) throw new Error('ningún videowall sembrado');
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos', DESKTOP);
    await releaseScripts();
    await markDocument(page);
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(100);

    // A category: filtered in place, the page where it was.
    await sidebar(page).getByRole('link', { name: 'Videowalls' }).click();
    await page.waitForURL(`${SITE}/productos?categoria=videowalls`);
    expect(await gridOf(page, videowalls.length)).toEqual(videowalls);
    expect(await currentIn(sidebar(page))).toBe('Videowalls');
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(2);

    // «Detalles»: the product in place of the grid, at its first image, the focus on its name.
    await page.getByRole('link', { name: `Detalles de ${product.name}` }).click();
    await page.waitForURL(`${SITE}/productos?categoria=videowalls&producto=${product.slug}`);
    await detail(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('product-detail-title');
    expect(await detail(page).getByRole('group', { name: `Imágenes de ${product.name}` }).getByRole('img').getAttribute('src')).toBe(
      product.images[0]?.url,
    );

    // «Volver a productos»: the category's grid, the focus back on the card's «Detalles».
    await detail(page).getByRole('link', { name: 'Volver a productos' }).click();
    await page.waitForURL(`${SITE}/productos?categoria=videowalls`);
    expect(await gridOf(page, videowalls.length)).toEqual(videowalls);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`detalles-${product.slug}`);

    await page.goBack();
    await page.waitForURL(`${SITE}/productos?categoria=videowalls&producto=${product.slug}`);
    await detail(page).waitFor();
    await page.goBack();
    await page.waitForURL(`${SITE}/productos?categoria=videowalls`);
    expect(await gridOf(page, videowalls.length)).toEqual(videowalls);
    await page.goBack();
    await page.waitForURL(`${SITE}/productos`);
    expect(await gridOf(page, all)).toHaveLength(all);
    expect(await currentIn(sidebar(page))).toBe('Ver todos');
    await page.goForward();
    await page.waitForURL(`${SITE}/productos?categoria=videowalls`);
    expect(await gridOf(page, videowalls.length)).toEqual(videowalls);
    // All of it in the one document: no reload.
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("once hydrated, a phone's category links filter in place, and back returns to the previous one", async () => {
    const led = await namesIn('pantallas-led');
    const all = (await seededProducts()).length;
    const { page, errors, releaseScripts, close } = await openWithScriptsHeld(browser(), '/productos', PHONE);
    await releaseScripts();
    await markDocument(page);
    await phoneCategories(page).evaluate((group) => window.scrollBy(0, group.getBoundingClientRect().top - 120));
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(100);
    await phoneCategories(page).getByRole('link', { name: 'Pantallas LED' }).click();
    await page.waitForURL(`${SITE}/productos?categoria=pantallas-led`);
    expect(await gridOf(page, led.length)).toEqual(led);
    expect(await currentIn(phoneCategories(page))).toBe('Pantallas LED');
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(2);
    await page.goBack();
    await page.waitForURL(`${SITE}/productos`);
    expect(await gridOf(page, all)).toHaveLength(all);
    expect(await currentIn(phoneCategories(page))).toBe('Ver todos');
    await page.goForward();
    await page.waitForURL(`${SITE}/productos?categoria=pantallas-led`);
    expect(await gridOf(page, led.length)).toEqual(led);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
