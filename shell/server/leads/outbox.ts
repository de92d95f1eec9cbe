import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A piece of work the server must not lose: a lead to store, a notification to send. */
export interface OutboxJob<T = unknown> {
  /** Unique per job and stable across retries (the lead's id and the kind of work). */
  id: string;
  kind: 'lead' | 'mail';
  payload: T;
}

export interface Outbox {
  /** Writes a job durably: once this resolves, a crash or restart does not lose it. */
  put(job: OutboxJob): Promise<void>;
  /** Removes a job that is done. */
  remove(id: string): Promise<void>;
  /** Every job waiting, oldest first, with when it was queued. */
  list(): Promise<Array<OutboxJob & { queuedAt?: string }>>;
}

const SAFE_ID = /^[A-Za-z0-9-]{1,80}$/;

async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A folder of jobs, one JSON file each. A job is written to a temporary file,
 * flushed to disk (fsync), renamed into place and the folder flushed too, so
 * a job is either wholly there or not at all, even after a power cut.
 */
export function createOutbox(dir: string): Outbox {
  fsSync.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileOf = (id: string): string => {
    if (!SAFE_ID.test(id)) throw new Error(`id de trabajo no válido: ${id.slice(0, 40)}`);
    return path.join(dir, `${id}.json`);
  };
  return {
    async put(job) {
      const file = fileOf(job.id);
      const temporary = `${file}.${process.pid}.tmp`;
      const handle = await fs.open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(JSON.stringify({ ...job, queuedAt: new Date().toISOString() }));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, file);
      await fsyncPath(dir);
    },
    async remove(id) {
      await fs.rm(fileOf(id), { force: true });
    },
    async list() {
      const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json'));
      const jobs: Array<OutboxJob & { queuedAt?: string }> = [];
      for (const name of names) {
        try {
          const job = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxJob & { queuedAt?: string };
          if (typeof job.id === 'string' && (job.kind === 'lead' || job.kind === 'mail')) jobs.push(job);
        } catch {
          // A file that cannot be read is left for a person to look at; it never blocks the rest.
        }
      }
      return jobs.sort((a, b) => (a.queuedAt ?? '').localeCompare(b.queuedAt ?? ''));
    },
  };
}
