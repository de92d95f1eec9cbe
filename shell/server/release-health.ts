import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';
import { writeRemoteEntryAt } from '@site/shared/build/remotes-file';
import type { RemoteReleases } from '@site/shared/build/releases';
import type { RemoteSources } from './remote-urls';
import { rootLogger } from './observability/logger';

/** Pages served from a release and how many of them failed (on the server, or reported by a browser). */
export interface ReleaseCounts {
  requests: number;
  failures: number;
}

export interface CanaryPolicy {
  /** The canary is rolled back when its error rate exceeds the stable's by more than this (0.05: 5 points). */
  margin: number;
  /** …and it has served at least this many pages. */
  minRequests: number;
}

const rate = ({ requests, failures }: ReleaseCounts): number => failures / Math.max(requests, 1);

/** Why a canary must go back, or null while it does as well as the stable release (within the margin). */
export function canaryVerdict(stable: ReleaseCounts, canary: ReleaseCounts, policy: CanaryPolicy): string | null {
  if (canary.requests < policy.minRequests) return null;
  const difference = rate(canary) - rate(stable);
  if (difference <= policy.margin) return null;
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return (
    `errores ${percent(rate(canary))} (${canary.failures} de ${canary.requests}) frente a ${percent(rate(stable))} ` +
    `de la estable (${stable.failures} de ${stable.requests}); margen ${percent(policy.margin)}`
  );
}

export interface ReleaseHealth {
  /** A page rendered for a visitor from `release` of `remote`: ok, or failed on the server. */
  served(remote: RemoteName, release: string, ok: boolean): void;
  /** A browser that loaded `release` of `remote` reports a failure (load or render). */
  browserFailure(remote: RemoteName, release: string): void;
  counts(remote: RemoteName, release: string): ReleaseCounts;
  /** Checks every canary once: a failing one is rolled back in the remotes file, and logged. */
  checkCanaries(sources: RemoteSources): void;
  stop(): void;
}

/**
 * Health per remote release on this server: pages served and failures, the canaries checked
 * against their stable release, and the counts written every few seconds beside the remotes
 * file (`health/<host>-<pid>.json`) for `npm run releases`. Counts only: no visitor data.
 */
export function createReleaseHealth({
  policy,
  remotesFile,
  log = rootLogger,
}: {
  policy: CanaryPolicy;
  remotesFile: string | undefined;
  log?: { warn(message: string): void };
}): ReleaseHealth {
  const counts = new Map<string, ReleaseCounts>();
  const key = (remote: RemoteName, release: string) => `${remote}@${release}`;
  const countsOf = (remote: RemoteName, release: string): ReleaseCounts => {
    let entry = counts.get(key(remote, release));
    if (!entry) {
      entry = { requests: 0, failures: 0 };
      counts.set(key(remote, release), entry);
    }
    return entry;
  };

  const healthFile = remotesFile ? path.join(path.dirname(remotesFile), 'health', `${os.hostname()}-${process.pid}.json`) : null;
  const writeSnapshot = () => {
    if (!healthFile || counts.size === 0) return;
    try {
      fs.mkdirSync(path.dirname(healthFile), { recursive: true });
      fs.writeFileSync(healthFile, JSON.stringify({ at: new Date().toISOString(), releases: Object.fromEntries(counts) }));
    } catch {
      // Health figures are for people; a full disk must not stop the site.
    }
  };
  const timer = setInterval(writeSnapshot, 5_000);
  timer.unref();

  function rollBack(remote: RemoteName, releases: RemoteReleases, reason: string): void {
    if (!remotesFile || !releases.canary) return;
    const { canary, ...withoutCanary } = releases;
    writeRemoteEntryAt(remotesFile, remote, withoutCanary);
    log.warn(`canary ${remote} ${canary.release} retirada automáticamente: ${reason}. Todos vuelven a ${releases.stable}.`);
  }

  return {
    served(remote, release, ok) {
      const entry = countsOf(remote, release);
      entry.requests += 1;
      if (!ok) entry.failures += 1;
    },
    browserFailure(remote, release) {
      countsOf(remote, release).failures += 1;
    },
    counts: (remote, release) => ({ ...countsOf(remote, release) }),
    checkCanaries(sources) {
      for (const [remote, source] of Object.entries(sources) as Array<[RemoteName, RemoteSources[RemoteName]]>) {
        if (source.kind !== 'releases' || !source.releases.canary) continue;
        const { stable, canary } = source.releases;
        const reason = canaryVerdict(countsOf(remote, stable), countsOf(remote, canary.release), policy);
        if (reason) {
          try {
            rollBack(remote, source.releases, reason);
          } catch (error) {
            log.warn(`no se pudo retirar la canary ${remote} ${canary.release}: ${String(error)}`);
          }
        }
      }
    },
    stop: () => {
      clearInterval(timer);
      writeSnapshot();
    },
  };
}
