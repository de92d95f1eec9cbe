import type { RenderedDocument } from './render-page';

export interface PageCacheOptions {
  /** A page younger than this is served as is. */
  freshMs: number;
  /** An older page is still served, up to this age, while a new one renders; 0 turns the cache off. */
  maxAgeMs: number;
  /** Pages kept at most (the least recently used go first). */
  maxEntries: number;
  /** Told of each lookup: a page young enough, one served while a new one renders, or none kept. */
  onLookup?: (result: 'fresh' | 'stale' | 'miss') => void;
}

export interface PageCache {
  /** The page for this key: kept, or rendered now (one render per key at a time). */
  get(key: string, render: () => Promise<RenderedDocument>): Promise<RenderedDocument>;
  /** Forgets every page (the content changed); a render under way is not kept either. */
  clear(): void;
  readonly size: number;
}

/**
 * Rendered pages for anonymous visitors, kept briefly (stale-while-revalidate):
 * a burst of visitors to a page costs one render, and what an editor
 * publishes still shows within seconds. Only complete pages are kept (200 and
 * 404, every read answered); errors are rendered afresh each time.
 */
export function createPageCache(
  { freshMs, maxAgeMs, maxEntries, onLookup = () => undefined }: PageCacheOptions,
  now: () => number = Date.now,
): PageCache {
  const pages = new Map<string, { at: number; document: RenderedDocument }>();
  const rendering = new Map<string, Promise<RenderedDocument>>();
  /** Raised by clear(): a render that started before it may hold the old content. */
  let generation = 0;

  function renderOnce(key: string, render: () => Promise<RenderedDocument>): Promise<RenderedDocument> {
    let pending = rendering.get(key);
    if (!pending) {
      const startedIn = generation;
      pending = render()
        .then((document) => {
          if (document.cacheable && maxAgeMs > 0 && startedIn === generation) {
            pages.delete(key);
            pages.set(key, { at: now(), document });
            while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
          }
          return document;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    async get(key, render) {
      const kept = pages.get(key);
      const age = kept ? now() - kept.at : Infinity;
      if (kept && age < maxAgeMs) {
        // Recently used: last to go.
        pages.delete(key);
        pages.set(key, kept);
        if (age >= freshMs) renderOnce(key, render).catch(() => undefined);
        onLookup(age >= freshMs ? 'stale' : 'fresh');
        return kept.document;
      }
      if (kept) pages.delete(key);
      onLookup('miss');
      return renderOnce(key, render);
    },
    clear() {
      generation += 1;
      pages.clear();
      rendering.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
