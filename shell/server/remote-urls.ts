import fs from 'node:fs';
import type { RemoteName } from '@site/shared/federation';
import type { ServerConfig } from './server-config';

let warnedAbout = '';

/** Keeps http(s) URLs only: anything else in the file would end up in the page and the CSP. */
function httpUrls(value: unknown): Partial<Record<RemoteName, string>> {
  if (typeof value !== 'object' || value === null) return {};
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string') continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') urls[name as RemoteName] = parsed.href;
    } catch {
      // not a URL: ignored
    }
  }
  return urls;
}

/**
 * The manifest URL of every remote as configured right now: defaults, then
 * REMOTE_<NAME>_URL, then the remotes file (re-read each time, so a remote can
 * move with no restart). A broken file is reported once and ignored.
 */
export function readRemoteUrls(config: ServerConfig): Record<RemoteName, string> {
  const urls = { ...config.remoteDefaults, ...config.remoteOverrides };
  const file = config.remotesFile;
  if (!file) return urls;
  try {
    const fromFile = httpUrls(JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const name of Object.keys(urls) as RemoteName[]) {
      const url = fromFile[name];
      if (url) urls[name] = url;
    }
    warnedAbout = '';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && warnedAbout !== String(error)) {
      warnedAbout = String(error);
      console.warn(`[shell] ${file} no se pudo leer; se usan las URL anteriores: ${String(error)}`);
    }
  }
  return urls;
}

/** The distinct origins of the remotes, for the CSP, CORS preconnects and resource hints. */
export function remoteOrigins(urls: Record<RemoteName, string>): string[] {
  return [...new Set(Object.values(urls).map((url) => new URL(url).origin))];
}
