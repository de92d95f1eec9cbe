// e2e-serial: shares the editors' site (its CMS and shell) with editors.e2e.test.ts, which runs beside the other files, and times a publish to the second.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, browserPerFile, waitForPage } from '../support/browser';
import { ADMIN, adminApi, newEntry, signIn, toast } from '../support/cms-admin';
import { EDITOR_SITE, repoRoot, startEditorSite, stopEditorSite } from '../support/servers';

// The team lives in the CMS (issue 38): a person an editor adds and publishes in Strapi's admin
// panel can copy their e-mail signature within 5 s (the CMS's webhook purges the server's caches),
// and shows on about us; removed, they are gone from both as fast.

const browser = browserPerFile();

/** What the site promises: from «Publicar» to a copied signature, within this. */
const LIVE_WITHIN_MS = 5_000;
const TEAM_MEMBER = 'api::team-member.team-member';
const PHOTO_FILE = path.join(repoRoot, 'cms/seed-media/team/francisca-soto.png');

const stamp = Date.now().toString(36);
const person = {
  name: `Javiera Lagos ${stamp}`,
  role: 'Analista de Datos',
  email: `javiera.lagos.${stamp}@example.com`,
  quote: 'Los datos cuentan una historia cuando alguien se detiene a escucharlos.',
  linkedin: `https://www.linkedin.com/in/javiera-lagos-${stamp}`,
  alt: `Retrato de Javiera Lagos ${stamp}`,
};

/** The signature page's radio for `name`, once a fresh load of the page shows it; throws after `limitMs`. */
async function openSignaturesUntil(page: Page, name: string, shown: boolean, start: number, limitMs: number): Promise<void> {
  const radio = page.getByRole('radio', { name: new RegExp(name) });
  for (;;) {
    await page.goto(`${EDITOR_SITE}/sobre-nosotros/firmas`, { waitUntil: 'domcontentloaded' });
    if ((await radio.count()) > 0 === shown) return;
    if (Date.now() - start > limitMs) throw new Error(`/sobre-nosotros/firmas: ${name} ${shown ? 'absent' : 'still there'} after ${Date.now() - start} ms`);
    await page.waitForTimeout(200);
  }
}

