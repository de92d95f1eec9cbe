import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserPerFile } from '../support/browser';
import { ADMIN, newEntry, toast, useEditorsSite } from '../support/cms-admin';
import { EDITOR_SITE, repoRoot } from '../support/servers';

// Editors publish on their own (issue 13): in Strapi's admin panel, as the marketing team
// would, against a site whose caches (rendered pages, CMS reads) run as configured in
// production. What is published shows within a minute; what is not, never.

const browser = browserPerFile();

/** What the site promises an editor: published → live, unpublished → gone, within this. */
const LIVE_WITHIN_MS = 60_000;
const COVER_FILE = path.join(repoRoot, 'cms/seed-media/blog/pantallas-en-clinicas-salas-de-espera.webp');

const stamp = Date.now().toString(36);
const article = {
  title: `Pantallas en farmacias: turnos y consejos mientras se espera (${stamp})`,
  slug: `pantallas-en-farmacias-${stamp}`,
  description: 'Cómo una cadena de farmacias ordenó la fila y aprovechó la espera para educar a sus clientes.',
  content: 'Una pantalla en la fila muestra el turno y un consejo de salud distinto cada minuto.',
  alt: 'Pantalla de turnos sobre el mesón de una farmacia',
  category: 'Salud',
};
const draft = { title: `Borrador que nadie debe ver (${stamp})`, slug: `borrador-${stamp}` };

async function newArticle(page: Page, fields: { title: string; slug: string }): Promise<void> {
  await newEntry(page, 'api::article.article');
  await page.locator('input[name=title]').fill(fields.title);
  await page.locator('input[name=slug]').fill(fields.slug);
}

/** Reloads a page of the editors' site until `seen` holds; how long it took. */
async function watchSite(page: Page, sitePath: string, seen: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    await page.goto(`${EDITOR_SITE}${sitePath}`, { waitUntil: 'load' });
    if (await seen()) return Date.now() - start;
    if (Date.now() - start > LIVE_WITHIN_MS + 15_000) throw new Error(`${sitePath}: not as expected after ${Date.now() - start} ms`);
    await page.waitForTimeout(2_000);
  }
}

