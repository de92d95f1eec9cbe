// e2e-serial: switches the site's remotes (the remotes file), and builds remotes from sources it edits.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, DESKTOP, waitForPage } from '../support/browser';
import { CANARY_MIN_REQUESTS, CMS_ORIGIN, cmsToken, ports, releasesDir, remotesFile, repoRoot, resetRemoteUrls, SITE, stateDir } from '../support/servers';
import { siteEnvOf } from '../support/site-env';

// A remote team's releases, with real builds: scripts/release.mjs publishes the marketing remote
// into the suite's releases folder (served by the marketing origin at /releases/<id>/) and
// switches what the suite's shell serves through its remotes file, as in production.

const browser = browserPerFile();
const MARKETING_ORIGIN = `http://localhost:${ports.marketing}`;
const BUCKET_COOKIE = 'nd_release_bucket';
// The module that draws every marketing page, the home's too.
const HOME_FILE = path.join(repoRoot, 'remote-marketing/src/pages/cms-page/cms-page.tsx');

/** Runs a release command as a team would; its output, or the error's output when it is refused. */
function release(args: string[], env: Record<string, string> = {}): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), ...args], {
      env: {
        ...process.env,
        SITE_RELEASES_DIR: releasesDir,
        SITE_REMOTES_FILE: remotesFile,
        CMS_URL: CMS_ORIGIN,
        CMS_API_TOKEN: cmsToken(),
        ...env,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 180_000,
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; status?: number };
    if (failed.status !== 1) throw error;
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Publishes the marketing remote as its sources are now (with `env`'s settings); its release id. */
function publish(env: Record<string, string> = {}): string {
  const { ok, output } = release(['publish', 'marketing'], env);
  expect(ok).toBe(true);
  const id = /release ([0-9a-f]{12}) (?:publicada|ya está publicada)/.exec(output)?.[1];
  if (!id) throw new Error(`Sin id de release en: ${output}`);
  return id;
}

/** Client navigation through the shell's footer (no page load), to another marketing page. */
async function navigateInPage(page: Page, route: string): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator(`footer a[href="${route}"]`).first().click();
  await page.waitForURL(`${SITE}${route}`);
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

const manifestOf = (id: string) => `${MARKETING_ORIGIN}/releases/${id}/mf-manifest.json`;

/** GET of the home page on a connection of its own (no socket kept alive past the server's timeout). */
function getHome(cookie?: string): Promise<{ html: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${SITE}/`, { agent: false, headers: cookie ? { Cookie: cookie } : {} }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({ html, setCookie: response.headers['set-cookie'] ?? [] }));
      })
      .on('error', reject);
  });
}

/** The marketing manifest the server rendered a page with (what the browser then uses too). */
async function renderedManifest(cookie?: string): Promise<string | undefined> {
  return siteEnvOf((await getHome(cookie)).html)?.remotes.marketing;
}

/** A visitor in a given bucket, with the requests of marketing files the page makes. */
async function visitor(bucket: number): Promise<{ context: BrowserContext; page: Page; marketingFiles: string[]; errors: string[] }> {
  const context = await browser().newContext({ viewport: DESKTOP, locale: 'es-CL' });
  await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: SITE }]);
  const page = await context.newPage();
  const marketingFiles: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(MARKETING_ORIGIN)) marketingFiles.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, marketingFiles, errors };
}

let v1 = '';
let v2 = '';

beforeAll(() => {
  fs.rmSync(releasesDir, { recursive: true, force: true });
  resetRemoteUrls();
  v1 = publish();
  v2 = publish({ SITE_BRAND_NAME: 'Marca Canaria' });
  expect(v2).not.toBe(v1);
  // The same files give the same id: nothing new is published.
  const again = release(['publish', 'marketing']);
  expect(again.output).toContain(`la release ${v1} ya está publicada`);
  // Its Node build's container bears the id the files gave it.
  const published = path.join(releasesDir, 'marketing', v1);
  expect(JSON.parse(fs.readFileSync(path.join(published, 'server/mf-manifest.json'), 'utf8')).name).toBe(`marketing_r${v1}`);
  expect(release(['promote', 'marketing', v1]).ok).toBe(true);
}, 300_000);

afterAll(() => resetRemoteUrls());

it('serves a 50 % canary to its share of visitors, each on one release across reloads and client navigation', async () => {
  expect(release(['canary', 'marketing', v2, '50']).ok).toBe(true);
  for (const [bucket, id, canary] of [
    [10, v2, true],
    [90, v1, false],
  ] as const) {
    expect(await renderedManifest(`${BUCKET_COOKIE}=${bucket}`)).toBe(manifestOf(id));
    const { context, page, marketingFiles, errors } = await visitor(bucket);
    await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
    await waitForPage(page);
    expect(await page.evaluate(() => (window as { __SITE_ENV__?: { remotes?: Record<string, string> } }).__SITE_ENV__?.remotes?.marketing)).toBe(manifestOf(id));
    // The canary's build names the brand otherwise (its pages' titles say so).
    expect(await page.title()).toMatch(canary ? /\| Marca Canaria$/ : /\| Nexo Digital$/);
    await page.reload({ waitUntil: 'networkidle' });
    await waitForPage(page);
    await navigateInPage(page, '/servicios/senalizacion-digital');
    // Every marketing file came from the visitor's release, and hydration met the same markup.
    expect(marketingFiles.length).toBeGreaterThan(0);
    expect(marketingFiles.filter((file) => !file.startsWith(`/releases/${id}/`))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }
  // A request without a bucket gets the stable site (crawlers, link previews, clients that keep no
  // cookies) and is given a bucket for the rest of the visit.
  const cookieless = await Promise.all(Array.from({ length: 20 }, () => getHome()));
  expect(cookieless.map(({ html }) => siteEnvOf(html)?.remotes.marketing)).toEqual(Array(20).fill(manifestOf(v1)));
  for (const { setCookie } of cookieless) {
    // One cookie, a bucket of 0–99, for the whole site, out of scripts' reach; in any attribute order.
    expect(setCookie).toHaveLength(1);
    const [pair, ...attributes] = (setCookie[0] ?? '').split('; ');
    expect(pair).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}$`));
    expect(attributes.sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
  }
}, 120_000);

