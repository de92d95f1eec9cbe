import type { RequestHandler } from 'express';

/** One condition of readiness, named as the probe's answer reports it. */
export interface ReadinessCheck {
  name: string;
  /** True when this part is ready; a throw or a slow answer counts as not ready. */
  check(): Promise<boolean>;
}

export interface ProbesOptions {
  checks: readonly ReadinessCheck[];
  /** True from the moment the server starts to stop: it must get no new visitors. */
  stopping: () => boolean;
  /** One check slower than this counts as failed (a probe must answer within its own timeout). */
  checkTimeoutMs: number;
  /** A verdict is reused for this long, so frequent probes from several balancers cost one check. */
  reuseMs: number;
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
 * The load balancer's two questions, in the conventions of Kubernetes and nginx-style health
 * checks: `/healthz` (the process answers: restart it if not) and `/readyz` (send it visitors:
 * configuration read, remotes known, content to serve; 503 while stopping, so it is drained first).
 * Neither is cached by anyone, and neither is logged as a page.
 */
export function probes({ checks, stopping, checkTimeoutMs, reuseMs }: ProbesOptions): RequestHandler {
  let last: { at: number; readiness: Readiness } | null = null;
  let running: Promise<Readiness> | null = null;

  async function readiness(): Promise<Readiness> {
    const results = await Promise.all(checks.map(async (check) => [check.name, await withinDeadline(check, checkTimeoutMs)] as const));
    return { ready: results.every(([, ok]) => ok), checks: Object.fromEntries(results) };
  }

  function currentReadiness(): Promise<Readiness> {
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
  }

  return (req, res, next) => {
    if (req.path !== HEALTH_PATH && req.path !== READY_PATH) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (req.path === HEALTH_PATH) {
      res.json({ estado: 'activo' });
      return;
    }
    if (stopping()) {
      res.status(503).json({ estado: 'deteniéndose', listo: false });
      return;
    }
    void currentReadiness().then(({ ready, checks: results }) => {
      res.status(ready ? 200 : 503).json({ estado: ready ? 'listo' : 'no listo', listo: ready, comprobaciones: results });
    }, next);
  };
}
