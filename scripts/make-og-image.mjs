// @ts-check
// Renders the site-wide link-preview image, shell/design/og-image.svg, to the
// JPEG the site serves (shell/public/og-image.jpg): link-preview crawlers do not
// read SVG. Drawn by Debian's Chromium with the site's own Montserrat (the SVG
// names the font; Chromium loads it from the npm package, offline) and encoded
// by it too, so nothing else needs installing.
// Run it after editing the SVG: `node scripts/make-og-image.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './lib/chromium.mjs';

/* global document -- (page.evaluate runs in the page) */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'shell/design/og-image.svg');
const target = path.join(root, 'shell/public/og-image.jpg');
const fontFile = path.join(root, 'node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Montserrat; font-weight: 100 900; src: url('${pathToFileURL(fontFile).href}') format('woff2'); }
html, body { margin: 0; }
</style></head><body>${fs.readFileSync(source, 'utf8')}</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  // From a file: a page of its own origin could not load the font from the disk.
  const pageFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'og-image-')), 'og-image.html');
  fs.writeFileSync(pageFile, html);
  await page.goto(pathToFileURL(pageFile).href);
  await page.evaluate(() => document.fonts.ready);
  fs.rmSync(path.dirname(pageFile), { recursive: true });
  const fonts = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
  if (fonts === 0) throw new Error(`Montserrat no cargó desde ${fontFile}`);
  // Quality 88: the text's edges stay clean and the file stays far under the 100 KB budget.
  await page.screenshot({ path: target, type: 'jpeg', quality: 88, clip: { x: 0, y: 0, width: 1200, height: 630 } });
} finally {
  await browser.close();
}
console.log(`${path.relative(root, target)}: ${Math.round(fs.statSync(target).size / 1024)} KB`);
