import { LRUCache } from 'lru-cache';
import { queryParamsOf, type CmsQuery } from '@site/shared/cms/cms-queries';
import { isCmsSingleType, type CmsResource } from '@site/shared/cms/content-api-contract';
import { itemsOf, listMetaOf, type CmsListMeta } from '@site/shared/cms/list-meta';
import { readSnapshot, snapshotWriter } from './cms-snapshot';
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
  /** Where the answers are kept on disk for a server started while Strapi is down (cms-snapshot.ts); none: memory only. */
  snapshotFile?: string;
}

export interface CmsReader {
  /**
   * A page of a collection (a single type's entry as a list of one, none while unpublished): fresh,
   * or the last good answer while Strapi fails; throws when it has none.
   */
  read(collection: CmsResource, query: Record<string, string>): Promise<CmsPage>;
}

/** The server's own reader, which the content-changed webhook empties. */
export interface PurgeableCmsReader extends CmsReader {
  /**
   * Forgets every answer (an editor published): the next read asks Strapi. What was read is
   * still kept to answer while Strapi fails.
   */
  clear(): void;
  /** Writes the answers to the snapshot file now, if any are waiting (the server stops). */
  flush(): void;
}

/** Runs one of the data layer's queries on the server, as the browser would through /api. */
export async function runQuery<T>(cms: CmsReader, query: CmsQuery<T>): Promise<T> {
  const { data, ...meta } = await cms.read(query.collection, queryParamsOf(query));
  return query.select(data, meta);
}


/**
 * The server's own reads of the content service (page status, sitemap): with
 * the site's token, a deadline, one request at a time per query, and a small
 * stale-if-error cache, so a CMS outage does not turn known pages into errors.
 */
export function createCmsReader({
  cmsOrigin,
  token,
  timeoutMs,
  freshMs,
  staleMs,
  maxEntries,
  onRead = () => undefined,
  snapshotFile,
}: CmsReaderOptions): PurgeableCmsReader {
  async function fetchPage(url: URL, singleType: boolean): Promise<CmsPage> {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...requestIdHeader() },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // A single type with nothing published answers 404: an answer (none), kept like any other.
    if (singleType && response.status === 404) {
      await response.body?.cancel();
      return { data: [], pageCount: 1, total: 0 };
    }
    if (!response.ok) throw new CmsUnavailableError(`HTTP ${response.status} en ${url.pathname}`);
    const body: unknown = await response.json();
    const items = typeof body === 'object' && body !== null ? itemsOf((body as { data?: unknown }).data) : null;
    if (items === null) throw new CmsUnavailableError(`respuesta inesperada en ${url.pathname}`);
    const data = items.filter((item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item));
    return { data, ...listMetaOf(body as Record<string, unknown>, data.length) };
  }

  /** The answers on disk, written a moment after each answer Strapi gives. */
  const snapshot = snapshotFile
    ? snapshotWriter<CmsPage>(snapshotFile, () => answers.dump(), (error) => console.error('[shell] no se pudieron guardar las lecturas del CMS:', error.message))
    : null;
  /** How long an answer is of any use (lru-cache reads a ttl of 0 as forever). */
  const keptMs = Math.max(freshMs, staleMs, 1);
  /** Answers by URL; fetch() asks Strapi once per query at a time, whatever the number of reads waiting. */
  const answers = new LRUCache<string, CmsPage, { url: URL; singleType: boolean }>({
    // Counted by size, so that a request under way takes no room: a read of a new query that fails
    // while Strapi is down pushes out no answer kept for that outage.
    maxSize: maxEntries,
    sizeCalculation: () => 1,
    backgroundFetchSize: 0,
    ttl: keptMs,
    // Reads the clock at each look-up rather than keeping it a millisecond on a timer.
    ttlResolution: 0,
    // A failed request leaves the older answer in place, to answer while Strapi fails.
    noDeleteOnFetchRejection: true,
    // A request dropped from the cache (by clear(), or pushed out) still answers the reads waiting on it.
    ignoreFetchAbort: true,
    fetchMethod: async (_href, _older, { context }) => {
      const page = await fetchPage(context.url, context.singleType);
      snapshot?.schedule();
      return page;
    },
  });
  // A server started while Strapi is down answers with what the last one read.
  if (snapshotFile) answers.load(readSnapshot<CmsPage>(snapshotFile, { freshMs, staleMs }));

  /** The answer kept for this URL, and how long ago Strapi gave it. */
  function kept(key: string): { page: CmsPage; ageMs: number } | undefined {
    const entry = answers.info(key);
    return entry && { page: entry.value, ageMs: keptMs - (entry.ttl ?? 0) };
  }

  return {
    flush: () => snapshot?.flush(),
    clear() {
      // Reloaded aged past fresh: the next read asks Strapi, and an outage right after a publish still
      // has content. Reloading also drops the requests under way, whose answers may be the old content.
      const now = Date.now();
      answers.load(answers.dump().map(([key, entry]) => [key, { ...entry, start: Math.min(entry.start ?? now, now - freshMs) }]));
    },
    async read(collection, query) {
      const url = new URL(`/api/${collection}`, cmsOrigin);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const key = url.href;
      const answer = kept(key);
      if (answer && answer.ageMs < freshMs) {
        onRead('fresh');
        return answer.page;
      }
      try {
        // Past fresh, though within the cache's ttl (the stale window): ask Strapi, or wait on the request under way.
        const page = await answers.forceFetch(key, { forceRefresh: true, context: { url, singleType: isCmsSingleType(collection) } });
        onRead('fresh');
        return page;
      } catch (error) {
        const older = kept(key);
        if (older && older.ageMs < staleMs) {
          onRead('stale');
          return older.page;
        }
        onRead('failed');
        throw error instanceof CmsUnavailableError
          ? error
          : new CmsUnavailableError(`el servicio de contenidos no respondió (${(error as Error).name})`);
      }
    },
  };
}
