// e2e-serial: shares the editors' site (its CMS and shell) with editors.e2e.test.ts, which runs beside the other files.
import { browserPerFile } from '../support/browser';
import { ADMIN, openEntry, toast, useEditorsSite } from '../support/cms-admin';
import { EDITOR_ADMIN, EDITOR_SITE } from '../support/servers';

// An editor's «Vista previa» on the real site (issue 38): Strapi 5's Preview opens the page with
// its draft, inside the admin panel, with a bar that says so and a way out; nobody else ever sees
// the draft, nothing keeps it, and no search engine indexes it.

const browser = browserPerFile();
const ARTICLE = 'api::article.article';
const slug = 'pantallas-en-clinicas-salas-de-espera';
const published = 'Pantallas en clínicas y centros médicos: salas de espera más tranquilas';
const draftTitle = `Salas de espera con pantallas: lo que aprendimos en 40 clínicas (${Date.now().toString(36)})`;

/** The article's page as a visitor gets it: its status and its first heading's text. */
async function publicArticle(): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${EDITOR_SITE}/blog/${slug}`);
  return { status: answer.status, html: await answer.text() };
}

describe('an editor’s preview', () => {
  const site = useEditorsSite(browser, EDITOR_ADMIN);

  it('shows a saved draft on the real site inside the panel, with its bar, while visitors keep the published page', async () => {
    const { admin, visitor } = site;
    const found = (await (await fetch(`${EDITOR_SITE}/api/articles?filters[slug][$eq]=${slug}`)).json()) as { data: Array<{ documentId: string }> };
    const documentId = found.data[0]?.documentId ?? '';
    expect(documentId).toMatch(/^[a-z0-9]{24}$/);
    // A visitor reads the article just before: the page is in the server's cache.
    expect((await publicArticle()).html).toContain(published);

    await openEntry(admin, ARTICLE, documentId, EDITOR_ADMIN);
    await admin.locator('input[name=title]').fill(draftTitle);
    await admin.getByRole('button', { name: ADMIN.save }).click();
    await toast(admin, ADMIN.saved).waitFor();

    await admin.getByRole('button', { name: ADMIN.openPreview }).or(admin.getByRole('link', { name: ADMIN.openPreview })).first().click();
    const frame = admin.frameLocator('iframe').first();
    await frame.getByRole('heading', { level: 1, name: draftTitle }).waitFor({ timeout: 30_000 });
    const bar = frame.getByRole('complementary', { name: 'Vista previa' });
    await bar.waitFor();
    expect(await bar.innerText()).toContain('los visitantes aún no ven estos cambios');

    // Nobody else: not the visitor's page (kept or rendered again), not the API, not a crawler.
    const after = await publicArticle();
    expect(after.status).toBe(200);
    expect(after.html).toContain(published);
    expect(after.html).not.toContain(draftTitle);
    await visitor.goto(`${EDITOR_SITE}/blog/${slug}`, { waitUntil: 'load' });
    await visitor.getByRole('heading', { level: 1, name: published }).waitFor();
    expect(await visitor.getByRole('complementary', { name: 'Vista previa' }).count()).toBe(0);
    const api = (await (await fetch(`${EDITOR_SITE}/api/articles?filters[slug][$eq]=${slug}`)).json()) as { data: Array<{ title: string }> };
    expect(api.data.map((article) => article.title)).toEqual([published]);
  }, 150_000);

  it('is reached only through the panel’s signed link, and is never kept, indexed or framed by another site', async () => {
    const { admin } = site;
    const link = await admin.locator('iframe').first().getAttribute('src');
    expect(link).toMatch(new RegExp(`^${EDITOR_SITE}/_vista-previa\\?ruta=%2Fblog%2F${slug}&expira=\\d+&firma=[0-9a-f]{64}$`));
    const door = await fetch(link ?? '', { redirect: 'manual' });
    expect(door.status).toBe(303);
    const cookie = (door.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await fetch(`${EDITOR_SITE}/blog/${slug}`, { headers: { cookie } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${EDITOR_ADMIN}`);
    const html = await page.text();
    expect(html).toContain(draftTitle);
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const tampered = new URL(link ?? '');
    tampered.searchParams.set('ruta', '/blog/otro');
    expect((await fetch(tampered, { redirect: 'manual' })).status).toBe(403);
    // Any other page of the site: no frame but its own.
    expect((await fetch(`${EDITOR_SITE}/blog/${slug}`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }, 60_000);

  it('ends at «Salir de la vista previa»: the page as visitors see it, in the whole window', async () => {
    const { admin } = site;
    const frame = admin.frameLocator('iframe').first();
    await frame.getByRole('link', { name: 'Salir de la vista previa' }).click();
    await admin.waitForURL(`${EDITOR_SITE}/blog/${slug}`);
    await admin.getByRole('heading', { level: 1, name: published }).waitFor();
    expect(await admin.getByRole('complementary', { name: 'Vista previa' }).count()).toBe(0);
  }, 60_000);
});
