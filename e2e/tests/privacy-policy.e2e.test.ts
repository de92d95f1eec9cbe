import { spanishDate } from '@site/shared/cms/privacy-policy';
import { DESKTOP, browserPerFile, openPage, seriousA11yViolations, waitForPage } from '../support/browser';
import { SITE } from '../support/servers';

// /privacidad (issue 40) against the real, seeded Strapi, through the shell's server: reached from the
// footer of any page (by mouse and by keyboard), the policy finished in the server's HTML with its version,
// date and placeholders filled, the way to exercise one's rights, in the sitemap, and accessible from
// 360 px to a wide screen. Only reads the site: runs beside the other files.

const browser = browserPerFile();
/** SITE_URL of the e2e servers: the neutral default. */
const PUBLIC_SITE = 'https://www.example.com';
/** The narrowest phone the site is laid out for. */
const NARROW = { width: 360, height: 740 } as const;

interface PublishedPolicy {
  title: string;
  version: string;
  effectiveDate: string;
  controllerName: string;
  privacyEmail: string;
  retentionMonths: number;
}

/** The published policy as the site's /api hands it (the seed's, or whatever an editor published). */
async function publishedPolicy(): Promise<PublishedPolicy> {
  const response = await fetch(`${SITE}/api/privacy-policy?populate=sections`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: PublishedPolicy }).data;
}

const versionLine = (policy: PublishedPolicy): string => `Versión ${policy.version} · vigente desde ${spanishDate(policy.effectiveDate)}`;

it('is sent finished by the server: version and date, the responsible party, placeholders filled, the rights link; and in the sitemap', async () => {
  const policy = await publishedPolicy();
  const response = await fetch(`${SITE}/privacidad`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(versionLine(policy));
  expect(html).toContain(policy.controllerName);
  expect(html).toContain(`href="mailto:${policy.privacyEmail}"`);
  expect(html).toContain(`${policy.retentionMonths} meses`);
  // What a reader sees has every placeholder filled (the data the browser hydrates with keeps the editors' text).
  const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
  expect(visible).toContain(policy.controllerName);
  expect(visible).not.toMatch(/\{(plazo_conservacion|plazo_respuesta|correo_privacidad|responsable)\}/);
  expect(html).toContain('href="/privacidad/solicitud"');
  expect(html).toContain(`<link rel="canonical" href="${PUBLIC_SITE}/privacidad"/>`);
  expect(html).not.toContain('Cargando la política de privacidad');

  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${PUBLIC_SITE}/privacidad</loc>`);
});

it("opens from the footer of another page, shows the version, date and rights link, with no console error", async () => {
  const policy = await publishedPolicy();
  const { page, errors, close } = await openPage(browser(), '/contacto', DESKTOP);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await page.waitForURL(`${SITE}/privacidad`);
  await page.getByRole('heading', { level: 1, name: policy.title }).waitFor();
  expect(await page.getByText(versionLine(policy), { exact: true }).isVisible()).toBe(true);
  const controller = page.getByRole('region', { name: 'Responsable del tratamiento' });
  expect(await controller.innerText()).toContain(policy.controllerName);
  const rights = page.getByRole('region', { name: 'Cómo ejercer sus derechos' }).getByRole('link', { name: 'Ejercer mis derechos' });
  expect(await rights.getAttribute('href')).toBe('/privacidad/solicitud');
  expect(await page.title()).toMatch(/^Política de privacidad \| /);
  expect(errors).toEqual([]);
  await close();
});

it('opens from the footer by keyboard alone', async () => {
  const { page, errors, close } = await openPage(browser(), '/blog', DESKTOP);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' });
  await link.focus();
  expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${SITE}/privacidad`);
  await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor();
  expect(errors).toEqual([]);
  await close();
});

// The wide screen and the phone: every-route-*.e2e.test.ts; the long policy at the narrowest width here.
describe.each([['360 px', NARROW]])('/privacidad (%s)', (_label, viewport) => {
  it('has no serious accessibility violation, no horizontal scroll and no console error', async () => {
    const { page, errors, close } = await openPage(browser(), '/privacidad', viewport);
    await waitForPage(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await close();
  });
});
