// e2e-serial: shares the editors' site (its CMS and shell) with editors.e2e.test.ts, which runs beside the other files, and times a publish to the second.
import type { Page } from 'playwright-core';
import { DESKTOP, browserPerFile } from '../support/browser';
import { ADMIN, openAdminPage, signIn, toast } from '../support/cms-admin';
import { EDITOR_CMS, EDITOR_SITE, startEditorSite, stopEditorSite } from '../support/servers';

// The footer's contact block and the WhatsApp button are the CMS's (issue 38): an editor changes
// them in «Ajustes del sitio», publishes, and every page shows them within seconds (the CMS's
// webhook purges the server's caches), in the HTML the server sends; then she puts them back.

const browser = browserPerFile();

/** From «Publicar» to the page showing it (the webhook purge: as fast as a new article). */
const LIVE_WITHIN_MS = 5_000;
const SETTINGS_PAGE = `${EDITOR_CMS}/admin/content-manager/single-types/api::site-setting.site-setting`;

const seeded = { email: 'contacto@example.com', whatsapp: 'https://wa.me/56900000000' };
const stamp = Date.now().toString(36);
const changed = { email: `ventas.${stamp}@example.com`, whatsapp: 'https://wa.me/56987654321' };

/** Fresh loads of `/contacto` until its footer e-mail and WhatsApp link are these; how long it took. */
async function watchFooter(page: Page, expected: { email: string; whatsapp: string }, start: number): Promise<number> {
  for (;;) {
    await page.goto(`${EDITOR_SITE}/contacto`, { waitUntil: 'domcontentloaded' });
    const email = await page.locator('footer address a').getAttribute('href');
    const whatsapp = await page.getByRole('complementary', { name: 'Contacto por WhatsApp' }).getByRole('link').getAttribute('href');
    if (email === `mailto:${expected.email}` && whatsapp === expected.whatsapp) return Date.now() - start;
    if (Date.now() - start > LIVE_WITHIN_MS + 10_000) throw new Error(`footer: ${email} ${whatsapp} after ${Date.now() - start} ms`);
    await page.waitForTimeout(200);
  }
}

/** The settings' page in the panel, once its form is drawn. */
async function openSettings(admin: Page): Promise<void> {
  await openAdminPage(admin, SETTINGS_PAGE, admin.locator('input[name=whatsappUrl]'));
}

/** Fills the settings' e-mail and WhatsApp link in the panel and publishes them. */
async function publishSettings(admin: Page, values: { email: string; whatsapp: string }): Promise<number> {
  await admin.locator('input[name=contactEmail]').fill(values.email);
  await admin.locator('input[name=whatsappUrl]').fill(values.whatsapp);
  await admin.getByRole('button', { name: ADMIN.publish }).click();
  const published = Date.now();
  await toast(admin, ADMIN.published).waitFor();
  return published;
}

describe("the site's contact details in the CMS", () => {
  let admin: Page;
  let visitor: Page;
  let changedInCms = false;

  beforeAll(async () => {
    await startEditorSite();
    admin = await browser().newPage({ viewport: { width: 1400, height: 900 } });
    visitor = await browser().newPage({ viewport: DESKTOP });
    await signIn(admin);
  }, 240_000);

  afterAll(async () => {
    // Whatever a failure left behind: the seeded values back.
    if (changedInCms) {
      await openSettings(admin).catch(() => undefined);
      await publishSettings(admin, seeded).catch(() => undefined);
    }
    await admin?.close();
    await visitor?.close();
    await stopEditorSite();
  });

  it('shows the seeded e-mail and WhatsApp link in the HTML the server sends, and the browser does not read them again', async () => {
    const html = await (await fetch(`${EDITOR_SITE}/contacto`)).text();
    expect(html).toContain(`href="mailto:${seeded.email}"`);
    expect(html).toContain(`href="${seeded.whatsapp}"`);
    const reads: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('/api/site-setting')) reads.push(request.url());
    });
    await visitor.goto(`${EDITOR_SITE}/`, { waitUntil: 'networkidle' });
    expect(await visitor.locator('footer address').innerText()).toContain('Av. Providencia 1208, oficina 1603, Providencia, Santiago de Chile');
    expect(await visitor.getByRole('link', { name: /Portal Clientes/ }).first().getAttribute('href')).toBe('https://portal.example.com/');
    expect(reads).toEqual([]);
  }, 60_000);

  it('refuses a WhatsApp link that is not a complete address, in Spanish', async () => {
    await openSettings(admin);
    await admin.locator('input[name=whatsappUrl]').fill('wa.me/56987654321');
    await admin.getByRole('button', { name: ADMIN.publish }).click();
    await admin.getByText(/El enlace de WhatsApp debe ser una dirección web completa/).first().waitFor();
    await openSettings(admin);
    expect(await admin.locator('input[name=whatsappUrl]').inputValue()).toBe(seeded.whatsapp);
  }, 60_000);

  it('publishes a new e-mail and WhatsApp link: the footer and the button show them within 5 s, then the old ones again', async () => {
    await visitor.goto(`${EDITOR_SITE}/contacto`, { waitUntil: 'load' });
    await openSettings(admin);
    changedInCms = true;
    const live = await watchFooter(visitor, changed, await publishSettings(admin, changed));
    console.info(`site settings: published → in the footer after ${live} ms`);
    expect(live).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    // In the server's HTML, for crawlers and visitors without scripts, on every page.
    for (const pagePath of ['/', '/blog', '/sobre-nosotros']) {
      const html = await (await fetch(`${EDITOR_SITE}${pagePath}`)).text();
      expect(html).toContain(`href="mailto:${changed.email}"`);
      expect(html).toContain(`href="${changed.whatsapp}"`);
    }
    // The contact page's «Escríbenos» card gives the same address as its footer.
    const contact = await (await fetch(`${EDITOR_SITE}/contacto`)).text();
    expect(contact.split(`href="mailto:${changed.email}"`).length - 1).toBe(2);

    const restored = await watchFooter(visitor, seeded, await publishSettings(admin, seeded));
    changedInCms = false;
    expect(restored).toBeLessThanOrEqual(LIVE_WITHIN_MS);
  }, 120_000);
});
