import { rateLimitKey } from '@site/shared/node/fleet-keys';
import type { RateLimit } from '../leads/rate-limit';
import type { FleetRedis } from './redis-connection';

/** One window per key: counted, and its time left, in one round trip. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * The same limit as `local`, counted per visitor over every shell server in Redis (a visitor
 * sent to the other server by the balancer is the same visitor). While Redis is away, each
 * server counts alone with `local`: the form keeps working.
 */
export function sharedRateLimit(
  redis: FleetRedis,
  { name, limit, windowMs, local }: { name: string; limit: number; windowMs: number; local: RateLimit },
): RateLimit {
  return {
    async hit(visitor) {
      if (!redis.up()) return local.hit(visitor);
      try {
        const [count, ttlMs] = (await redis.client.eval(COUNT_IN_WINDOW, 1, rateLimitKey(name, visitor), String(windowMs))) as [number, number];
        if (count <= limit) return null;
        return Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : windowMs) / 1000));
      } catch {
        return local.hit(visitor);
      }
    },
  };
}
