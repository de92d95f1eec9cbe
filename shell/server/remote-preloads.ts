import { LRUCache } from 'lru-cache';
import { remoteEntryUrl } from '@site/shared/federation';

/** A file the browser will need for the page, fetched early. */
export interface Preload {
  href: string;
  as: 'script' | 'style';
}

export interface RemotePreloads {
  /** The route's remote files (its entry and the page's own chunks), or just the entry when the manifest is unknown. */
  forPage(browserManifest: string, module: string): Promise<Preload[]>;
}

interface BrowserManifest {
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
}

/** Manifests kept at most: every deploy names new ones, and a long-lived server would otherwise keep them all. */
const MANIFESTS_KEPT = 64;

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * What the browser will load to take a server-rendered page over: the remote's
 * entry and the page module's chunks, read from the remote's browser manifest
 * (kept for `maxAgeMs`), so the browser fetches them in parallel with the shell
 * instead of one after another.
 */
export function createRemotePreloads({
  timeoutMs,
  maxAgeMs,
  fetchUrl = (url) => url,
}: {
  timeoutMs: number;
  maxAgeMs: number;
  /** Where this server fetches a manifest from (default: its URL); the links keep the browser's URLs. */
  fetchUrl?: (url: string) => string;
}): RemotePreloads {
  // The answer itself is kept, from the moment it is asked for: concurrent pages share it, and a
  // manifest that could not be read (null, which fetch() could not keep) is not asked for at every page.
  const manifests = new LRUCache<string, Promise<BrowserManifest | null>>({ max: MANIFESTS_KEPT, ttl: maxAgeMs, ttlResolution: 0 });

  function manifestAt(url: string): Promise<BrowserManifest | null> {
    const kept = manifests.get(url);
    if (kept) return kept;
    const manifest = fetch(fetchUrl(url), { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? ((await response.json()) as BrowserManifest) : null))
      .catch(() => null);
    manifests.set(url, manifest);
    return manifest;
  }

  return {
    async forPage(browserManifest, module) {
      // The browser loads the remote's entry, not its manifest (remoteEntryUrl).
      const preloads: Preload[] = [{ href: remoteEntryUrl(browserManifest), as: 'script' }];
      const manifest = await manifestAt(browserManifest);
      const wanted = `./${module.replace(/^\.\//, '')}`;
      const expose = manifest?.exposes?.find((item) => item.path === wanted);
      if (!expose) return preloads;
      const file = (name: string) => new URL(name, browserManifest).href;
      for (const chunk of stringsOf(expose.assets?.js?.sync)) preloads.push({ href: file(chunk), as: 'script' });
      for (const sheet of stringsOf(expose.assets?.css?.sync)) preloads.push({ href: file(sheet), as: 'style' });
      return preloads;
    },
  };
}
