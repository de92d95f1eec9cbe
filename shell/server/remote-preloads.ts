import { escapeHtml } from './escape-html';

/** A file the browser will need for the page, fetched early. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

export interface RemotePreloads {
  /** The route's remote files (manifest, remote entry, the page's own chunks), or just the manifest when unknown. */
  forPage(browserManifest: string, module: string): Promise<Preload[]>;
}

interface BrowserManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * What the browser will load to take a server-rendered page over: the remote's
 * manifest, its remote entry and the page module's chunks, read from the
 * remote's browser manifest (kept for `maxAgeMs`), so the browser fetches them
 * in parallel with the shell instead of one after another.
 */
export function createRemotePreloads({ timeoutMs, maxAgeMs }: { timeoutMs: number; maxAgeMs: number }): RemotePreloads {
  const manifests = new Map<string, { at: number; manifest: Promise<BrowserManifest | null> }>();

  function manifestAt(url: string): Promise<BrowserManifest | null> {
    const kept = manifests.get(url);
    if (kept && Date.now() - kept.at < maxAgeMs) return kept.manifest;
    const manifest = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? ((await response.json()) as BrowserManifest) : null))
      .catch(() => null);
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  return {
    async forPage(browserManifest, module) {
      const preloads: Preload[] = [{ href: browserManifest, as: 'fetch' }];
      const manifest = await manifestAt(browserManifest);
      const entry = manifest?.metaData?.remoteEntry;
      const wanted = `./${module.replace(/^\.\//, '')}`;
      const expose = manifest?.exposes?.find((item) => item.path === wanted);
      if (!manifest || typeof entry?.name !== 'string' || !expose) return preloads;
      const file = (name: string) => new URL(name, browserManifest).href;
      const entryPath = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
      preloads.push({ href: file(entryPath + entry.name), as: 'script' });
      for (const chunk of stringsOf(expose.assets?.js?.sync)) preloads.push({ href: file(chunk), as: 'script' });
      for (const sheet of stringsOf(expose.assets?.css?.sync)) preloads.push({ href: file(sheet), as: 'style' });
      return preloads;
    },
  };
}


/** The preloads as <link> tags for <head>, under the page's CSP nonce. */
export function preloadLinks(preloads: readonly Preload[], nonce: string): string {
  return preloads
    .map(({ href, as }) => {
      // The manifest is read with fetch() (CORS): a preload. Scripts and styles are
      // prefetched: Chromium answers a later request for a file whose *preload* failed
      // with that failure, so the fallback's "Reintentar" could never load the remote.
      if (as === 'fetch') return `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" nonce="${nonce}"/>`;
      return `<link rel="prefetch" as="${as}" href="${escapeHtml(href)}" nonce="${nonce}"/>`;
    })
    .join('');
}