describe('an editor in the admin panel', () => {
  /** The article's page in the panel, once it exists. */
  let articleInAdmin = '';
  const site = useEditorsSite(browser);

  it('cannot publish an article whose uploaded cover has no alternative text, and is told why in Spanish', async () => {
    const { admin } = site;
    await newArticle(admin, article);
    await admin.locator('textarea[name=description]').fill(article.description);
    await admin.getByText(ADMIN.addAsset).click();
    await admin.getByRole('button', { name: ADMIN.addMoreAssets }).click();
    await admin.locator('input[type=file]').setInputFiles(COVER_FILE);
    await admin.getByRole('button', { name: ADMIN.upload }).click();
    await admin.getByRole('dialog').last().getByRole('button', { name: ADMIN.finish }).click();

    const categories = admin.getByRole('combobox', { name: ADMIN.categories });
    await categories.click();
    await admin.getByRole('option', { name: new RegExp(`^${article.category}`) }).click();

    await admin.getByRole('button', { name: ADMIN.publish }).click();
    await toast(admin, /no tiene texto alternativo/).waitFor();
    expect(await toast(admin, /no tiene texto alternativo/).innerText()).toContain('pantallas-en-clinicas-salas-de-espera.webp');
  }, 120_000);

  it('publishes it with its alternative text, and the blog and the article show it with its image within a minute', async () => {
    const { admin, visitor } = site;
    // The cover's details, from the field itself.
    await admin.getByRole('button', { name: ADMIN.edit }).first().click();
    await admin.getByLabel(ADMIN.altText).fill(article.alt);
    await admin.getByRole('dialog').last().getByRole('button', { name: ADMIN.finish }).click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    // Visitors read the blog and the (not yet existing) article just before: both pages, and the CMS
    // answers behind them, sit in the server's caches when the editor publishes.
    await visitor.goto(`${EDITOR_SITE}/blog`, { waitUntil: 'load' });
    expect((await fetch(`${EDITOR_SITE}/blog/${article.slug}`)).status).toBe(404);
    await admin.getByRole('button', { name: ADMIN.publish }).click();
    await toast(admin, ADMIN.published).waitFor();
    // The new entry's own page in the panel (its document id in the address).
    await admin.waitForURL(/\/api::article\.article\/[a-z0-9]{24}/);
    articleInAdmin = admin.url();

    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: article.title }) });
    const onBlog = await watchSite(visitor, '/blog', async () => (await card.count()) > 0);
    console.info(`editors: published → on /blog after ${onBlog} ms`);
    expect(onBlog).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    expect(await card.getByText(article.category, { exact: true }).isVisible()).toBe(true);
    // The card's image is decorative (its title is the link); it is the uploaded file, in renditions.
    const cardImage = card.locator('img').first();
    expect(await cardImage.getAttribute('src')).toMatch(/^\/uploads\/pantallas_en_clinicas_salas_de_espera_[0-9a-f]+\.webp$/);
    expect(await cardImage.getAttribute('srcset')).toMatch(/\/uploads\/small_\S+ 500w/);

    const heading = visitor.getByRole('heading', { level: 1, name: article.title });
    const onArticlePage = await watchSite(visitor, `/blog/${article.slug}`, async () => (await heading.count()) > 0);
    console.info(`editors: published → at /blog/${article.slug} ${onArticlePage} ms after it was on /blog`);
    expect(onBlog + onArticlePage).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    await visitor.waitForLoadState('networkidle');
    const cover = visitor.getByRole('img', { name: article.alt });
    await cover.scrollIntoViewIfNeeded();
    await visitor.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, article.alt);
    expect(await visitor.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(/\/uploads\/pantallas_en_clinicas/);
  }, 150_000);

  it('never shows a draft', async () => {
    const { admin, visitor } = site;
    await newArticle(admin, draft);
    await admin.getByRole('button', { name: ADMIN.save }).click();
    await toast(admin, ADMIN.saved).waitFor();
    // Well past the caches' minute since the first article's publication began.
    const answer = await fetch(`${EDITOR_SITE}/api/articles?filters[slug][$eq]=${draft.slug}`);
    expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await fetch(`${EDITOR_SITE}/blog/${draft.slug}`)).status).toBe(404);
    await visitor.goto(`${EDITOR_SITE}/blog`, { waitUntil: 'load' });
    expect(await visitor.getByRole('heading', { name: draft.title }).count()).toBe(0);
  }, 60_000);

  it('unpublishes the article, and it leaves the blog and its page within a minute', async () => {
    const { admin, visitor } = site;
    expect(articleInAdmin).toMatch(/\/api::article\.article\/[a-z0-9]{24}/);
    await admin.goto(articleInAdmin, { waitUntil: 'networkidle' });
    expect(await admin.locator('input[name=title]').inputValue()).toBe(article.title);
    await admin.getByRole('button', { name: ADMIN.moreActions }).click();
    await admin.getByRole('menuitem', { name: ADMIN.unpublish }).click();
    await toast(admin, ADMIN.unpublished).waitFor();

    const card = visitor.getByRole('heading', { name: article.title });
    const gone = await watchSite(visitor, '/blog', async () => (await card.count()) === 0);
    console.info(`editors: unpublished → gone from /blog after ${gone} ms`);
    expect(gone).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    const start = Date.now();
    let status = (await fetch(`${EDITOR_SITE}/blog/${article.slug}`)).status;
    while (status !== 404 && Date.now() - start < LIVE_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      status = (await fetch(`${EDITOR_SITE}/blog/${article.slug}`)).status;
    }
    expect(status).toBe(404);
  }, 150_000);
});
