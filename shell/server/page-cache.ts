import { LRUCache } from 'lru-cache';
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
 *
 * `now` replaces the cache's clock (performance.now()) in tests.
 */
export function createPageCache(
  { freshMs, maxAgeMs, maxEntries, onLookup = () => undefined }: PageCacheOptions,
  now?: () => number,
): PageCache {
  // A page's age is maxAgeMs minus its remaining ttl; ttlResolution 0 reads the clock at each
  // look-up rather than keeping it a millisecond on a timer.
  const pages = new LRUCache<string, RenderedDocument>({ max: maxEntries, ttl: maxAgeMs, ttlResolution: 0, perf: now && { now } });
  // Hand-written: lru-cache's fetch() hands every waiter the value it stores, and a render that is
  // not kept (an error page) must still reach every visitor waiting on it, leaving the stale page kept.
  const rendering = new Map<string, Promise<RenderedDocument>>();

  function renderOnce(key: string, render: () => Promise<RenderedDocument>): Promise<RenderedDocument> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const started: Promise<RenderedDocument> = render()
      .then((document) => {
        // No longer the key's render once clear() ran: it may hold the old content.
        if (document.cacheable && maxAgeMs > 0 && rendering.get(key) === started) pages.set(key, document);
        return document;
      })
      .finally(() => {
        if (rendering.get(key) === started) rendering.delete(key);
      });
    rendering.set(key, started);
    return started;
  }

  return {
    async get(key, render) {
      // get() makes the page the last to go.
      const kept = pages.get(key);
      const age = maxAgeMs - pages.getRemainingTTL(key);
      if (kept && age < maxAgeMs) {
        if (age >= freshMs) renderOnce(key, render).catch(() => undefined);
        onLookup(age >= freshMs ? 'stale' : 'fresh');
        return kept;
      }
      onLookup('miss');
      return renderOnce(key, render);
    },
    clear() {
      pages.clear();
      rendering.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
