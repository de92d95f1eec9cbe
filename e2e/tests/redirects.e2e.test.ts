// e2e-serial: shares the editors' site (its CMS and shell) with editors.e2e.test.ts, which runs beside the other files.
import type { Page } from 'playwright-core';
import { browserPerFile } from '../support/browser';
import { ADMIN, newEntry, toast, useEditorsSite } from '../support/cms-admin';
import { fromCms } from '../support/seeded-content';
import { EDITOR_CMS, EDITOR_SITE } from '../support/servers';

// Redirects editors own (issue 38): made in Strapi's admin panel, applied by the site's server at
// run time within seconds (the CMS's webhook), refused in Spanish when they would loop, chain or
// leave the site; and an article published at a new address keeps its old one working.

const browser = browserPerFile();

/** What the site promises an editor: a redirect saved is applied within this. */
const LIVE_WITHIN_MS = 5_000;
const REDIRECT = 'api::redirect.redirect';

/** The editors' site's answer at `sitePath`, not followed. */
const answerAt = (sitePath: string) => fetch(`${EDITOR_SITE}${sitePath}`, { redirect: 'manual' });

/** Asks the site every 200 ms until `sitePath` redirects to `location`; how long it took. */
async function redirectedWithin(sitePath: string, location: string): Promise<number> {
  const start = Date.now();
  for (;;) {
    const answer = await answerAt(sitePath);
    if (answer.status === 301 && answer.headers.get('location') === location) return Date.now() - start;
    if (Date.now() - start > LIVE_WITHIN_MS * 4) throw new Error(`${sitePath}: ${answer.status} ${answer.headers.get('location')} after ${Date.now() - start} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function fillRedirect(page: Page, from: string, to: string): Promise<void> {
  await newEntry(page, REDIRECT);
  await page.locator('input[name=from]').fill(from);
  await page.locator('input[name=to]').fill(to);
  await page.getByRole('button', { name: ADMIN.save }).click();
}

describe('an editor’s redirects', () => {
  const site = useEditorsSite(browser);

  it('are applied by the site within five seconds of saving, the visitor landing on the page', async () => {
    const { admin, visitor } = site;
    // The old address was visited just before: a 404 the server rendered and keeps.
    expect((await answerAt('/servicios/pantallas-led')).status).toBe(404);
    await fillRedirect(admin, '/servicios/pantallas-led/', '/servicios/senalizacion-digital');
    await toast(admin, ADMIN.saved).waitFor();
    const within = await redirectedWithin('/servicios/pantallas-led', '/servicios/senalizacion-digital');
    console.info(`redirects: saved → applied after ${within} ms`);
    expect(within).toBeLessThanOrEqual(LIVE_WITHIN_MS);

    await visitor.goto(`${EDITOR_SITE}/servicios/pantallas-led?utm_source=correo`, { waitUntil: 'load' });
    expect(visitor.url()).toBe(`${EDITOR_SITE}/servicios/senalizacion-digital?utm_source=correo`);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  }, 60_000);

  it('are refused in Spanish when they would chain, loop or leave the site unmarked', async () => {
    const { admin } = site;
    await fillRedirect(admin, '/ofertas', '/servicios/pantallas-led');
    await toast(admin, /ya se redirige a «\/servicios\/senalizacion-digital»/).waitFor();
    await fillRedirect(admin, '/servicios/senalizacion-digital', '/servicios/pantallas-led');
    await toast(admin, /cadena/).waitFor();
    await fillRedirect(admin, '/socio', 'https://socio.example.com/');
    await toast(admin, /apunta fuera del sitio.*Externa/).waitFor();
    await fillRedirect(admin, '/api/articles', '/blog');
    await toast(admin, /propio servidor/).waitFor();
    for (const refused of ['/ofertas', '/socio']) expect((await answerAt(refused)).status).toBe(404);
  }, 150_000);

  it('follow an article published at a new address: its old one leads to it', async () => {
    const { admin, visitor } = site;
    const title = 'Pantallas en clínicas y centros médicos: salas de espera más tranquilas';
    const oldPath = '/blog/pantallas-en-clinicas-salas-de-espera';
    const newPath = '/blog/pantallas-en-clinicas';
    expect((await answerAt(oldPath)).status).toBe(200);

    // The article's page in the panel (its document id, as the site's API gives it).
    const found = (await (await fetch(`${EDITOR_SITE}/api/articles?filters[slug][$eq]=pantallas-en-clinicas-salas-de-espera`)).json()) as { data: Array<{ documentId: string }> };
    const documentId = found.data[0]?.documentId ?? '';
    expect(documentId).toMatch(/^[a-z0-9]{24}$/);
    await admin.goto(`${EDITOR_CMS}/admin/content-manager/collection-types/api::article.article/${documentId}`, { waitUntil: 'networkidle' });
    expect(await admin.locator('input[name=title]').inputValue()).toBe(title);
    await admin.locator('input[name=slug]').fill('pantallas-en-clinicas');
    await admin.getByRole('button', { name: ADMIN.publish }).click();
    await toast(admin, ADMIN.published).waitFor();

    const within = await redirectedWithin(oldPath, newPath);
    console.info(`redirects: article moved → old address redirected after ${within} ms`);
    expect(within).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    await visitor.goto(`${EDITOR_SITE}${oldPath}`, { waitUntil: 'load' });
    expect(new URL(visitor.url()).pathname).toBe(newPath);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();

    // The redirect the move made is an entry like any other, saying why it exists.
    const made = await fromCms<Array<{ from: string; to: string; note: string | null }>>('/redirects', EDITOR_CMS);
    expect(made.find((redirect) => redirect.from === oldPath)).toMatchObject({ to: newPath, note: expect.stringMatching(/^Creada automáticamente/) });
  }, 120_000);
});
