import { LRUCache } from 'lru-cache';
import type { RemoteName } from '@site/shared/federation';
import { PAGES_FILE, readPublishedPages, type PublishedPage } from '@site/shared/pages';
import { releaseOfManifest } from '@site/shared/releases';
import type { CmsAllowlist } from '@site/shared/cms/content-api-contract';
import type { Logger } from '../observability/logger';
import { composeCmsAllowlist } from './cms-allowlist';
import { composeSite, type ComposedSite, type EditorPage } from './compose-site';

export interface LiveSitePagesOptions {
  /** A request waits this long for a release's pages.json (then its remote's last known pages, if any). */
  timeoutMs: number;
  /** How often the pages.json of a remote that is not served as releases is read again (a redeploy at the same URL). */
  revalidateMs: number;
  /** Where this server fetches a remote's file from (see `internalUrlFor`). */
  fetchUrl?: (url: string) => string;
  logger: Pick<Logger, 'warn'>;
}

export interface LiveSitePages {
  /**
   * The site made of the releases at these browser manifests (one visitor's releases) and of the
   * pages editors published in the CMS (null while the CMS cannot say; see `editorPagesIn`).
   */
  of(manifests: Record<RemoteName, string>, editorPages?: readonly EditorPage[] | null): Promise<ComposedSite>;
  /**
   * What the CMS proxy forwards, given every live release (each remote's stable and canary): the
   * shell's reads and those their pages declare (cms-allowlist.ts).
   */
  cmsAllowlistOf(live: ReadonlyArray<{ remote: RemoteName; manifest: string }>): Promise<CmsAllowlist>;
  /** Whether the pages of the release at `manifest` are read (reading them now, if they were not). */
  knows(remote: RemoteName, manifest: string): Promise<boolean>;
  /** Changes whenever pages read at a URL change: pages rendered before are out of date. */
  generation(): number;
  stop(): void;
}

/** A release's pages.json sits beside its browser manifest. */
export const pagesFileUrl = (browserManifest: string): string => new URL(PAGES_FILE, browserManifest).href;

interface PagesAtUrl {
  remote: RemoteName;
  pages: readonly PublishedPage[] | null;
  /** The file's text, to see a redeploy at the same URL. */
  text: string | null;
  reading: Promise<void> | null;
  /** When its last read failed: not read again before RETRY_MS (a missing file would be fetched on every page). */
  failedAt: number;
}

const RETRY_MS = 2_000;

/** How many manifests' pages are kept, the least used dropped first: a few releases of each remote (a release's pages never change). */
const KEPT_URLS = 64;

/**
 * The pages each live release publishes, read from its `pages.json` when a visitor is first given
 * that release, and composed into the site every server renders and routes with: a release going
 * live (a canary, a promote, a rollback, synced through the fleet) changes the routes, menus,
 * sitemap and 404s on the next request, with no build or restart of the shell. A release's file
 * never changes; a remote served at a plain URL is read again every `revalidateMs`. A file that
 * cannot be read leaves its remote's last known pages in place (a remote that is down shows its
 * fallback on them), or none on a server that never read them.
 */
