import type { FastifyBaseLogger } from 'fastify';
import { cmsCollections } from '@site/shared/cms/content-api-contract';
import type { CmsReader } from '../cms-reader';
import { redirectFor, redirectTableOf, type RedirectAnswer, type SiteRedirect } from './redirect-table';

/** Redirects read per request to the CMS (Strapi's largest page). */
const PAGE_SIZE = 100;
/** A list longer than this many pages is cut there (a runaway list must not stall a server). */
const MAX_PAGES = 50;
/** After a failed read, the next one waits this long. */
const RETRY_MS = 5_000;

export interface SiteRedirectsOptions {
  reader: CmsReader;
  /** The table is read again, in the background, once it is older than this. */
  freshMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

export interface SiteRedirects {
  /** The redirect for this path and query, or null. Waits only for the server's first read of the list. */
  find(pathname: string, search: string): Promise<RedirectAnswer | null>;
  /** Reads the list again now (an editor changed it: the webhook's purge). */
  reload(): void;
  /** Resolves once no read is under way. */
  settled(): Promise<void>;
}

/**
 * The editors' redirects as every server applies them: the whole list held in memory, so a page
 * request costs a look-up, never a CMS read. It is read at the server's first page request, again at every
 * purge (the CMS's webhook, on this server and through the fleet: live within seconds), and in
 * the background once older than `freshMs` (a lost webhook). While the CMS fails, the last list
 * read stays (the reader's stale answers first); with none ever read, no path is redirected.
 * Hand-written over the reader's lru-cache: one value, answered without waiting and re-read at a purge,
 * which a cache entry's fetch would make a request wait on once past fresh.
 */
export function createSiteRedirects({ reader, freshMs, log, now = Date.now }: SiteRedirectsOptions): SiteRedirects {
  let table: ReadonlyMap<string, SiteRedirect> = new Map();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  async function readAll(): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await reader.read(cmsCollections.redirects, { 'pagination[page]': String(page), 'pagination[pageSize]': String(PAGE_SIZE) });
      items.push(...answer.data);
      if (page >= answer.pageCount) return items;
    }
    log.warn({ kept: items.length }, `redirecciones: la lista pasa de ${MAX_PAGES * PAGE_SIZE}; se aplican las primeras`);
    return items;
  }

  function read(): Promise<void> {
    reading ??= readAll()
      .then((items) => {
        table = redirectTableOf(items);
        readAt = now();
      })
      .catch((error: unknown) => {
        // Kept as it was; tried again by a request after RETRY_MS, not at every request while the CMS is down.
        log.warn({ err: { message: (error as Error).message } }, 'redirecciones: no se pudo leer la lista del CMS; se aplica la última leída');
        readAt = now() - freshMs + Math.min(RETRY_MS, freshMs);
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** The server's first read, by its first page request (nothing is read before a visitor comes). */
  let first: Promise<void> | null = null;
  return {
    async find(pathname, search) {
      await (first ??= read());
      if (now() - readAt >= freshMs) void read();
      return redirectFor(table, pathname, search);
    },
    reload() {
      // A read under way may hold the list before the change: read once more after it. Before the
      // first page request, nothing to do: that request reads.
      if (!first) return;
      if (reading) void reading.then(read);
      else void read();
    },
    async settled() {
      while (reading) await reading;
    },
  };
}
