import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { EDITOR_ACCOUNT, EDITOR_CMS, startEditorSite, stopEditorSite } from './servers';

/**
 * The admin panel's words: Spanish for editors (cms/src/admin/app.js), English where Strapi's
 * Spanish translation has none, and either way for an editor who chose English in her profile.
 */
export const ADMIN = {
  email: /Email|Correo/,
  password: /Password|Contraseña/,
  contentManager: /Content Manager|Gestor de Contenido/,
  addAsset: /Click to add an asset|Haga clic para seleccionar/,
  addMoreAssets: /Add more assets|Agregar más recursos/,
  upload: /Upload 1 asset to the library|Subir 1 archivo a la biblioteca/,
  edit: /^(Edit|Editar)$/,
  altText: /Alternative text|Texto alternativo/,
  finish: /^(Finish|Terminar)$/,
  publish: /^(Publish|Publicar)$/,
  save: /^(Save|Guardar)$/,
  published: /Published document|Publicado/,
  saved: /Saved document|Guardado/,
  moreActions: /More document actions|Más acciones de documento/,
  unpublish: /^(Unpublish|Anular publicación)/,
  unpublished: /Unpublished document|Sin publicar/,
  categories: /categor/i,
  openPreview: /^(Open preview|Abrir previsualización)$/,
} as const;

/** Signs the editors' account in to the editors' CMS (at `admin`, one of its origins). */
export async function signIn(page: Page, admin: string = EDITOR_CMS): Promise<void> {
  // Strapi's tour for a new account opens over the panel at some moment of a first visit and
  // covers its buttons: skipped whenever it shows before an action.
  await page.addLocatorHandler(page.getByRole('button', { name: /^(Skip|Omitir)$/ }), (skip) => skip.click());
  await page.goto(`${admin}/admin`, { waitUntil: 'networkidle' });
  await page.getByLabel(ADMIN.email).fill(EDITOR_ACCOUNT.email);
  await page.getByLabel(ADMIN.password).first().fill(EDITOR_ACCOUNT.password);
  await page.locator('button[type=submit]').click();
  await page.getByRole('link', { name: ADMIN.contentManager }).first().waitFor();
}

/** The editors' admin session, per CMS origin: one sign-in, as Strapi limits how often an account signs in. */
const sessions = new Map<string, Promise<string>>();

async function signedInToken(admin: string): Promise<string> {
  const login = await fetch(`${admin}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(EDITOR_ACCOUNT),
  });
  if (!login.ok) throw new Error(`${admin}/admin/login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * Strapi's admin API with the editors' account, as the panel calls it: for what a test prepares or
 * checks behind the panel, through the CMS's own rules and webhooks. Signs in again once when the
 * session is refused (a CMS started anew).
 */
export async function adminApi(method: string, pathname: string, body?: unknown, admin: string = EDITOR_CMS): Promise<Response> {
  const call = async (token: string) =>
    fetch(`${admin}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let session = sessions.get(admin);
  if (!session) {
    session = signedInToken(admin);
    sessions.set(admin, session);
  }
  const answer = await call(await session);
  if (answer.status !== 401) return answer;
  const renewed = signedInToken(admin);
  sessions.set(admin, renewed);
  return call(await renewed);
}

/** The panel's page for a new entry of a collection type (`api::article.article`). */
export async function newEntry(page: Page, uid: string, admin: string = EDITOR_CMS): Promise<void> {
  await page.goto(`${admin}/admin/content-manager/collection-types/${uid}/create`, { waitUntil: 'networkidle' });
}

/** The panel's page of an entry, by its document id. */
export async function openEntry(page: Page, uid: string, documentId: string, admin: string = EDITOR_CMS): Promise<void> {
  await page.goto(`${admin}/admin/content-manager/collection-types/${uid}/${documentId}`, { waitUntil: 'networkidle' });
}

/**
 * Opens a panel page and waits for `ready` on it. The panel is a slow single-page app on a busy
 * machine: a page that has not drawn `ready` in 20 s is loaded once more before the test fails,
 * and the failure says what the panel showed instead.
 */
export async function openAdminPage(page: Page, url: string, ready: Locator): Promise<void> {
  for (const attempt of [1, 2]) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    try {
      await ready.waitFor({ timeout: 20_000 });
      return;
    } catch (error) {
      if (attempt === 2) {
        const shown = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
        throw new Error(`the panel did not show ${String(ready)} at ${page.url()}; it showed: «${shown}»`, { cause: error });
      }
    }
  }
}

/** The toast the panel shows after an action. */
export const toast = (page: Page, text: RegExp): Locator =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

/** The editors' site's pages for one file's tests: the panel, signed in, and a visitor's page. */
export interface EditorsSite {
  admin: Page;
  visitor: Page;
}

/**
 * Starts the editors' site before a file's tests, with the panel signed in at `adminOrigin` and a
 * visitor's page, and stops it after them. The pages are there once the tests run.
 */
export function useEditorsSite(browser: () => Browser, adminOrigin: string = EDITOR_CMS): EditorsSite {
  const pages: Partial<EditorsSite> = {};
  beforeAll(async () => {
    await startEditorSite();
    pages.admin = await browser().newPage({ viewport: { width: 1400, height: 900 } });
    pages.visitor = await browser().newPage({ viewport: DESKTOP });
    await signIn(pages.admin, adminOrigin);
  }, 240_000);
  afterAll(async () => {
    await pages.admin?.close();
    await pages.visitor?.close();
    await stopEditorSite();
  });
  const opened = (name: keyof EditorsSite): Page => {
    const page = pages[name];
    if (!page) throw new Error("El sitio de los editores aún no se ha iniciado");
    return page;
  };
  return {
    get admin() {
      return opened('admin');
    },
    get visitor() {
      return opened('visitor');
    },
  };
}
