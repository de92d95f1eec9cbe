import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';
import type { SiteNavigation } from '../src/layout/navigation/site-navigation';

/** What a rendered page tells the browser besides where the remotes are. */
export interface RenderedState {
  /** The remote pages the server rendered (renderedPageKey → outcome). */
  rendered: Record<string, 'ok' | 'failed'>;
  /** The CMS reads of the first view, by swr key. */
  data: Record<string, unknown>;
  /** The routes and menus of the visitor's live releases, as the page was rendered with them. */
  navigation: SiteNavigation;
}

/**
 * The runtime configuration as a script body. It sits inside a <script>
 * element and carries CMS content: `<` is escaped (no `</script>` can end it
 * early), and so are the line separators JSON allows and old scripts did not.
 * A string handed to JSON.parse, not an object literal: the catalogue's 30 KB
 * of products parse several times faster that way on a phone.
 */
export function runtimeConfigScript(remotes: Record<RemoteName, string>, state?: Partial<RenderedState>): string {
  const literal = JSON.stringify(JSON.stringify({ remotes, ...state }))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__SITE_ENV__=JSON.parse(${literal});`;
}

/** What every page takes from the shell's browser build. */
export interface ShellFiles {
  /** The shell's browser entry scripts, as its build wrote them into index.html. */
  entryScripts: string[];
  /**
   * The shell's stylesheets' rules (the fonts' @font-face, 1.5 KB), to write into the page's
   * <head>: a linked stylesheet is a request that holds back the first paint. Their font URLs are absolute.
   */
  inlineStyles: string;
  /**
   * The Latin font files the shell's stylesheets use (Spanish needs no other subset), to preload:
   * the text is then drawn in its own font from the start and does not move when the font arrives.
   */
  fonts: string[];
}

/** Reads the shell's build once: its index.html's scripts and stylesheets, and what they name. */
export function readShellFiles(distDir: string): ShellFiles {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entryScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '').filter(Boolean);
  const sheets = [...html.matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)]
    .map((match) => match[1] ?? '')
    .filter(Boolean)
    .map((sheet) => fs.readFileSync(path.join(distDir, sheet.replace(/^\//, '')), 'utf8'));
  const fonts = sheets.flatMap((css) =>
    [...css.matchAll(/url\((\/[^)]*-latin-[^)]*\.woff2)\)/g)].map((match) => match[1] ?? '').filter((href) => href !== '' && !href.includes('-latin-ext-')),
  );
  return { entryScripts, inlineStyles: sheets.join(''), fonts };
}

/**
 * The shell's build as pages use it: read once, and again only when a new build replaced its
 * index.html (`npm run dev` rebuilds the shell under a running server).
 */
export function shellFilesOf(distDir: string): () => ShellFiles {
  let kept: { mtimeMs: number; files: ShellFiles } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(path.join(distDir, 'index.html'));
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, files: readShellFiles(distDir) };
    return kept.files;
  };
}
