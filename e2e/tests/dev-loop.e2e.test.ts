// e2e-serial: runs the remotes' dev servers and rebuilds them on every edit, which starves files beside it of both cores.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserPerFile, waitForPage } from '../support/browser';
import { THEME_FONT, themeFontLoaded } from '../support/fonts';
import { e2ePortsFor } from '../support/ports';
import { e2ePorts, repoRoot, stateDir } from '../support/servers';

// `npm run dev` as a developer uses it: the whole site from source on ports of its own, a
// remote's files edited on disk, the change in the open page without a reload; and each
// remote alone (`npm run dev -w remote-<name>`) against the same CMS.

const browser = browserPerFile();

/** The dev site's ports: a base of its own past every server the suite starts (the tests' table of ports). */
const DEV_BASE = e2ePorts.devSiteBase;
const DEV_SITE = `http://localhost:${DEV_BASE}`;
/** Its CMS, on the suite's CMS offset from the dev site's base. */
const DEV_CMS_PORT = e2ePortsFor(DEV_BASE).cms;
const DEV_CMS = `http://127.0.0.1:${DEV_CMS_PORT}`;
/** The token the dev site's CMS is started with, so the standalone remotes below can use that CMS. */
const CMS_TOKEN = randomBytes(24).toString('hex');
/** `npm run dev -w remote-<name>` on a port base of its own (its port would be the dev site's). */
const STANDALONE_BASE = e2ePorts.standaloneRemoteBase;

/** A component of the blog page, and the page module itself (a Fast Refresh boundary: its
 * exposed module is the folder's index, which adds the page's server data beside it). */
const ARTICLE_CARD = path.join(repoRoot, 'remote-content/src/pages/blog/article-card.tsx');
const BLOG_PAGE = path.join(repoRoot, 'remote-content/src/pages/blog/blog-page.tsx');
/** Each edited file's text before the tests, put back after each edit and after the file. */
const originals = new Map([ARTICLE_CARD, BLOG_PAGE].map((file) => [file, fs.readFileSync(file, 'utf8')]));

/** Detached processes started here, stopped with their children after the file. */
const started: ChildProcess[] = [];

