import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, browserPerFile } from '../support/browser';
import { expectNotHydrated, openWithScriptsHeld } from '../support/held-scripts';

// On a phone the scripts arrive seconds after the first paint: the header must work from the
// server's HTML alone, and React must take it over without closing what the visitor opened.
const browser = browserPerFile();

const GROUPS = ['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
/** A desktop group's button and its panel's links (found while hidden too). */
const desktopGroup = (page: Page, label: string) => ({
  trigger: mainNav(page).getByRole('button', { name: label }),
  links: mainNav(page).locator(`ul[aria-label="${label}"] a`),
});

/** Which of a group's links are visible, by href: every one when the panel is open. */
async function visibleLinks(page: Page, label: string): Promise<string[]> {
  return desktopGroup(page, label).links.evaluateAll((links) =>
    links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href') ?? ''),
  );
}

async function allLinks(page: Page, label: string): Promise<string[]> {
  return desktopGroup(page, label).links.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The groups whose panel shows, for messages a person can read. */
async function openGroups(page: Page): Promise<string[]> {
  const open: string[] = [];
  for (const label of GROUPS) if ((await visibleLinks(page, label)).length > 0) open.push(label);
  return open;
}

const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

interface Frame {
  visible: boolean;
  hydrated: boolean;
}

/**
 * Records, on every frame the browser paints, whether `selector` is visible and whether the page has
 * hydrated; the returned function stops and hands the frames over. A panel that closes and opens
 * again while React takes over shows as a frame with `visible: false`.
 */
async function watchFrames(page: Page, selector: string): Promise<() => Promise<Frame[]>> {
  await page.evaluate((watched) => {
    const state = { frames: [] as { visible: boolean; hydrated: boolean }[], running: true };
    Object.assign(window, { __headerFrames: state });
    const record = () => {
      if (!state.running) return;
      state.frames.push({
        visible: document.querySelector(watched)?.checkVisibility() ?? false,
        hydrated: document.documentElement.dataset.pageHydrated !== undefined,
      });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  }, selector);
  return () =>
    page.evaluate(async () => {
      // A few more frames after hydration: React's re-render once it has taken over comes then.
      for (let frame = 0; frame < 20; frame += 1) await new Promise(requestAnimationFrame);
      const state = (window as unknown as { __headerFrames: { frames: Frame[]; running: boolean } }).__headerFrames;
      state.running = false;
      return state.frames;
    });
}

/** Every frame showed it, before hydration and after. */
function expectShownThroughout(frames: Frame[]) {
  const before = frames.filter((frame) => !frame.hydrated);
  const after = frames.filter((frame) => frame.hydrated);
  expect({ framesBefore: before.length > 0, framesAfter: after.length > 0 }).toEqual({ framesBefore: true, framesAfter: true });
  expect({ hiddenFramesBeforeHydration: before.filter((frame) => !frame.visible).length, hiddenFramesAfter: after.filter((frame) => !frame.visible).length }).toEqual({
    hiddenFramesBeforeHydration: 0,
    hiddenFramesAfter: 0,
  });
}

describe('header on a wide screen, before the scripts run', () => {
  it('opens each dropdown on hover, one at a time, and a link in it navigates', async () => {
    const { page, close } = await openWithScriptsHeld(browser(), '/podcast', DESKTOP);
    for (const label of GROUPS) {
      await desktopGroup(page, label).trigger.hover();
      const links = await allLinks(page, label);
      expect(links.length).toBeGreaterThan(0);
      expect({ label, visible: await visibleLinks(page, label) }).toEqual({ label, visible: links });
      expect({ label, open: await openGroups(page) }).toEqual({ label, open: [label] });
    }
    // Off the header, nothing stays open.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    expect(await openGroups(page)).toEqual([]);
    await expectNotHydrated(page);

    // From the button down into the panel (the pointer crosses the gap between them) and onto a link.
    await desktopGroup(page, 'Recursos').trigger.hover();
    await mainNav(page).getByRole('link', { name: /^Blog/ }).click({ noWaitAfter: true });
    await page.waitForURL('**/blog', { waitUntil: 'domcontentloaded' });
    await close();
  });

  it('opens each dropdown as Tab reaches its button; Tab walks through its links and on to the next group', async () => {
    const { page, close } = await openWithScriptsHeld(browser(), '/podcast', DESKTOP);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    await page.getByRole('link', { name: 'Nexo Digital: ir al inicio' }).focus();
    for (const label of GROUPS) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(label);
      const links = await allLinks(page, label);
      expect({ label, visible: await visibleLinks(page, label), open: await openGroups(page) }).toEqual({ label, visible: links, open: [label] });
      for (const href of links) {
        await page.keyboard.press('Tab');
        expect({ label, focused: await focusedHref(page), open: await openGroups(page) }).toEqual({ label, focused: href, open: [label] });
      }
    }
    // Past the last group's links: the portal button, every panel closed.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Accede Aquí');
    expect(await openGroups(page)).toEqual([]);
    await expectNotHydrated(page);
    await close();
  });
});

describe('header on a wide screen, as React takes it over', () => {
  it('keeps the dropdown under the pointer open without a flash, then React opens one group at a time', async () => {
    const { page, errors, close, releaseScripts } = await openWithScriptsHeld(browser(), '/podcast', DESKTOP);
    const services = desktopGroup(page, 'Servicios');
    await services.trigger.hover();
    expect(await openGroups(page)).toEqual(['Servicios']);
    const frames = await watchFrames(page, 'nav[aria-label="Navegación principal"] ul[aria-label="Servicios"]');
    await releaseScripts();
    expectShownThroughout(await frames());

    expect(await services.trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await openGroups(page)).toEqual(['Servicios']);
    await desktopGroup(page, 'Recursos').trigger.hover();
    expect(await openGroups(page)).toEqual(['Recursos']);
    expect(await services.trigger.getAttribute('aria-expanded')).toBe('false');
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    await page.waitForFunction(() => document.querySelectorAll('[aria-expanded="true"]').length === 0);
    expect(await openGroups(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the dropdown keyboard focus is in open without a flash; then Escape closes it and focus returns to its button', async () => {
    const { page, errors, close, releaseScripts } = await openWithScriptsHeld(browser(), '/podcast', DESKTOP);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    const services = desktopGroup(page, 'Servicios');
    await services.trigger.focus();
    await page.keyboard.press('Tab');
    const firstLink = await services.links.first().getAttribute('href');
    expect(await focusedHref(page)).toBe(firstLink);
    expect(await openGroups(page)).toEqual(['Servicios']);
    const frames = await watchFrames(page, 'nav[aria-label="Navegación principal"] ul[aria-label="Servicios"]');
    await releaseScripts();
    expectShownThroughout(await frames());

    expect(await services.trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedHref(page)).toBe(firstLink);
    await page.keyboard.press('Escape');
    expect(await services.trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await openGroups(page)).toEqual([]);
    expect(await focusedText(page)).toBe('Servicios');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('side menu on a phone', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Abrir menú' });
  const menu = (page: Page) => page.locator('#menu-movil');
  const menuNav = (page: Page) => page.getByRole('navigation', { name: 'Menú móvil' });
  const focusInMenu = (page: Page) => page.evaluate(() => document.getElementById('menu-movil')?.contains(document.activeElement) ?? false);
  const focusOnMenuButton = (page: Page) => page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Abrir menú');

  async function openMenu(page: Page) {
    await menuButton(page).click();
    await menuNav(page).waitFor({ state: 'visible', timeout: 5000 });
  }

  it('opens from its button before the scripts run; Escape, its close button and a tap beside it close it; its links navigate', async () => {
    const { page, close } = await openWithScriptsHeld(browser(), '/podcast', PHONE);
    await openMenu(page);
    expect((await menu(page).boundingBox())?.width).toBe(320);
    expect(await focusInMenu(page)).toBe(true);
    const home = menuNav(page).getByRole('link', { name: 'Inicio' });
    expect([await home.isVisible(), await home.getAttribute('href')]).toEqual([true, '/home']);
    for (const group of GROUPS) expect({ group, visible: await menuNav(page).getByText(group, { exact: true }).isVisible() }).toEqual({ group, visible: true });
    expect(await menuNav(page).getByRole('link', { name: 'Contacto' }).isVisible()).toBe(true);
    expect(await menuNav(page).getByRole('link', { name: /Portal Clientes/ }).getAttribute('target')).toBe('_blank');

    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden', timeout: 5000 });
    await focusOnMenuButton(page);

    await openMenu(page);
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await menu(page).waitFor({ state: 'hidden', timeout: 5000 });
    await focusOnMenuButton(page);

    await openMenu(page);
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await menu(page).waitFor({ state: 'hidden', timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/podcast');
    await expectNotHydrated(page);

    await openMenu(page);
    await menuNav(page).getByRole('link', { name: 'Contacto' }).click({ noWaitAfter: true });
    await page.waitForURL('**/contacto', { waitUntil: 'domcontentloaded' });
    await close();
  });

  it('stays open without a flash as React takes over; then aria-expanded follows it and a link closes it after navigating in the page', async () => {
    const { page, errors, close, releaseScripts } = await openWithScriptsHeld(browser(), '/podcast', PHONE);
    await openMenu(page);
    const frames = await watchFrames(page, '#menu-movil');
    await releaseScripts();
    expectShownThroughout(await frames());

    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focusInMenu(page)).toBe(true);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden', timeout: 5000 });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await focusOnMenuButton(page);

    await openMenu(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    // React Router's navigation, not a new document: the mark survives it.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await menuNav(page).getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL('**/contacto');
    await menu(page).waitFor({ state: 'hidden', timeout: 5000 });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