it('refuses a candidate that misses an exposed module, and one whose page throws while rendering; nothing live changes', async () => {
  const live = fs.readFileSync(remotesFile, 'utf8');
  // A build that no longer exposes the home page.
  const missing = '0123456789ab';
  fs.cpSync(path.join(releasesDir, 'marketing', v1), path.join(releasesDir, 'marketing', missing), { recursive: true });
  const serverManifest = path.join(releasesDir, 'marketing', missing, 'server/mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(serverManifest, 'utf8')) as { exposes: Array<{ path: string }> };
  manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './cms-page');
  fs.writeFileSync(serverManifest, JSON.stringify(manifest));
  const refusedMissing = release(['promote', 'marketing', missing]);
  expect(refusedMissing.ok).toBe(false);
  expect(refusedMissing.output).toContain('  - remote marketing, /: el build no expone ./cms-page\n');

  // A build whose home page throws on the server.
  const original = fs.readFileSync(HOME_FILE, 'utf8');
  const marker = 'export default function CmsPage() {';
  expect(original).toContain(marker);
  let throwing: string;
  try {
    fs.writeFileSync(HOME_FILE, original.replace(marker, `${marker}\n  if (typeof window === 'undefined') throw new Error('rota');`));
    throwing = publish();
  } finally {
    fs.writeFileSync(HOME_FILE, original);
  }
  const refusedThrowing = release(['canary', 'marketing', throwing, '10']);
  expect(refusedThrowing.ok).toBe(false);
  expect(refusedThrowing.output).toMatch(/^ {2}- remote marketing, \/: /m);
  expect(refusedThrowing.output).toContain('rechazada; nada en vivo cambió');
  expect(fs.readFileSync(remotesFile, 'utf8')).toBe(live);
}, 180_000);

/** A copy of release v1 whose pages.json is what `edit` makes of it (its id, made up). */
function withPages(id: string, edit: (pages: Array<Record<string, unknown>>) => unknown[]): string {
  const dir = path.join(releasesDir, 'marketing', id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(releasesDir, 'marketing', v1), dir, { recursive: true });
  const file = path.join(dir, 'pages.json');
  const published = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: Array<Record<string, unknown>> };
  fs.writeFileSync(file, JSON.stringify({ ...published, pages: edit(published.pages) }));
  return id;
}

