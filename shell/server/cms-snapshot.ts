import fs from 'node:fs';
import { writeFileAtomically } from '@site/shared/node/remotes-file';

/**
 * The server's CMS answers on disk (CMS_SNAPSHOT_FILE): a server started while Strapi is down
 * still has the content it last read, as a running one keeps it in memory. What is on disk is
 * published content the site's token read (never a preview's drafts), each answer with the time
 * Strapi gave it; loaded aged past fresh, so Strapi is asked first whenever it answers.
 */

/** An answer as lru-cache dumps it: the value and when it was read (epoch ms). */
export type SnapshotEntry<V> = [string, { value: V; start?: number; ttl?: number }];

interface SnapshotFile<V> {
  version: 1;
  entries: Array<SnapshotEntry<V>>;
}

/** How long after a read the answers are written: one write for a burst of reads. */
const WRITE_DELAY_MS = 2_000;

/** The answers on disk still young enough to answer while Strapi fails, aged past fresh; none without a readable file. */
export function readSnapshot<V>(file: string, { freshMs, staleMs, now = Date.now() }: { freshMs: number; staleMs: number; now?: number }): Array<SnapshotEntry<V>> {
  let parsed: SnapshotFile<V>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotFile<V>;
  } catch {
    return [];
  }
  if (parsed?.version !== 1 || !Array.isArray(parsed.entries)) return [];
  return parsed.entries
    .filter(([key, entry]) => typeof key === 'string' && typeof entry?.start === 'number' && now - entry.start < staleMs)
    .map(([key, entry]) => [key, { ...entry, start: Math.min(entry.start ?? now, now - freshMs) }]);
}

/** Writes the answers `dump()` gives, a while after `schedule()` was called (a timer that keeps no process alive). */
export function snapshotWriter<V>(file: string, dump: () => Array<SnapshotEntry<V>>, onError: (error: Error) => void = () => undefined) {
  let timer: NodeJS.Timeout | null = null;
  const write = () => {
    timer = null;
    try {
      writeFileAtomically(file, JSON.stringify({ version: 1, entries: dump() } satisfies SnapshotFile<V>));
    } catch (error) {
      onError(error as Error);
    }
  };
  return {
    schedule() {
      timer ??= setTimeout(write, WRITE_DELAY_MS).unref();
    },
    /** Writes now what is waiting (the server stops). */
    flush() {
      if (timer) {
        clearTimeout(timer);
        write();
      }
    },
  };
}
