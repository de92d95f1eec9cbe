import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';

/** What a rendered page tells the browser besides where the remotes are. */
export interface RenderedState {
  /** The remote pages the server rendered (renderedPageKey → outcome). */
  rendered: Record<string, 'ok' | 'failed'>;
  /** The CMS reads of the first view, by swr key. */
  data: Record<string, unknown>;
}

/**
 * The runtime configuration as a script body. It sits inside a <script>
 * element and carries CMS content: `<` is escaped (no `</script>` can end it
 * early), and so are the line separators JSON allows and old scripts did not.
 * A string handed to JSON.parse, not an object literal: the catalogue's 30 KB
 * of products parse several times faster that way on a phone.
 */
export function runtimeConfigScript(remotes: Record<RemoteName, string>, state?: RenderedState): string {
  const literal = JSON.stringify(JSON.stringify({ remotes, ...state }))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__SITE_ENV__=JSON.parse(${literal});`;
}

let template: { file: string; mtimeMs: number; html: string } | null = null;

/** The built index.html, read again only when a new shell build replaced it. */
function readTemplate(distDir: string): string {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (template?.file !== file || template.mtimeMs !== mtimeMs) {
    template = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  }
  return template.html;
}

/** The shell's browser entry scripts, as its build wrote them into index.html. */
export function shellEntryScripts(distDir: string): string[] {
  return [...readTemplate(distDir).matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter(Boolean);
}

/** The shell's stylesheets (the fonts), as its build wrote them into index.html. */
export function shellStylesheets(distDir: string): string[] {
  return [...readTemplate(distDir).matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)].map((match) => match[1] ?? '').filter(Boolean);
}

const stylesheetTexts = new Map<string, { mtimeMs: number; css: string }>();

/** A stylesheet of the shell's build, read again only when a new build replaced it. */
function readStylesheet(distDir: string, sheet: string): string {
  const file = path.join(distDir, sheet.replace(/^\//, ''));
  const { mtimeMs } = fs.statSync(file);
  let cached = stylesheetTexts.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, css: fs.readFileSync(file, 'utf8') };
    stylesheetTexts.set(file, cached);
  }
  return cached.css;
}

/**
 * The shell's stylesheets' rules (the fonts' @font-face, 1.5 KB), to write into the page's <head>:
 * a linked stylesheet is a request that holds back the first paint. Their font URLs are absolute.
 */
export function shellInlineStyles(distDir: string): string {
  return shellStylesheets(distDir)
    .map((sheet) => readStylesheet(distDir, sheet))
    .join('');
}

/**
 * The Latin font files the shell's stylesheets use (Spanish needs no other
 * subset), to preload: the text is then drawn in its own font from the start
 * and does not move when the font arrives.
 */
export function shellFontPreloads(distDir: string): string[] {
  return shellStylesheets(distDir).flatMap((sheet) =>
    [...readStylesheet(distDir, sheet).matchAll(/url\((\/[^)]*-latin-[^)]*\.woff2)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((href) => href !== '' && !href.includes('-latin-ext-')),
  );
}
