import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../../scripts/lib/chromium.mjs';
import { EDITOR_ADMIN, EDITOR_CMS, SITE } from './servers';

/** Content-Security-Policy violations seen by any page of this file's browser since the last check. */
const cspViolations: string[] = [];

/**
 * Every page runs under the server's Content-Security-Policy; a violation
 * means lost behaviour or style. Each context reports them (the DOM event and
 * Chromium's own console line), and browserPerFile fails the test that saw one.
 * Strapi's admin panel (the editors' test) runs under Strapi's own policy, not the site's.
 */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (message.page()?.url().startsWith(EDITOR_CMS)) return;
    // The same panel opened under `localhost` (the preview's test): its own scripts, under its own policy
    // (its preview page evaluates Strapi's live-preview script, which that policy refuses). The site's
    // page it frames still reports its own.
    const adminScripts = `${EDITOR_ADMIN}/admin/`;
    if (message.location().url.startsWith(adminScripts) || message.text().includes(` in ${adminScripts}`)) return;
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) cspViolations.push(`${message.location().url}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
    });
  });
}

/** The contexts open now, each recording a trace chunk for the running test (see artifacts.ts). */
export const liveContexts = new Set<BrowserContext>();

/**
 * Traces hold a DOM snapshot of each action; E2E_TRACE=screenshots adds the filmstrip (its frames cost
 * a tenth of the suite's CPU), E2E_TRACE=0 records none (failed tests still get their screenshots).
 */
export const tracing = process.env.E2E_TRACE !== '0';
const traceScreenshots = process.env.E2E_TRACE === 'screenshots';

/** Chromium at a lower priority than the site's servers (low-priority-chromium.sh). */
const LOW_PRIORITY_CHROMIUM = path.join(__dirname, 'low-priority-chromium.sh');

/**
 * Chromium's own UI pages that no test looks at: each window (a context here) preloads its address bar's
 * WebUI popups in renderers of their own, the busiest processes of the suite (three heavy files took
 * 180 s with them, 152 s without).
 */
const UNUSED_BROWSER_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: LOW_PRIORITY_CHROMIUM,
    args: [...PLAYWRIGHT_ARGS, UNUSED_BROWSER_UI],
    env: { ...process.env, E2E_CHROMIUM_PATH: CHROMIUM_PATH },
  });
  const newContext = browser.newContext.bind(browser);
  // Browser.newPage goes through newContext too, so every page is watched and traced.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    if (tracing) await context.tracing.start({ screenshots: traceScreenshots, snapshots: true, title: expect.getState().currentTestName });
    liveContexts.add(context);
    context.on('close', () => liveContexts.delete(context));
    return context;
  };
  return browser;
}

/** The CSP violations seen since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** How Chromium's console reports a document answered with 404 (the status crawlers must see). */
export const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen since the page opened. */
  errors: string[];
  close: () => Promise<void>;
}

/** A page in a fresh context (empty cache, no cookies), in Spanish, recording its console errors. */
export async function newSitePage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'es-CL' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Opens a route of the site in a fresh context (empty cache, no cookies). */
export async function openPage(
  browser: Browser,
  route: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<OpenedPage> {
  const { context, page, errors } = await newSitePage(browser, viewport);
  // A path of the site, or a whole URL (a second shell).
  await page.goto(/^https?:/.test(route) ? route : SITE + route, { waitUntil: 'networkidle' });
  await waitForPage(page);
  return { page, errors, close: () => context.close() };
}

/**
 * A page is ready when its component has rendered and hydrated: every page (and the fallback)
 * sets the title, the shell's loading spinner is gone, and the page's boundary has marked the
 * document (`data-page-hydrated`, shell/src/federation/page-hydrated.tsx). The server's HTML is
 * on screen long before that, and the shell's scripts start only after the first paint: on a busy
 * 2-core machine 'networkidle' alone can come before React has hydrated what a test clicks.
 */
export async function waitForPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.title !== '' && !document.querySelector('[data-page-loading]') && document.documentElement.dataset.pageHydrated !== undefined,
    null,
    { timeout: 20_000 },
  );
}

/** axe-core's serious and critical findings, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A hydrated page paints what is below the fold part by part (paint-below-the-fold.ts): axe reads
  // a part still skipped as text on the page's white.
  await page.waitForFunction(
    () => !document.documentElement.dataset.pageHydrated || !document.querySelector('[data-off-first-screen=""]:not([data-painted])'),
    null,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** One browser per test file: launched before its tests, closed after them. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    expect(takeCspViolations()).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('El navegador aún no se ha iniciado');
    return browser;
  };
}