/** Starts a process group and waits for its output to say it is ready; returns that output so far. */
async function startUntil(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (output: string) => boolean,
  timeoutMs: number,
): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(args[0] ?? '', args.slice(1), { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(child);
  child.stdout?.on('data', (data) => (output += data));
  child.stderr?.on('data', (data) => (output += data));
  const deadline = Date.now() + timeoutMs;
  while (!ready(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${args.join(' ')} did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, output: () => output };
}

/** Stops a process group started above. */
function stop(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

interface Edit {
  file: string;
  /** The source text replaced, and its replacement. */
  from: string;
  to: string;
  /** The text the page then shows. */
  shown: string;
  label: string;
}

/**
 * Edits a file of the open page on disk and waits for the new text in that same document
 * (no reload); how long it took is reported, not asserted (a loaded CI machine is slower). The
 * file is put back afterwards, whatever happens.
 */
async function editInPlace(page: Page, { file, from, to, shown, label }: Edit, also?: () => Promise<void>): Promise<void> {
  const original = originals.get(file) ?? '';
  expect(original).toContain(from);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  fs.writeFileSync(file, original.replace(from, to));
  const start = Date.now();
  try {
    await page.getByText(shown, { exact: true }).first().waitFor({ timeout: 10_000 });
    console.info(`dev loop: ${label} shown after ${Date.now() - start} ms`);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await also?.();
  } finally {
    fs.writeFileSync(file, original);
  }
}

beforeAll(async () => {
  const database = path.join(stateDir, 'cms-dev.db');
  for (const file of [database, `${database}-journal`, `${database}-wal`, `${database}-shm`]) fs.rmSync(file, { force: true });
  await startUntil(
    [process.execPath, path.join(repoRoot, 'scripts/dev.mjs')],
    {
      SITE_PORT_BASE: String(DEV_BASE),
      CMS_PORT: String(DEV_CMS_PORT),
      CMS_URL: DEV_CMS,
      DATABASE_FILENAME: database,
      CMS_PUBLIC_DIR: path.join(stateDir, 'cms-dev-public'),
      CMS_API_TOKEN: CMS_TOKEN,
    },
    (output) => output.includes('Desarrollo listo'),
    240_000,
  );
}, 300_000);

afterAll(() => {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  for (const child of started.reverse()) stop(child);
});

it("shows an edit to a remote's component in the open page, without a reload, server-rendered", async () => {
  const page = await browser().newPage();
  const answer = await page.goto(`${DEV_SITE}/blog`, { waitUntil: 'networkidle' });
  // Rendered by the shell's server, in development too.
  expect(await answer?.text()).toContain('Señalización digital en retail');
  // An edit is made once the page has hydrated: before that, on a busy machine, the update can
  // reach a document whose scripts have not started (one CI run waited 10 s in vain).
  await waitForPage(page);
  await page.getByText('Destacado', { exact: true }).waitFor();
  await editInPlace(page, {
    file: ARTICLE_CARD,
    from: 'label="Destacado"',
    to: 'label="Destacado esta semana"',
    shown: 'Destacado esta semana',
    label: 'component edit',
  });
  await page.getByText('Destacado', { exact: true }).waitFor();
  await page.close();
}, 60_000);

/**
 * Waits until the shell's server renders `pathname` whole again: after an edit is put back, the
 * remote's Node build is rebuilt and reloaded on the server, and a render meanwhile is the remote's
 * fallback (503) for its breaker's time. What this test looks at is the browser's update in place.
 */
async function untilServerRenders(pathname: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${DEV_SITE}${pathname}`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${pathname} no se renderizó entero en 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it('updates an edited page module in place, keeping what the visitor chose on it', async () => {
  await untilServerRenders('/blog');
  const page = await browser().newPage();
  await page.goto(`${DEV_SITE}/blog`, { waitUntil: 'networkidle' });
  await waitForPage(page);
  const filters = page.getByRole('group', { name: 'Filtrar artículos por categoría' });
  const second = filters.getByRole('link').nth(1);
  await second.click();
  const chosen = filters.locator('a[aria-current="page"]');
  const chosenLabel = await second.innerText();
  await chosen.filter({ hasText: chosenLabel }).waitFor();

  const subtitle = 'Ideas, guías y experiencias sobre señalización digital, experiencia del cliente, inteligencia artificial y transformación digital.';
  const edited = subtitle.replace('Ideas, guías y experiencias', 'Ideas y guías editadas');
  await editInPlace(
    page,
    { file: BLOG_PAGE, from: subtitle, to: edited, shown: edited, label: 'page edit' },
    // Updated in place: the category chosen before the edit (in the address) is still chosen.
    async () => expect(await chosen.innerText()).toBe(chosenLabel),
  );
  await page.close();
}, 60_000);

/** Each remote alone: a page of its own at the site's path, with its heading and some content it shows. */
const standalone = [
  // Articles read from the CMS through the dev server (the token added there, never in the page).
  { remote: 'content', route: '/blog', heading: 'Blog', content: 'Señalización digital en retail' },
  { remote: 'catalogue', route: '/productos', heading: 'Catálogo de Productos', content: 'Videowall' },
  { remote: 'marketing', route: '/podcast', heading: 'Podcast', content: 'Podcast' },
  { remote: 'tools', route: '/contacto', heading: 'Contáctanos', content: 'Enviar mensaje' },
] as const;

it.each(standalone)('runs remote-$remote alone on its own host page, against the CMS, in the site\'s font', async ({ remote, route, heading, content }) => {
  const alone = await startUntil(
    ['npm', 'run', 'dev', '-w', `remote-${remote}`],
    { SITE_PORT_BASE: String(STANDALONE_BASE), CMS_URL: DEV_CMS, CMS_API_TOKEN: CMS_TOKEN },
    (output) => /http:\/\/localhost:\d+\//.test(output) && output.includes('compiled'),
    120_000,
  );
  try {
    // It used the dev site's CMS rather than starting one of its own.
    expect(alone.output()).toContain('Usando el servicio de contenidos');
    const origin = alone.output().match(/http:\/\/localhost:\d+\//)?.[0] ?? '';

    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}${route.slice(1)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(content, { exact: false }).first().waitFor();
    expect(await page.content()).not.toContain(CMS_TOKEN);
    expect(await themeFontLoaded(page)).toBe(true);
    expect(await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)).toContain(THEME_FONT);
    expect(errors).toEqual([]);
    await page.close();
  } finally {
    stop(alone.child);
  }
}, 180_000);
