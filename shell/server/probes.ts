/** One condition of readiness, named as the probe's answer reports it. */
export interface ReadinessCheck {
  name: string;
  /** True when this part is ready; a throw or a slow answer counts as not ready. */
  check(): Promise<boolean>;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, boolean>;
}

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

async function withinDeadline(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check.check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness verdict: every check run at once, each bounded by `checkTimeoutMs` (a probe must
 * answer within its own timeout), and a verdict reused for `reuseMs`, so frequent probes from
 * several balancers cost one round of checks. Hand-written: @fastify/under-pressure's health check
 * is one boolean with no names, run on a timer rather than when a balancer asks.
 */
export function createReadiness({
  checks,
  checkTimeoutMs,
  reuseMs,
}: {
  checks: readonly ReadinessCheck[];
  checkTimeoutMs: number;
  reuseMs: number;
}): () => Promise<Readiness> {
  let last: { at: number; readiness: Readiness } | null = null;
  let running: Promise<Readiness> | null = null;

  async function readiness(): Promise<Readiness> {
    const results = await Promise.all(checks.map(async (check) => [check.name, await withinDeadline(check, checkTimeoutMs)] as const));
    return { ready: results.every(([, ok]) => ok), checks: Object.fromEntries(results) };
  }

  return () => {
    if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.readiness);
    running ??= readiness()
      .then((result) => {
        last = { at: Date.now(), readiness: result };
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
