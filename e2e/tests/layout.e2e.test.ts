import { DESKTOP, DOCUMENT_404, openPage, PHONE, browserPerFile } from '../support/browser';

const browser = browserPerFile();

describe('header on a wide screen', () => {
  it('opens one dropdown at a time on hover, 600 px wide, with title, description and link', async () => {
    const { page, errors, close } = await openPage(browser(), '/podcast', DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Servicios' }).hover();
    const servicesPanel = nav.getByRole('list', { name: 'Servicios' });
    await expectVisible(servicesPanel);
    const box = await servicesPanel.locator('xpath=..').boundingBox();
    expect(box?.width).toBe(600);
    const cloudLink = servicesPanel.getByRole('link', { name: /Implementación en la Nube/ });
    expect(await cloudLink.getAttribute('href')).toBe('/servicios/cloud');
    expect(await cloudLink.textContent()).toContain('Migramos y operamos');

    await nav.getByRole('button', { name: 'Recursos' }).hover();
    await expectVisible(nav.getByRole('list', { name: 'Recursos' }));
    expect(await servicesPanel.isVisible()).toBe(false);
    expect(await page.locator('[aria-expanded="true"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens by keyboard and by tap, and Escape closes', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const trigger = nav.getByRole('button', { name: 'Soluciones' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('href') === '/experiencia-cliente');

    await page.mouse.move(640, 600);
    const sobre = nav.getByRole('button', { name: 'Sobre' });
    await sobre.dispatchEvent('click');
    expect(await sobre.getAttribute('aria-expanded')).toBe('true');
    await close();
  });

  it('shows the Productos preview with the four screen categories', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Productos' }).hover();
    await nav.getByRole('link', { name: /Catálogo de Pantallas/ }).hover();
    const preview = page.getByTestId('products-preview');
    await expectVisible(preview);
    for (const category of ['Pantallas interactivas', 'Pantallas de señalización', 'Pantallas LED', 'Videowalls']) {
      expect(await preview.getByText(category, { exact: true }).isVisible()).toBe(true);
    }
    const image = preview.getByRole('img');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await preview.boundingBox())?.width).toBe(256);
    await close();
  });

  it('keeps a 72 px fixed bar that gains a shadow once scrolled, and a portal link in a new tab', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    const header = page.locator('header.MuiAppBar-root');
    expect((await header.boundingBox())?.height).toBe(72);
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header.MuiAppBar-root')!).boxShadow !== 'none');
    expect((await header.boundingBox())?.y).toBe(0);
    const portal = page.getByRole('link', { name: /Portal Clientes/ });
    expect(await portal.getAttribute('target')).toBe('_blank');
    expect(await portal.getAttribute('title')).toBe('Accede Aquí');
    await close();
  });
});

describe('footer and floating button', () => {
  it('shows five link columns, contact e-mail, Santiago address, social links in new tabs and the year', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    const footer = page.locator('footer');
    for (const group of ['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre']) {
      expect(await footer.getByRole('navigation', { name: `${group} (pie de página)` }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: 'contacto@example.com' }).getAttribute('href')).toBe('mailto:contacto@example.com');
    expect(await footer.textContent()).toContain('Santiago de Chile');
    for (const network of ['LinkedIn', 'Instagram', 'YouTube', 'Correo electrónico']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    const box = await whatsapp.boundingBox();
    expect(box && box.x > DESKTOP.width - 120 && box.y > DESKTOP.height - 120).toBe(true);
    await close();
  });
});

describe('mobile menu', () => {
  it('slides in with every group, home and portal, and closes after navigating', async () => {
    const { page, errors, close } = await openPage(browser(), '/podcast', PHONE);
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await expectVisible(menu);
    expect((await page.locator('#menu-movil').boundingBox())?.width).toBe(320);
    expect(await menu.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/home');
    for (const group of ['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre']) {
      expect(await menu.getByText(group, { exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('link', { name: /Portal Clientes/ }).getAttribute('target')).toBe('_blank');
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL('**/contacto');
    await page.locator('#menu-movil').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('navigation', () => {
  it('scrolls to the top of the new page', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Contacto', exact: true }).click();
    await page.waitForURL('**/contacto');
    await page.waitForFunction(() => window.scrollY === 0);
    await close();
  });

  it('answers unknown paths with a designed 404 in Spanish, inside the layout, and status 404', async () => {
    const { page, errors, close } = await openPage(browser(), '/esta-pagina-no-existe', DESKTOP);
    expect(await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Página no encontrada | Nexo Digital');
    expect(await page.locator('footer').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Contactar a un asesor' }).click();
    await page.waitForURL('**/contacto');
    expect(errors).toEqual([DOCUMENT_404]);
    await close();
  });

  it('gives every page its title, description, keywords, Open Graph tags and Organization JSON-LD', async () => {
    const { page, close } = await openPage(browser(), '/podcast', DESKTOP);
    expect(await page.title()).toBe('Podcast | Nexo Digital');
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain('transformación digital');
    expect(await meta('meta[name="keywords"]')).toBe('señalización digital, automatización, computación en la nube');
    expect(await meta('meta[property="og:title"]')).toBe('Podcast | Nexo Digital');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Organization');
    expect(jsonLd.name).toBe('Nexo Digital');
    await close();
  });
});

async function expectVisible(locator: { waitFor: (options: { state: 'visible'; timeout: number }) => Promise<void> }) {
  await locator.waitFor({ state: 'visible', timeout: 5000 });
}
