import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { OFF_FIRST_SCREEN_ATTRIBUTE, PAINTED_ATTRIBUTE } from '@site/shared/ui/styles';
import { redactUrl } from './observability/logger';

/**
 * The styles of what a page's first screen does not draw (first-screen.ts), served apart so the
 * HTML carries only the first screen's: `/_estilos/<hash>.css?ruta=<page>`. The hash names the
 * rules, so a browser keeps them for a year. The server that rendered the page answers from what
 * its render stored (the store below); the page's path lets any other server of the fleet answer,
 * or one restarted since: it renders the same page's tree for the same releases, for its styles alone.
 */
export const DEFERRED_STYLES_PATH = '/_estilos/';

/** How long after a failed sheet the loader asks for it once more. */
const DEFERRED_STYLES_RETRY_MS = 2_000;

/**
 * The marked elements are hidden until their styles are in, never shown unstyled; a closed one (a
 * menu) takes no room either, its own `display: none` being among the deferred rules. Both rules
 * sit in a cascade layer, which every rule of the page's own beats: once they are in, the
 * elements' own visibility and display hold, and the browser's own (a <dialog>'s) where they set
 * none. The reveal beats the hiding rule by specificity, whatever order the browser's emotion
 * cache leaves the sheets in.
 */
// Clipped too: a hidden band's unstyled image still overflowed the page's width, and a phone then
// laid the page out wider, the fixed WhatsApp button off screen until the sheet came (CLS 0.029).
// And skipped while off screen (content-visibility) until the shell paints it after hydration: each layout
// while the page loads (the first paint, the deferred sheet, the fonts, hydration) is the first screen's.
const HIDE =
  `@layer first-screen{[${OFF_FIRST_SCREEN_ATTRIBUTE}]{visibility:hidden;overflow:clip}[${OFF_FIRST_SCREEN_ATTRIBUTE}="closed"]{display:none}` +
  `[${OFF_FIRST_SCREEN_ATTRIBUTE}=""]:not([${PAINTED_ATTRIBUTE}]){content-visibility:auto;contain-intrinsic-size:auto 700px}}`;
const REVEAL = `@layer first-screen{:root [${OFF_FIRST_SCREEN_ATTRIBUTE}]{visibility:inherit;overflow:revert-layer;display:revert-layer}}`;
/** Without the sheet: what is below the fold is shown with the styles it has; what is closed stays closed. */
const SHOW_WITHOUT_SHEET = `@layer first-screen{:root [${OFF_FIRST_SCREEN_ATTRIBUTE}]{visibility:inherit}}`;

export interface DeferredStyles {
  hash: string;
  css: string;
}

/**
 * The page's deferred rules (emotion's ids, which hash each rule, and the rules), named by
 * the set of their ids: a render that inserted them in another order (the first, while lazy parts
 * load) names the same sheet.
 */
export function deferredStylesOf(rules: ReadonlyArray<readonly [id: string, css: string]>): DeferredStyles {
  const ids = rules.map(([id]) => id).sort().join(' ');
  return {
    hash: crypto.createHash('sha256').update(ids).digest('base64url').slice(0, 16),
    css: REVEAL + rules.map(([, css]) => css).join(''),
  };
}

export function deferredStylesHref(styles: DeferredStyles, pageUrl: string): string {
  // The confirmation page's token stays in its own address: the sheet's names the page with a stand-in.
  return `${DEFERRED_STYLES_PATH}${styles.hash}.css?ruta=${encodeURIComponent(redactUrl(pageUrl))}`;
}

/**
 * What goes into <head>: a rule that hides the marked elements until their styles are in, naming
 * the stylesheet for the inline loader below, and the stylesheet itself for a browser without
 * scripts (a blocking one there: nothing else would apply it).
 */
export function deferredStyleTags(href: string, nonce: string): string {
  const attribute = href.replace(/&/g, '&amp;');
  return (
    `<style nonce="${nonce}" data-deferred-styles="${attribute}">${HIDE}</style>` +
    `<noscript><link rel="stylesheet" href="${attribute}"/></noscript>`
  );
}

/**
 * Statements for the page's inline loader (script-loader.ts), run once the first screen is shown,
 * with the nonce in `n`: add the stylesheet the hiding rule names. Requested then, and inserted by a
 * script, it takes no bandwidth from the first screen and holds back no paint; fetched for print, at
 * the lowest priority, it is applied once it is in. Were it to fail, what is below the fold is shown
 * with the styles it has (the closed menus stay closed: the footer links to every page) and the
 * sheet is asked for once more.
 */
export const deferredStylesLoader =
  `var s=document.querySelector("style[data-deferred-styles]");` +
  `var add=function(again){var l=document.createElement("link");l.rel="stylesheet";l.media="print";l.href=s.getAttribute("data-deferred-styles");l.nonce=n;` +
  `l.onload=function(){l.media="all"};` +
  `l.onerror=function(){l.remove();if(!again)return;var r=document.createElement("style");r.nonce=n;r.textContent=${JSON.stringify(SHOW_WITHOUT_SHEET)};` +
  `document.head.appendChild(r);setTimeout(function(){add(false)},${DEFERRED_STYLES_RETRY_MS})};document.head.appendChild(l)};` +
  `if(s)add(true);`;

export interface DeferredStylesStore {
  remember(styles: DeferredStyles): void;
  get(hash: string): string | undefined;
}

/** The stylesheets this server's pages named lately, by hash, within a bound on their total size. */
export function createDeferredStylesStore(maxBytes = 8 * 1024 * 1024): DeferredStylesStore {
  const sheets = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (css) => Math.max(1, css.length) });
  return {
    remember: (styles) => void sheets.set(styles.hash, styles.css),
    get: (hash) => sheets.get(hash),
  };
}

/** A sheet's file name: its hash. */
export const DEFERRED_SHEET_FILE = /^([A-Za-z0-9_-]{16})\.css$/;
