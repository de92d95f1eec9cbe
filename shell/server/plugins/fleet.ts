import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { startFleetSync } from '../fleet/fleet-sync';
import { connectFleetRedis } from '../fleet/redis-connection';
import type { ServerConfig } from '../server-config';

export interface FleetOptions {
  /** REDIS_URL and the sync's interval; null: this server keeps everything alone. */
  fleet: ServerConfig['fleet'];
  /** This server's copy of the live remotes, which the sync keeps in step with Redis. */
  remotesFile: string | undefined;
}

/** What the shell servers share through Redis, as every part of this server sees it. */
export interface Fleet {
  /** The Redis client (commands fail at once while Redis is away): the shared rate limits' store. Null without Redis. */
  readonly redis: Redis | null;
  /** Whether Redis answered last (false without Redis). */
  up(): boolean;
  /** Tells every server that the content changed (each purges at its next round, this one included). */
  announcePurge(): Promise<void>;
  /** Reads the live remotes and the purge counter now, instead of at the next round. */
  syncNow(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fleet: Fleet;
  }
}

/**
 * The shell servers as one fleet (REDIS_URL): one Redis connection, and the sync that copies the
 * live remotes into this server's remotes file and purges this server's content when any server
 * announces a change (fleet-sync.ts). Without Redis, a server alone: nothing to share.
 */
export const fleetPlugin = fp<FleetOptions>(
  async (fastify, { fleet, remotesFile }) => {
    if (!fleet) {
      fastify.decorate('fleet', {
        redis: null,
        up: () => false,
        announcePurge: () => Promise.resolve(),
        syncNow: () => Promise.resolve(),
      } satisfies Fleet);
      return;
    }
    const connection = connectFleetRedis(fleet.redisUrl, fastify.log);
    // No remotes file, no copy to keep in step (with REDIS_URL the configuration always names one).
    const sync = remotesFile
      ? startFleetSync({ redis: connection, remotesFile, intervalMs: fleet.syncMs, onPurge: () => fastify.content.purge(), logger: fastify.log })
      : null;
    fastify.decorate('fleet', {
      redis: connection.client,
      up: connection.up,
      announcePurge: () => sync?.announcePurge() ?? Promise.resolve(),
      syncNow: () => sync?.syncNow() ?? Promise.resolve(),
    } satisfies Fleet);
    // Plugins close in the reverse order of registration: those that use Redis are done with it by now.
    fastify.addHook('onClose', async () => {
      await sync?.stop();
      await connection.close();
    });
  },
  { name: 'fleet', dependencies: ['content'] },
);
