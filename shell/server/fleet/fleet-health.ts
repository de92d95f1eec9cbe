import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RemoteName } from '@site/shared/federation';
import { CANARY_CHECK_LOCK_KEY, releaseHealthKey, rollBackLiveCanary } from '@site/shared/node/fleet-keys';
import type { RemoteReleases } from '@site/shared/releases';
import { SERVER_LIMITS } from '../server-config';

/** Release health summed over every shell server, and one verdict per round for the fleet. */
/** Pages served from a release and how many of them failed (on the server, or reported by a browser). */
export interface ReleaseCounts {
  requests: number;
  failures: number;
}

export interface FleetHealth {
  /** Adds this server's counts since the last call (throws while Redis is away: keep them for later). */
  add(deltas: ReadonlyMap<string, { remote: RemoteName; release: string; counts: ReleaseCounts }>): Promise<void>;
  /** Whether this server weighs the canaries in this round (one server per round does). */
  takeTurn(roundMs: number): Promise<boolean>;
  sums(remote: RemoteName, release: string): Promise<ReleaseCounts>;
  /** Rolls the canary back for every server, unless another server already did; whether this one did. */
  rollBack(remote: RemoteName, releases: RemoteReleases): Promise<boolean>;
}

export function createFleetHealth(redis: Redis): FleetHealth {
  const me = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  return {
    async add(deltas) {
      if (deltas.size === 0) return;
      const batch = redis.multi();
      for (const { remote, release, counts } of deltas.values()) {
        const key = releaseHealthKey(remote, release);
        if (counts.requests) batch.hincrby(key, 'requests', counts.requests);
        if (counts.failures) batch.hincrby(key, 'failures', counts.failures);
        batch.expire(key, SERVER_LIMITS.fleetHealthTtlS);
      }
      await batch.exec();
    },
    async takeTurn(roundMs) {
      // Held a little less than a round, so the next round's first server takes the next turn.
      return (await redis.set(CANARY_CHECK_LOCK_KEY, me, 'PX', Math.max(roundMs - 100, 100), 'NX')) === 'OK';
    },
    async sums(remote, release) {
      const raw = await redis.hgetall(releaseHealthKey(remote, release));
      return { requests: Number(raw.requests ?? 0), failures: Number(raw.failures ?? 0) };
    },
    async rollBack(remote, releases) {
      if (!releases.canary) return false;
      const withoutCanary: RemoteReleases = { ...releases };
      delete withoutCanary.canary;
      return rollBackLiveCanary(redis, remote, releases.canary.release, withoutCanary);
    },
  };
}