export function createLiveSitePages({ timeoutMs, revalidateMs, fetchUrl = (url) => url, logger }: LiveSitePagesOptions): LiveSitePages {
  const byUrl = new LRUCache<string, PagesAtUrl>({ max: KEPT_URLS });
  const lastKnown = new Map<RemoteName, readonly PublishedPage[]>();
  // A few combinations of releases per generation (each remote's stable and canary).
  const composed = new LRUCache<string, ComposedSite>({ max: KEPT_URLS });
  // Composed again only when a release's pages are read or the live releases change.
  const allowlists = new LRUCache<string, CmsAllowlist>({ max: KEPT_URLS });
  const reported = new Set<string>();
  let generation = 0;

  const warnOnce = (problem: string) => {
    if (reported.has(problem)) return;
    reported.add(problem);
    logger.warn(problem);
  };

  async function read(manifest: string, entry: PagesAtUrl): Promise<void> {
    const { remote } = entry;
    try {
      const response = await fetch(fetchUrl(pagesFileUrl(manifest)), { signal: AbortSignal.timeout(Math.max(timeoutMs, 1_000) * 3) });
      if (!response.ok) throw new Error(`respuesta ${response.status}`);
      const text = await response.text();
      if (text === entry.text) return;
      const read = readPublishedPages(remote, JSON.parse(text) as unknown);
      if (!read.ok) throw new Error(read.problems.join('; '));
      entry.pages = read.pages;
      entry.text = text;
      lastKnown.set(remote, read.pages);
      generation += 1;
      composed.clear();
      allowlists.clear();
    } catch (error) {
      entry.failedAt = Date.now();
      warnOnce(`${pagesFileUrl(manifest)}: no se pudieron leer las páginas de ${remote} (${(error as Error).message})`);
    }
  }

  function entryOf(remote: RemoteName, manifest: string): PagesAtUrl {
    let entry = byUrl.get(manifest);
    if (!entry) {
      entry = { remote, pages: null, text: null, reading: null, failedAt: 0 };
      byUrl.set(manifest, entry);
    }
    if (entry.pages === null && !entry.reading && Date.now() - entry.failedAt >= RETRY_MS) {
      entry.reading = read(manifest, entry).finally(() => {
        if (entry) entry.reading = null;
      });
    }
    return entry;
  }

  /** The pages of the release at `manifest`: read (waiting up to the timeout the first time), or its remote's last known, or null. */
  async function pagesOf(remote: RemoteName, manifest: string): Promise<readonly PublishedPage[] | null> {
    const entry = entryOf(remote, manifest);
    if (entry.reading) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([entry.reading, timeout]).finally(() => clearTimeout(timer));
    }
    return entry.pages ?? lastKnown.get(remote) ?? null;
  }

  // A remote at a plain URL (development, REMOTE_<NAME>_URL) can be redeployed in place.
  const timer = setInterval(() => {
    for (const [manifest, entry] of byUrl) {
      if (!releaseOfManifest(manifest) && !entry.reading) {
        entry.reading = read(manifest, entry).finally(() => {
          entry.reading = null;
        });
      }
    }
  }, revalidateMs);
  timer.unref();

  return {
    async of(manifests, editorPages = []) {
      const remotes = Object.entries(manifests) as Array<[RemoteName, string]>;
      const pages = await Promise.all(remotes.map(async ([remote, manifest]) => [remote, await pagesOf(remote, manifest)] as const));
      // After the reads: one that finished just now cleared what was composed before it.
      const key = `${generation}|${JSON.stringify([pages.map(([remote]) => [remote, manifests[remote], byUrl.get(manifests[remote])?.pages ? 1 : 0]), editorPages])}`;
      let site = composed.get(key);
      if (!site) {
        site = composeSite(Object.fromEntries(pages), warnOnce, editorPages);
        composed.set(key, site);
      }
      return site;
    },
    async cmsAllowlistOf(live) {
      const pages = await Promise.all(live.map(({ remote, manifest }) => pagesOf(remote, manifest)));
      // After the reads, as in of(): one that finished just now cleared what was composed before it.
      const key = `${generation}|${live.map(({ remote, manifest }) => `${remote} ${manifest} ${byUrl.get(manifest)?.pages ? 1 : 0}`).join('|')}`;
      let allowlist = allowlists.get(key);
      if (!allowlist) {
        allowlist = composeCmsAllowlist(pages);
        allowlists.set(key, allowlist);
      }
      return allowlist;
    },
    async knows(remote, manifest) {
      await entryOf(remote, manifest).reading;
      return byUrl.get(manifest)?.pages != null;
    },
    generation: () => generation,
    stop: () => clearInterval(timer),
  };
}
