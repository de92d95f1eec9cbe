// @ts-check
// What responsive images save on a phone. Each route is loaded in a 390 px
// wide viewport at the device pixel ratios of today's phones, scrolled to the
// end so that lazy images load too; for every image of the CMS's media library
// the bytes of the rendition the browser chose (`currentSrc`, from the
// `srcset`) are compared with the bytes of the original upload (`src`), which
// is what every visitor downloaded before.
/* global document, window -- (page.evaluate runs in the page) */
import { kb, markdownTable } from './markdown.mjs';

export const PHONE_WIDTH = 390;
export const PHONE_HEIGHT = 844;
export const PIXEL_RATIOS = [2, 3];

/**
 * @typedef {object} ImageLoad
 * @property {string} chosen the rendition the browser loaded
 * @property {string} original the uploaded file
 */

/**
 * @typedef {object} ResponsiveImagesRow
 * @property {string} path
 * @property {number} pixelRatio
 * @property {number} images CMS images loaded
 * @property {number} withSrcset of which offered renditions
 * @property {number} chosenBytes what the browser downloaded for them
 * @property {number} originalBytes what the originals weigh
 */

/**
 * Sums the bytes of the chosen renditions and of the originals of a page's
 * images (each URL counted once, as the browser fetches it once).
 * @param {ImageLoad[]} loads
 * @param {(url: string) => number} sizeOf bytes of one file
 */
export function sumImageBytes(loads, sizeOf) {
  const chosen = new Set(loads.map((load) => load.chosen));
  const originals = new Set(loads.map((load) => load.original));
  const total = (/** @type {Set<string>} */ urls) => [...urls].reduce((sum, url) => sum + sizeOf(url), 0);
  return { chosenBytes: total(chosen), originalBytes: total(originals) };
}

/** @param {string} url */
async function bytesOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Array<ImageLoad & { srcset: boolean }>>}
 */
async function loadedCmsImages(page) {
  // Scroll the whole page in steps so that every lazy image enters the viewport.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.complete && img.naturalWidth > 0 && new URL(img.src).pathname.startsWith('/uploads/'))
      .map((img) => ({ chosen: img.currentSrc, original: img.src, srcset: img.srcset !== '' })),
  );
}

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, paths: string[], log: (message: string) => void }} options
 * @returns {Promise<ResponsiveImagesRow[]>}
 */
export async function measureResponsiveImages({ browser, baseUrl, paths, log }) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  /** @type {ResponsiveImagesRow[]} */
  const rows = [];
  for (const path of paths) {
    for (const pixelRatio of PIXEL_RATIOS) {
      log(`responsive images ${path} at ${PHONE_WIDTH} px, ×${pixelRatio}`);
      const context = await browser.newContext({
        viewport: { width: PHONE_WIDTH, height: PHONE_HEIGHT },
        deviceScaleFactor: pixelRatio,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        await page.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 60_000 });
        const loads = await loadedCmsImages(page);
        for (const url of new Set(loads.flatMap((load) => [load.chosen, load.original]))) {
          if (!sizes.has(url)) sizes.set(url, await bytesOf(url));
        }
        rows.push({
          path,
          pixelRatio,
          images: loads.length,
          withSrcset: loads.filter((load) => load.srcset).length,
          ...sumImageBytes(loads, (url) => sizes.get(url) ?? 0),
        });
      } finally {
        await context.close();
      }
    }
  }
  return rows;
}

/** @param {ResponsiveImagesRow[]} rows */
export function renderResponsiveImages(rows) {
  /** @type {string[][]} */
  const table = [['Route', 'Pixel ratio', 'CMS images', 'with srcset', 'KB loaded', 'KB of the originals', 'KB saved', 'Saved']];
  for (const row of rows) {
    const saved = row.originalBytes - row.chosenBytes;
    table.push([
      `\`${row.path}\``,
      `×${row.pixelRatio}`,
      String(row.images),
      String(row.withSrcset),
      kb(row.chosenBytes),
      kb(row.originalBytes),
      kb(saved),
      row.originalBytes === 0 ? '–' : `${Math.round((saved / row.originalBytes) * 100)} %`,
    ]);
  }
  return [
    `## Responsive images on a ${PHONE_WIDTH} px phone`,
    '',
    'Each route scrolled to its end in Chromium at the given device pixel ratio; for every image of the CMS ' +
      'media library, the rendition the browser chose from its srcset against the original upload (what every ' +
      'visitor downloaded before the renditions). Bytes as served (images are not compressed again).',
    '',
    markdownTable(table),
    '',
  ].join('\n');
}
