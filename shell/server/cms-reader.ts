import { queryParamsOf, type CmsQuery } from '@site/shared/cms/cms-queries';
import type { CmsCollection } from '@site/shared/cms/content-api-contract';
import { listMetaOf, type CmsListMeta } from '@site/shared/cms/list-meta';
import { requestIdHeader } from './observability/logger';

/** One page of a collection as Strapi answers it. */
export interface CmsPage extends CmsListMeta {
  data: Array<Record<string, unknown>>;
}

export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

export interface CmsReaderOptions {
  cmsOrigin: URL;
  token: string | undefined;
  /** One request to Strapi, body included. */
  timeoutMs: number;
  /** An answer younger than this is used without asking Strapi again. */
  freshMs: number;
  /** An older answer is still used, up to this age, while Strapi fails. */
  staleMs: number;
  /** Answers kept at most (the oldest go first). */
  maxEntries: number;
  /** Told how each read was answered: by Strapi or a fresh kept answer, by an older one while Strapi fails, or not at all. */
  onRead?: (outcome: 'fresh' | 'stale' | 'failed') => void;
}

export interface CmsReader {
  /** A page of a collection: fresh, or the last good answer while Strapi fails; throws when it has none. */
  read(collection: CmsCollection, query: Record<string, string>): Promise<CmsPage>;
}

/** The server's own reader, which the content-changed webhook empties. */
export interface PurgeableCmsReader extends CmsReader {
  /**
   * Forgets every answer (an editor published): the next read asks Strapi. What was read is
   * still kept to answer while Strapi fails.
   */
  clear(): void;
}

/** Runs one of the data layer's queries on the server, as the browser would through /api. */
export async function runQuery<T>(cms: CmsReader, query: CmsQuery<T>): Promise<T> {
  const { data, ...meta } = await cms.read(query.collection, queryParamsOf(query));
  return query.select(data, meta);
}

function isPage(body: unknown): body is { data: Array<Record<string, unknown>> } {
  return typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);
}

/**
 * The server's own reads of the content service (page status, sitemap): with
 * the site's token, a deadline, one request at a time per query, and a small
 * stale-if-error cache, so a CMS outage does not turn known pages into errors.
 */
export function createCmsReader({ cmsOrigin, token, timeoutMs, freshMs, staleMs, maxEntries, onRead = () => undefined }: CmsReaderOptions): PurgeableCmsReader {
  const cache = new Map<string, { at: number; page: CmsPage }>();
  const inFlight = new Map<string, Promise<CmsPage>>();
  /** Raised by clear(): an answer asked for before it may be the old content, and is not kept as fresh. */
  let generation = 0;

  async function fetchPage(url: URL): Promise<CmsPage> {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...requestIdHeader() },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new CmsUnavailableError(`HTTP ${response.status} en ${url.pathname}`);
    const body: unknown = await response.json();
    if (!isPage(body)) throw new CmsUnavailableError(`respuesta inesperada en ${url.pathname}`);
    return { data: body.data, ...listMetaOf(body, body.data.length) };
  }

  function remember(key: string, page: CmsPage): void {
    cache.delete(key);
    cache.set(key, { at: Date.now(), page });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  }

  return {
    clear() {
      generation += 1;
      inFlight.clear();
      // Kept as stale (aged past fresh), so a CMS outage right after a publish still has content.
      for (const entry of cache.values()) entry.at = Math.min(entry.at, Date.now() - freshMs);
    },
    async read(collection, query) {
      const url = new URL(`/api/${collection}`, cmsOrigin);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const key = url.href;
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < freshMs) {
        onRead('fresh');
        return cached.page;
      }

      let load = inFlight.get(key);
      if (!load) {
        load = fetchPage(url).finally(() => {
          if (inFlight.get(key) === load) inFlight.delete(key);
        });
        inFlight.set(key, load);
      }
      const askedIn = generation;
      try {
        const page = await load;
        if (askedIn === generation) remember(key, page);
        onRead('fresh');
        return page;
      } catch (error) {
        if (cached && Date.now() - cached.at < staleMs) {
          onRead('stale');
          return cached.page;
        }
        onRead('failed');
        throw error instanceof CmsUnavailableError
          ? error
          : new CmsUnavailableError(`el servicio de contenidos no respondió (${(error as Error).name})`);
      }
    },
  };
}
