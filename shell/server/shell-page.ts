import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';

const ENV_SCRIPT_TAG = '<script src="/env.js"></script>';

/** The runtime configuration as a script body (`<` escaped: it sits inside a <script> element). */
export function runtimeConfigScript(remotes: Record<RemoteName, string>): string {
  return `window.__SITE_ENV__=${JSON.stringify({ remotes }).replace(/</g, '\\u003c')};`;
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

/**
 * The shell's page for a visitor: every script carries this response's nonce
 * (the CSP allows nothing else), the runtime configuration is written in
 * instead of a render-blocking /env.js request, and each remote origin gets a
 * preconnect so the first remote request does not wait for a connection.
 */
export function shellPage({
  distDir,
  nonce,
  remotes,
  remoteOrigins,
}: {
  distDir: string;
  nonce: string;
  remotes: Record<RemoteName, string>;
  remoteOrigins: readonly string[];
}): string {
  const html = readTemplate(distDir).replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
  const preconnects = remoteOrigins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`).join('');
  const envTag = ENV_SCRIPT_TAG.replace('<script', `<script nonce="${nonce}"`);
  return html.replace(envTag, `${preconnects}<script nonce="${nonce}">${runtimeConfigScript(remotes)}</script>`);
}
