import os from 'node:os';
import type { RemoteName } from '@site/shared/federation';
import { loadedName, PRESENCE_BEAT_MS, removePresence, writePresence, type PresenceStore } from '@site/shared/node/server-presence';
import { releaseManifestUrl } from '@site/shared/releases';
import type { Logger } from './observability/logger';
import type { RemoteFederation } from './remote-federation';
import type { RemoteSources } from './remote-urls';
import type { LiveSitePages } from './site-pages/live-site-pages';

export interface ReleasePreparationOptions {
  /** The live remotes now (the remotes file, re-read only when it changed). */
  current: () => Promise<RemoteSources>;
  federation: Pick<RemoteFederation, 'knows'>;
  sitePages: Pick<LiveSitePages, 'knows'>;
  /** Where this server says it is running and what it has loaded; null: nowhere (no remotes file, no fleet). */
  store: PresenceStore | null;
  logger: Pick<Logger, 'warn'>;
  /** How often the remotes are looked at for a release to load (ms). */
  followMs?: number;
}

export interface ReleasePreparation {
  /** The releases loaded here, as `remote@id`. */
  loaded(): string[];
  stop(): Promise<void>;
}

/** A release that failed to load is tried again after this long (a broken one would be tried on every look). */
const RETRY_MS = 5_000;

/**
 * Loads every release the remotes name (stable, canary, and one `preparing` that no visitor gets
 * yet) as soon as they name it: its Node build's pages and its pages.json. And says, every second
 * and whenever that changes, that this server is running and which releases it has loaded
 * (shared/src/node/server-presence.mjs), so the release commands put a release live only once
 * every running server has it, and a switch costs no visitor a cold load.
 */
export function createReleasePreparation({ current, federation, sitePages, store, logger, followMs = 250 }: ReleasePreparationOptions): ReleasePreparation {
  const server = `${os.hostname()}-${process.pid}`;
  const loaded = new Set<string>();
  const loading = new Set<string>();
  const failedAt = new Map<string, number>();
  let stopped = false;

  const beat = async () => {
    if (!store || stopped) return;
    try {
      await writePresence(store, server, { at: Date.now(), loaded: [...loaded] });
    } catch {
      // Redis away, or the folder unwritable: the next beat says it again.
    }
  };

  function load(remote: RemoteName, name: string, manifest: string): void {
    loading.add(name);
    void Promise.all([federation.knows(remote, manifest), sitePages.knows(remote, manifest)])
      .then(([built, pages]) => {
        if (built && pages) {
          loaded.add(name);
          failedAt.delete(name);
          void beat();
        } else {
          failedAt.set(name, Date.now());
          logger.warn(`${name}: no se pudo cargar por adelantado (${built ? '' : 'build para el servidor'}${!built && !pages ? ' y ' : ''}${pages ? '' : 'pages.json'})`);
        }
      })
      .finally(() => loading.delete(name));
  }

  async function follow(): Promise<void> {
    const named = new Set<string>();
    for (const [remote, source] of Object.entries(await current()) as Array<[RemoteName, RemoteSources[RemoteName]]>) {
      if (source.kind !== 'releases') continue;
      const { origin, stable, canary, preparing } = source.releases;
      for (const release of [stable, canary?.release, preparing]) {
        if (!release) continue;
        const name = loadedName(remote, release);
        named.add(name);
        if (loaded.has(name) || loading.has(name) || Date.now() - (failedAt.get(name) ?? 0) < RETRY_MS) continue;
        load(remote, name, releaseManifestUrl(origin, release));
      }
    }
    // A release no longer named is loaded again if it comes back (its breaker may have opened since).
    for (const name of loaded) if (!named.has(name)) loaded.delete(name);
  }

  const followTimer = setInterval(() => void follow().catch(() => undefined), followMs);
  const beatTimer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
  followTimer.unref();
  beatTimer.unref();
  void follow().catch(() => undefined);
  void beat();

  return {
    loaded: () => [...loaded],
    async stop() {
      stopped = true;
      clearInterval(followTimer);
      clearInterval(beatTimer);
      if (store) await removePresence(store, server).catch(() => undefined);
    },
  };
}
