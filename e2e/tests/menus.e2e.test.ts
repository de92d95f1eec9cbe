import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, browserPerFile } from '../support/browser';

const browser = browserPerFile();

/** Name of the focused element (aria-label or text), for messages a person can read. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? null;
  });

const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);

/** The header's desktop menus: the group's button, its panel and the panel's links (found while hidden too). */
function desktopGroup(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  const panel = nav.getByRole('list', { name: label });
  return { trigger: nav.getByRole('button', { name: label }), panel, links: nav.locator(`ul[aria-label="${label}"] a`) };
}

async function openDesktop(route = '/podcast') {
  const opened = await openPage(browser(), route, DESKTOP);
  // Keep the pointer away from the header: hovering opens a group too.
  await opened.page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
  return opened;
}

describe('header menus on a wide screen, by keyboard', () => {
  it('Enter and Space open a group from its button; Escape closes it and leaves focus on the button', async () => {
    const { page, errors, close } = await openDesktop();
    const { trigger, panel } = desktopGroup(page, 'Servicios');
    for (const key of ['Enter', 'Space']) {
      await trigger.focus();
      await page.keyboard.press(key);
      expect([key, await trigger.getAttribute('aria-expanded'), await panel.isVisible()]).toEqual([key, 'true', true]);
      await page.keyboard.press('Escape');
      expect([key, await trigger.getAttribute('aria-expanded'), await panel.isVisible()]).toEqual([key, 'false', false]);
      expect(await focused(page)).toBe('Servicios');
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('ArrowDown opens a group on its first link; Escape from a link closes it and focus returns to the button', async () => {
    const { page, close } = await openDesktop();
    const { trigger, panel, links } = desktopGroup(page, 'Servicios');
    const firstHref = await links.first().getAttribute('href');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href, firstHref);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedHref(page)).toBe(await links.nth(1).getAttribute('href'));

    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Servicios');
    await close();
  });

  it('Tab past the last link closes the group and moves on to the next button; Shift+Tab back past the button closes it too', async () => {
    const { page, close } = await openDesktop();
    const { trigger, panel, links: panelLinks } = desktopGroup(page, 'Servicios');
    const links = await panelLinks.count();
    expect(links).toBeGreaterThan(1);
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.tagName === 'A');
    for (let step = 1; step < links; step += 1) await page.keyboard.press('Tab');
    expect(await focusedHref(page)).toBe(await panelLinks.last().getAttribute('href'));
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Tab');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Recursos');
    expect(await page.locator('[aria-expanded="true"]').count()).toBe(0);

    // Backwards: from the first link to the button keeps it open, one more Shift+Tab closes it.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.tagName === 'A');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Servicios');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Productos');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await close();
  });
});

describe('mobile menu', () => {
  // By its attributes: while the menu is open the rest of the page is hidden from the accessibility tree.
  const menuButton = (page: Page) => page.locator('button[aria-controls="menu-movil"]');
  const drawer = (page: Page) => page.getByRole('navigation', { name: 'Menú móvil' });

  it('opens from the keyboard with focus inside; Escape closes it and focus returns to its button', async () => {
    const { page, errors, close } = await openPage(browser(), '/podcast', PHONE);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor({ state: 'visible' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.getElementById('menu-movil')?.contains(document.activeElement) ?? false)).toBe(true);

    await page.keyboard.press('Escape');
    await page.locator('#menu-movil').waitFor({ state: 'hidden' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Abrir menú');
    // Still on the same page: closing is not navigating.
    expect(new URL(page.url()).pathname).toBe('/podcast');
    expect(errors).toEqual([]);
    await close();
  });

  it('closes on a tap on its backdrop, beside the panel', async () => {
    const { page, close } = await openPage(browser(), '/podcast', PHONE);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    const panel = await page.locator('#menu-movil').boundingBox();
    if (!panel) throw new Error('sin panel');
    // The backdrop shows right of the 320 px panel on a 390 px screen.
    expect(panel.x + panel.width).toBeLessThan(PHONE.width - 40);
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await page.locator('#menu-movil').waitFor({ state: 'hidden' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Abrir menú');
    expect(new URL(page.url()).pathname).toBe('/podcast');

    // And opens again after that.
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    await close();
  });

  it('closes with its close button, focus back on the menu button', async () => {
    const { page, close } = await openPage(browser(), '/podcast', PHONE);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await page.locator('#menu-movil').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Abrir menú');
    await close();
  });
});
