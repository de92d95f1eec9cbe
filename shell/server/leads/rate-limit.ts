export interface RateLimit {
  /** Counts one request from `key`: null when allowed, or how many seconds until it would be. */
  hit(key: string): Promise<number | null>;
}

/**
 * At most `limit` requests per key in each window of `windowMs`, keys kept
 * in a bounded map (the oldest go first), so a flood of addresses cannot
 * grow it without end.
 */
export function createRateLimit({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }, now: () => number = Date.now): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
        while (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      }
      if (window.count >= limit) return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
      window.count += 1;
      return null;
    },
  };
}
