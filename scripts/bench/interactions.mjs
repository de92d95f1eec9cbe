// @ts-check
// Interactions after load on a slow phone: each page opened in a fresh Chromium context with the
// CPU slowed CPU_SLOWDOWN× (Emulation.setCPUThrottlingRate, from the start, as the phone is slow
// all along), waited for until it has hydrated and gone quiet, then used as a visitor would:
// typing a word letter by letter in the catalogue's search, opening the header's menu (hover at
// 1280 px, the menu button at 390 px), typing in the contact form. How long each interaction took
// to be answered comes from the page's own Event Timing entries (interaction-timing.mjs).
// BENCH_INTERACTIONS=0 skips it.
/* global document, window, addEventListener, removeEventListener, requestAnimationFrame, requestIdleCallback, MutationObserver -- (page.evaluate and the init script run in the page) */
import { PAGE_TIMEOUT_MS } from './first-load.mjs';
import { interactionDurations } from './interaction-timing.mjs';

/** @typedef {import('./interaction-timing.mjs').InteractionResult} InteractionResult */
/** @typedef {import('./interaction-timing.mjs').InteractionSample} InteractionSample */
/** @typedef {import('./interaction-timing.mjs').InteractionsResult} InteractionsResult */
/** @typedef {import('./interaction-timing.mjs').EventEntry} EventEntry */
/** @typedef {import('playwright-core').Page} Page */

/** A mid-range phone, as Lighthouse's mobile runs slow the CPU. */
export const CPU_SLOWDOWN = 4;
/** A phone as the end-to-end tests have it, at Lighthouse's mobile pixel ratio (blocking.mjs loads pages as it too); and a desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A brisk typist: each key lands while the previous one's work may still run. */
const KEY_DELAY_MS = 120;
/** Menus opened per page load. */
const MENU_OPENINGS = 3;
/** How long after the last input the bench waits for its entries (they come after the next paint). */
const SETTLE_MS = 800;

const SEARCH_TEXT = 'pantalla';
// Lower case and no accents: each character one key (an accent or a capital would add keys or none).
const NAME_TEXT = 'ana perez';
const MESSAGE_TEXT = 'quisiera una demo';

