import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';
import { rateLimitKey } from '@site/shared/node/fleet-keys';

/** The fleet's Redis as a rate limit sees it: its client (null without Redis), and whether it answered last. */
export interface SharedCounts {
  redis: Redis | null;
  up(): boolean;
}

/**
 * A store for @fastify/rate-limit: each visitor counted over every shell server in Redis (the
 * balancer may send a visitor's next request to the other server), under `sitio:limite:<name>:`,
 * and on this server alone while Redis is away, so the limit keeps working through an outage.
 * Hand-written because the plugin's Redis store has no fallback (with `skipOnError` an outage
 * would count nothing); both halves are the plugin's own stores. Every route that uses it shares
 * one count per visitor (its `child` is itself).
 */
export function sharedRateLimitStore(fleet: SharedCounts, name: string, { maxKeys = 10_000 }: { maxKeys?: number } = {}): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly local = new LocalStore(false, false, maxKeys);
    private readonly shared = fleet.redis ? new RedisStore(false, false, fleet.redis, rateLimitKey(name, '')) : null;

    incr(...[key, done, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      const { shared, local } = this;
      if (!shared || !fleet.up()) {
        local.incr(key, done, timeWindow, max);
        return;
      }
      shared.incr(key, (error, result) => (error ? local.incr(key, done, timeWindow, max) : done(null, result)), timeWindow, max);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
