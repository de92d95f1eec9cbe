import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';

/**
 * The runtime configuration as a script body (`<` escaped: it sits inside a
 * <script> element): where each remote is and, in a rendered page, which remote
 * pages the server rendered (renderedPageKey → outcome).
 */
export function runtimeConfigScript(remotes: Record<RemoteName, string>, rendered?: Record<string, 'ok' | 'failed'>): string {
  return `window.__SITE_ENV__=${JSON.stringify(rendered ? { remotes, rendered } : { remotes }).replace(/</g, '\\u003c')};`;
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
    .filter((src) => src !== '' && src !== '/env.js');
}