/** Runs in the page before its scripts: every Event Timing entry of 16 ms or more, kept until taken. */
function collectEventTiming() {
  /** @type {unknown[]} */
  const entries = [];
  /** @type {any} */ (window).__benchEventTiming = entries;
  try {
    new PerformanceObserver((list) => {
      // interactionId: not yet in TypeScript's DOM types.
      for (const entry of /** @type {Array<PerformanceEventTiming & { interactionId?: number }>} */ (list.getEntries())) {
        entries.push({ name: entry.name, interactionId: entry.interactionId ?? 0, startTime: entry.startTime, duration: entry.duration });
      }
      // 16 ms: the smallest threshold the API takes (EVENT_TIMING_THRESHOLD_MS).
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  } catch {
    // No Event Timing: nothing is reported, and the report shows it.
  }
}

/**
 * The entries since the last call (and forgets them).
 * @param {Page} page
 * @returns {Promise<EventEntry[]>}
 */
const takeEntries = (page) => page.evaluate(() => /** @type {any} */ (window).__benchEventTiming.splice(0));

/**
 * Starts watching for the element `id` to be shown: resolves (in the page) with the time from the
 * next pointer or key input to the first animation frame in which the element is shown.
 * @param {Page} page
 * @param {string} id
 */
async function watchShown(page, id) {
  await page.evaluate((elementId) => {
    /** @type {number | null} */
    let inputAt = null;
    const onInput = (/** @type {Event} */ event) => {
      inputAt ??= event.timeStamp;
      // A menu that CSS alone opens changes no node: look once the input's handlers have run.
      setTimeout(check, 0);
    };
    /** @type {() => void} */
    let check = () => {};
    const inputs = ['pointerover', 'pointerdown', 'touchstart', 'keydown'];
    for (const type of inputs) addEventListener(type, onInput, { capture: true });
    /** @type {any} */ (window).__benchShown = new Promise((resolve) => {
      const done = (/** @type {number | null} */ value) => {
        observer.disconnect();
        for (const type of inputs) removeEventListener(type, onInput, { capture: true });
        resolve(value);
      };
      check = () => {
        const element = document.getElementById(elementId);
        if (inputAt !== null && element?.checkVisibility()) requestAnimationFrame((frameAt) => done(frameAt - /** @type {number} */ (inputAt)));
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      setTimeout(() => done(null), 15_000);
    });
  }, id);
}

/** @param {Page} page @returns {Promise<number | null>} */
const shownAfter = (page) => page.evaluate(() => /** @type {any} */ (window).__benchShown);

/**
 * Opens a page as the slow phone (or desktop) and waits until it has hydrated and gone quiet.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {typeof PHONE | typeof DESKTOP} device
 */
async function openSlowly(browser, url, device) {
  const context = await browser.newContext({ ...device, locale: 'es-CL', serviceWorkers: 'block' });
  try {
    await context.addInitScript(collectEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    // As the end-to-end tests' waitForPage: the page's component has rendered and hydrated.
    await page.waitForFunction(
      () => document.title !== '' && !document.querySelector('[data-page-loading]') && document.documentElement.dataset.pageHydrated !== undefined,
      null,
      { timeout: PAGE_TIMEOUT_MS },
    );
    // Quiet: what runs after hydration (prefetches, idle callbacks) is done before the visitor acts.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
    await page.waitForTimeout(500);
    await takeEntries(page);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Types `text` into a field letter by letter; one interaction per key.
 * @param {Page} page
 * @param {import('playwright-core').Locator} field
 * @param {string} text
 * @returns {Promise<InteractionSample>}
 */
async function typeInto(page, field, text) {
  // Focused without a click: the click would be an interaction of its own.
  await field.focus();
  await takeEntries(page);
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(SETTLE_MS);
  return { performed: text.length, durations: interactionDurations(await takeEntries(page)) };
}

/**
 * Opens a menu MENU_OPENINGS times, closing it in between; one interaction per opening.
 * @param {Page} page
 * @param {import('playwright-core').Locator} trigger its button (aria-controls names the menu)
 * @param {{ open: () => Promise<void>, close: () => Promise<void>, hover: boolean }} how
 * @returns {Promise<InteractionSample>}
 */
async function openMenu(page, trigger, { open, close, hover }) {
  const menuId = await trigger.getAttribute('aria-controls');
  if (!menuId) throw new Error('the menu button names no menu (aria-controls)');
  /** @type {InteractionSample} */
  const sample = { performed: 0, durations: [], shownMs: [] };
  for (let opening = 0; opening < MENU_OPENINGS; opening++) {
    await takeEntries(page);
    await watchShown(page, menuId);
    await open();
    const shown = await shownAfter(page);
    if (shown === null) throw new Error(`the menu #${menuId} was not shown within 15 s`);
    await page.waitForTimeout(SETTLE_MS);
    sample.performed += 1;
    // The opening's entries only (taken just before it): its longest, if any came.
    const durations = interactionDurations(await takeEntries(page), { hover });
    if (durations.length) sample.durations.push(Math.max(...durations));
    sample.shownMs?.push(shown);
    await close();
    await page.waitForTimeout(SETTLE_MS);
  }
  return sample;
}

/**
 * @typedef {object} Scenario one page load and what is done on it
 * @property {string} path
 * @property {typeof PHONE | typeof DESKTOP} device
 * @property {string[]} labels the interactions it measures, in order
 * @property {(page: Page) => Promise<InteractionSample[]>} act one sample per label
 */

/** @type {Scenario[]} */
const SCENARIOS = [
  {
    path: '/productos',
    device: PHONE,
    labels: [`Keystroke in the catalogue search ("${SEARCH_TEXT}")`],
    act: async (page) => [await typeInto(page, page.getByRole('searchbox', { name: 'Buscar productos' }), SEARCH_TEXT)],
  },
  {
    path: '/',
    device: DESKTOP,
    labels: ["Header menu 'Servicios' opened by hover"],
    act: async (page) => {
      const trigger = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Servicios' });
      const box = await trigger.boundingBox();
      if (!box) throw new Error("no 'Servicios' button in the header");
      // Away from the header, below it: leaving the group closes its menu.
      const away = { x: box.x + box.width / 2, y: 700 };
      await page.mouse.move(away.x, away.y);
      const sample = await openMenu(page, trigger, {
        hover: true,
        open: () => page.mouse.move(box.x + box.width / 2, box.y + box.height / 2),
        close: () => page.mouse.move(away.x, away.y),
      });
      return [sample];
    },
  },
  {
    path: '/',
    device: PHONE,
    labels: ["Phone's menu button (tap)"],
    act: async (page) => {
      const trigger = page.getByRole('button', { name: 'Abrir menú' });
      const sample = await openMenu(page, trigger, {
        hover: false,
        open: () => trigger.tap(),
        close: async () => {
          await page.keyboard.press('Escape');
          await page.locator('#menu-movil').waitFor({ state: 'hidden', timeout: PAGE_TIMEOUT_MS });
        },
      });
      return [sample];
    },
  },
  {
    path: '/contacto',
    device: PHONE,
    labels: ["Typing in the contact form's 'Nombre'", "Typing in the contact form's 'Mensaje'"],
    act: async (page) => {
      const form = page.locator('#contact-form');
      return [await typeInto(page, form.getByLabel('Nombre'), NAME_TEXT), await typeInto(page, form.getByLabel('Mensaje'), MESSAGE_TEXT)];
    },
  },
];

/**
 * Every interaction, `runs` page loads each.
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, runs: number, log: (message: string) => void }} options
 * @returns {Promise<InteractionsResult>}
 */
export async function measureInteractions({ browser, baseUrl, runs, log }) {
  /** @type {InteractionResult[]} */
  const interactions = [];
  for (const scenario of SCENARIOS) {
    const results = scenario.labels.map((label) => ({
      label,
      path: scenario.path,
      viewportWidth: scenario.device.viewport.width,
      /** @type {InteractionSample[]} */ samples: [],
      /** @type {string[]} */ errors: [],
    }));
    for (let run = 1; run <= runs; run++) {
      log(`interactions ${scenario.path} at ${scenario.device.viewport.width} px, CPU ${CPU_SLOWDOWN}× slower (${run}/${runs})`);
      try {
        const { context, page } = await openSlowly(browser, baseUrl + scenario.path, scenario.device);
        try {
          const samples = await scenario.act(page);
          samples.forEach((sample, i) => results[i]?.samples.push(sample));
        } finally {
          await context.close();
        }
      } catch (error) {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
        for (const result of results) result.errors.push(`run ${run}: ${message}`);
      }
    }
    interactions.push(...results);
  }
  return { cpuSlowdown: CPU_SLOWDOWN, interactions };
}