describe('the team in the CMS', () => {
  let admin: Page;
  let staff: BrowserContext;
  let signatures: Page;
  let documentId = '';

  beforeAll(async () => {
    await startEditorSite();
    admin = await browser().newPage({ viewport: { width: 1400, height: 900 } });
    staff = await browser().newContext({ viewport: DESKTOP, locale: 'es-CL' });
    await staff.grantPermissions(['clipboard-read', 'clipboard-write']);
    signatures = await staff.newPage();
    await signIn(admin);
  }, 240_000);

  afterAll(async () => {
    // Whatever a failure left behind: the entry and its photo.
    if (documentId !== '') await adminApi('DELETE', `/content-manager/collection-types/${TEAM_MEMBER}/${documentId}`).catch(() => undefined);
    await admin?.close();
    await staff?.close();
    await stopEditorSite();
  });

  it('lists today’s six people on the signature page and about us, from the seed', async () => {
    await signatures.goto(`${EDITOR_SITE}/sobre-nosotros/firmas`, { waitUntil: 'load' });
    await waitForPage(signatures);
    const radios = signatures.getByRole('radiogroup', { name: '1. Elige a la persona' }).getByRole('radio');
    expect(await radios.count()).toBe(6);
    expect(await radios.first().isChecked()).toBe(true);
    expect(await radios.first().evaluate((radio) => radio.closest('label')?.textContent)).toContain('Carolina Muñoz');
    const aboutUs = await (await fetch(`${EDITOR_SITE}/sobre-nosotros`)).text();
    expect(aboutUs).toContain('Las personas detrás de cada proyecto');
    expect(aboutUs.match(/alt="Retrato de [^"]+"/g)).toHaveLength(6);
  }, 60_000);

  it('refuses to publish a person whose photo has no alternative text, in Spanish', async () => {
    await newEntry(admin, TEAM_MEMBER);
    await admin.locator('input[name=name]').waitFor();
    // The fields speak Spanish to editors (the schema's metadatas); a required one's label ends in '*'.
    for (const label of ['Nombre', 'Cargo', 'Foto', 'Frase', 'Correo de la empresa', 'LinkedIn', 'Orden']) {
      await admin.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*?$`) }).first().waitFor({ timeout: 10_000 });
    }
    await admin.locator('input[name=name]').fill(person.name);
    await admin.locator('input[name=role]').fill(person.role);
    await admin.locator('input[name=email]').fill(person.email);
    await admin.locator('textarea[name=quote]').fill(person.quote);
    await admin.locator('input[name=linkedinUrl]').fill(person.linkedin);
    await admin.locator('input[name=order]').fill('70');
    await admin.getByText(ADMIN.addAsset).click();
    await admin.getByRole('button', { name: ADMIN.addMoreAssets }).click();
    await admin.locator('input[type=file]').setInputFiles(PHOTO_FILE);
    await admin.getByRole('button', { name: ADMIN.upload }).click();
    await admin.getByRole('dialog').last().getByRole('button', { name: ADMIN.finish }).click();

    await admin.getByRole('button', { name: ADMIN.publish }).click();
    await toast(admin, /no tiene texto alternativo/).waitFor();
    expect(await toast(admin, /no tiene texto alternativo/).innerText()).toContain('francisca-soto.png');
  }, 120_000);

  it('publishes the person with their photo’s alternative text, and they copy their signature within 5 s', async () => {
    await admin.getByRole('button', { name: ADMIN.edit }).first().click();
    await admin.getByLabel(ADMIN.altText).fill(person.alt);
    await admin.getByRole('dialog').last().getByRole('button', { name: ADMIN.finish }).click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    // Staff had the page open just before: the page and the CMS's answer behind it sit in the server's caches.
    await openSignaturesUntil(signatures, person.name, false, Date.now(), 0);

    const start = Date.now();
    await admin.getByRole('button', { name: ADMIN.publish }).click();
    await openSignaturesUntil(signatures, person.name, true, start, LIVE_WITHIN_MS * 3);
    await waitForPage(signatures);
    await signatures.getByRole('radio', { name: new RegExp(person.name) }).click();
    await signatures.getByRole('button', { name: 'Copiar código HTML' }).click();
    await signatures.getByText('¡Código HTML copiado!').waitFor();
    const copiedAfter = Date.now() - start;
    console.info(`team: published → signature copied after ${copiedAfter} ms`);

    const html = await signatures.evaluate(async () => {
      const items = await navigator.clipboard.read();
      const htmlItem = items.find((item) => item.types.includes('text/html'));
      return htmlItem ? (await htmlItem.getType('text/html')).text() : navigator.clipboard.readText();
    });
    expect(html).toContain(person.name);
    expect(html).toContain(person.role);
    expect(html).toContain(`href="mailto:${person.email}"`);
    expect(html).toContain(`“${person.quote}”`);
    // The photo uploaded in the panel, as an address any mail client can load.
    expect(html).toMatch(new RegExp(`<img src="${EDITOR_SITE}/uploads/francisca_soto_[0-9a-f]+\\.png"[^>]*alt="${person.name}"`));
    expect(copiedAfter).toBeLessThanOrEqual(LIVE_WITHIN_MS);

    await admin.waitForURL(/\/api::team-member\.team-member\/[a-z0-9]{24}/);
    documentId = /([a-z0-9]{24})(?:\?|$)/.exec(admin.url())?.[1] ?? '';
    expect(documentId).not.toBe('');

    // About us shows them too, last (their order is 70), with their LinkedIn.
    const aboutUs = await (await fetch(`${EDITOR_SITE}/sobre-nosotros`)).text();
    const teamBand = aboutUs.slice(aboutUs.indexOf('id="equipo"'), aboutUs.indexOf('</section>', aboutUs.indexOf('id="equipo"')));
    const names = [...teamBand.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(names.at(-1)).toBe(person.name);
    expect(aboutUs).toContain(`alt="${person.alt}"`);
    expect(aboutUs).toContain(`href="${person.linkedin}"`);
  }, 120_000);

  it('is gone from the signature page within 5 s once deleted', async () => {
    expect(documentId).not.toBe('');
    const start = Date.now();
    const answer = await adminApi('DELETE', `/content-manager/collection-types/${TEAM_MEMBER}/${documentId}`);
    expect(answer.ok).toBe(true);
    documentId = '';
    await openSignaturesUntil(signatures, person.name, false, start, LIVE_WITHIN_MS * 3);
    const goneAfter = Date.now() - start;
    console.info(`team: deleted → gone from the signature page after ${goneAfter} ms`);
    expect(goneAfter).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    expect(await signatures.getByRole('radio').count()).toBe(6);
  }, 60_000);
});
