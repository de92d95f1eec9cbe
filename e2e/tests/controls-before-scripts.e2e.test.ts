import type { Locator, Page } from 'playwright-core';
import { browserPerFile, PHONE } from '../support/browser';
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
    // The server's page, scripts still held: filtered, its category current.
    await expectNotHydrated(page);
    expect(await list.titles(page).allTextContents()).toEqual(list.filtered);
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
