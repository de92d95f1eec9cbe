import { LIVE_REMOTES_KEY, PURGE_GENERATION_KEY, readLiveRemotes } from '@site/shared/node/fleet-keys';
import { readRemotesFile, writeRemotesFile } from '@site/shared/node/remotes-file';
import type { Logger } from '../observability/logger';
import type { FleetRedis } from './redis-connection';

export interface FleetSyncOptions {
  redis: FleetRedis;
  /** This server's copy of the live remotes, read as without Redis (again only once it changed). */
  remotesFile: string;
  /** How often Redis is asked (a switch or a purge reaches this server within it). */
  intervalMs: number;
  /** Every page and CMS answer this server keeps must go: the content changed. */
  onPurge: () => void;
  logger: Pick<Logger, 'info'>;
}

export interface FleetSync {
  /** One round now (also run by the timer): resolves when this server is up to date. */
  syncNow(): Promise<void>;
  /** Raises the purge counter for every server (this one included, at its next round). */
  announcePurge(): Promise<void>;
  /** No more rounds; resolves once a round under way has ended (it may still write the remotes file). */
  stop(): Promise<void>;
}

/** This server's copy as it is; a copy broken on disk counts as none, so Redis' truth replaces it. */
function readCopy(file: string): Record<string, unknown> {
  try {
    return readRemotesFile(file) ?? {};
  } catch {
    return {};
  }
}

/**
 * Keeps this server in step with the fleet through Redis, by asking every `intervalMs` (one
 * round trip): the live remotes are copied into this server's remotes file, so every request
 * reads them as before and the last known copy survives a Redis outage and a restart; and a
 * content change announced by any server purges this one. While Redis is away nothing changes
 * here; the first round after it returns catches up (a purge missed meanwhile included).
 */
export function startFleetSync({ redis, remotesFile, intervalMs, onPurge, logger }: FleetSyncOptions): FleetSync {
  let seenGeneration: string | null = null;
  let running: Promise<void> | null = null;

  async function round(): Promise<void> {
    const [entries, generation] = await Promise.all([
      readLiveRemotes(redis.client),
      redis.client.get(PURGE_GENERATION_KEY),
    ]);
    // Nothing in Redis yet (a new fleet): this server keeps its own configuration.
    if (Object.keys(entries).length > 0) {
      const kept = readCopy(remotesFile);
      const next = { ...kept, ...entries };
      if (JSON.stringify(next) !== JSON.stringify(kept)) {
        writeRemotesFile(remotesFile, next);
        logger.info({ remotes: Object.keys(entries) }, `remotos en vivo actualizados desde Redis (${LIVE_REMOTES_KEY})`);
      }
    }
    const current = generation ?? '0';
    if (seenGeneration !== null && current !== seenGeneration) onPurge();
    seenGeneration = current;
  }

  function syncNow(): Promise<void> {
    running ??= round()
      .catch(() => {
        // Redis away: redis-connection logs it once; this server serves what it last knew.
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void syncNow(), intervalMs);
  timer.unref();
  void syncNow();

  return {
    syncNow,
    async announcePurge() {
      await redis.client.incr(PURGE_GENERATION_KEY);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
