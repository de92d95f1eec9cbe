import { Redis } from 'ioredis';
import type { Logger } from '../observability/logger';
import { SERVER_LIMITS } from '../server-config';

export interface FleetRedis {
  /** The client: commands fail at once while Redis is away (no queue), so callers fall back. */
  readonly client: Redis;
  /** Whether Redis answered last. */
  up(): boolean;
  /** Disconnects (no reconnection after it); resolves once the connection has ended. */
  close(): Promise<void>;
}

/**
 * The shell servers' shared state (REDIS_URL). While Redis is away every command fails at once
 * and each caller carries on with what it last knew; the connection is retried every second, and
 * each change (lost, back) is logged once.
 */
export function connectFleetRedis(url: string, logger: Pick<Logger, 'info' | 'warn'>): FleetRedis {
  let up = false;
  let everUp = false;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: SERVER_LIMITS.redisCommandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, SERVER_LIMITS.redisReconnectMaxMs),
  });
  client.on('ready', () => {
    if (everUp) logger.info('Redis responde de nuevo: se retoma el estado compartido.');
    up = true;
    everUp = true;
  });
  client.on('error', (error: Error) => {
    if (!up) return;
    up = false;
    logger.warn({ err: { message: error.message } }, 'Redis no responde: cada servidor sigue con lo último que supo.');
  });
  client.on('close', () => {
    if (!up) return;
    up = false;
    logger.warn('Redis cerró la conexión: cada servidor sigue con lo último que supo.');
  });
  return {
    client,
    up: () => up,
    async close() {
      if (client.status === 'end') return;
      // Between two attempts to reconnect there is no socket: the retry cancelled, nothing is left open.
      const waiting = client.status === 'reconnecting';
      const ended = new Promise<void>((resolve) => {
        client.once('end', resolve);
        // Bounded all the same: a stop must not hang on Redis.
        setTimeout(resolve, 1_000).unref();
      });
      client.disconnect();
      if (!waiting) await ended;
    },
  };
}