it('refuses pages that would break the site, one line naming the path and the remote each; nothing live changes', () => {
  const live = fs.readFileSync(remotesFile, 'utf8');
  const podcast = (pages: Array<Record<string, unknown>>) => pages.find((page) => page.path === '/podcast') as Record<string, unknown>;
  const refusals: Array<[string, string]> = [
    // Another remote's live page, and one of the shell's own paths.
    [withPages('0000000000a1', (pages) => [...pages, { ...podcast(pages), key: 'blog', path: '/blog', menus: [] }]), '  - remote marketing, /blog: la ruta ya es de remote content (/blog)\n'],
    [withPages('0000000000a2', (pages) => [...pages, { ...podcast(pages), key: 'api', path: '/api/podcast', menus: [] }]), '  - remote marketing, /api/podcast: la ruta es de la shell\n'],
    // A menu group the shell does not have.
    [
      withPages('0000000000a3', (pages) => pages.map((page) => (page.path === '/podcast' ? { ...page, menus: [{ ...(page.menus as object[])[0], group: 'novedades' }] } : page))),
      '  - remote marketing, /podcast: el grupo de menú novedades no existe (soluciones, productos, servicios, recursos, sobre)\n',
    ],
    // A record that fails the schema.
    [withPages('0000000000a4', (pages) => pages.map((page) => (page.path === '/podcast' ? { ...page, sitemap: 'siempre' } : page))), '  - remote marketing, /podcast: sitemap: '],
  ];
  for (const [id, line] of refusals) {
    const refused = release(['canary', 'marketing', id, '10']);
    expect([id, refused.ok]).toEqual([id, false]);
    expect(refused.output).toContain(line);
  }
  expect(fs.readFileSync(remotesFile, 'utf8')).toBe(live);
}, 120_000);

it('checks every route a CMS-backed remote owns against the real CMS, and refuses when the CMS cannot be read', () => {
  const { ok: published, output: publishing } = release(['publish', 'content']);
  expect(published).toBe(true);
  const content = /release ([0-9a-f]{12}) (?:publicada|ya está publicada)/.exec(publishing)?.[1] ?? '';
  expect(content).toMatch(/^[0-9a-f]{12}$/);
  // With the shell's token: the lists and one article and one case, read from the CMS, each rendered.
  const checked = release(['check', 'content', content]);
  expect(checked.ok).toBe(true);
  for (const route of [/✓ \/blog \(/, /✓ \/blog\/[a-z0-9-]+ \(/, /✓ \/casos-exito\/\d+ \(/, /✓ \/recursos \(/]) expect(checked.output).toMatch(route);
  // Without it the pages would render their empty states: nothing is proved, so it is refused.
  const blind = release(['check', 'content', content], { CMS_API_TOKEN: 'token-equivocado' });
  expect(blind.ok).toBe(false);
  expect(blind.output).toContain('/blog: el CMS no dio su contenido; revisa que CMS_URL');
  expect(blind.output).toMatch(/\/blog\/:slug: no se pudo probar, el CMS no respondió \(HTTP 401/);
}, 120_000);

it('rolls a canary that fails in browsers back on its own', async () => {
  const failing = publish({ SITE_BRAND_NAME: 'Marca Fallida' });
  expect(release(['canary', 'marketing', failing, '50']).ok).toBe(true);
  // Its browser build loses the code of its pages (the home's among them): the server renders it, browsers cannot load it.
  const assets = path.join(releasesDir, 'marketing', failing, 'assets');
  for (const file of fs.readdirSync(assets).filter((name) => name.startsWith('__federation_expose_cms_page'))) fs.rmSync(path.join(assets, file));
  for (let visit = 0; visit < CANARY_MIN_REQUESTS; visit += 1) {
    const { context, page } = await visitor(0);
    await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Esta sección no está disponible en este momento' }).waitFor({ timeout: 20_000 });
    await context.close();
  }
  const deadline = Date.now() + 15_000;
  while ((JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { marketing: { canary?: unknown } }).marketing.canary && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8')).marketing).toEqual({ origin: MARKETING_ORIGIN, stable: v1, previous: [] });
  expect(fs.readFileSync(path.join(stateDir, 'shell.log'), 'utf8')).toContain(`canary marketing ${failing} retirada automáticamente`);
  expect(await renderedManifest(`${BUCKET_COOKIE}=0`)).toBe(manifestOf(v1));
}, 120_000);

it('keeps a visitor of v1 navigating through the promotion of v2, and rolls back to v1 within 10 s', async () => {
  const { context, page, marketingFiles, errors } = await visitor(99);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
  await waitForPage(page);
  expect(release(['promote', 'marketing', v2]).ok).toBe(true);
  expect(await renderedManifest()).toBe(manifestOf(v2));
  // The open page goes on with v1, whose files are kept.
  await navigateInPage(page, '/servicios/senalizacion-digital');
  await page.getByRole('heading', { name: /Pantallas que Informan/ }).waitFor();
  expect(marketingFiles.filter((file) => !file.startsWith(`/releases/${v1}/`))).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();

  const started = Date.now();
  expect(release(['rollback', 'marketing']).ok).toBe(true);
  while ((await renderedManifest()) !== manifestOf(v1) && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await renderedManifest()).toBe(manifestOf(v1));
  expect(Date.now() - started).toBeLessThan(10_000);
}, 120_000);
