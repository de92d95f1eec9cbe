import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';
import { writeRemoteEntry } from '@site/shared/node/remotes-file';
import type { RemoteReleases } from '@site/shared/releases';
import type { RemoteSources } from './remote-urls';
import { rootLogger } from './observability/logger';
import type { FleetHealth, ReleaseCounts } from './fleet/fleet-health';
import { SERVER_LIMITS } from './server-config';

export type { ReleaseCounts };

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
  /**
   * Checks every canary once: a failing one is rolled back (in the remotes file, or for the
   * whole fleet in Redis), and logged. With a fleet, one server per round judges the sums of all.
   */
  checkCanaries(sources: RemoteSources): Promise<void>;
  /** Stops its timers, writes its last counts, and resolves once they are added to the fleet's sums (or could not be). */
  stop(): Promise<void>;
}

/**
 * Health per remote release on this server: pages served and failures, the canaries checked
 * against their stable release, and the counts written every few seconds beside the remotes
 * file (`health/<host>-<pid>.json`) for `npm run releases`. Counts only: no visitor data.
 * With `fleet` (Redis), every server's counts are summed there each second (kept while Redis is
 * away, added when it returns), and the verdict is the fleet's.
 */
export function createReleaseHealth({
  policy,
  remotesFile,
  fleet,
  roundMs = 2_000,
  onRolledBack = () => undefined,
  log = rootLogger,
}: {
  policy: CanaryPolicy;
  remotesFile: string | undefined;
  fleet?: FleetHealth;
  /** How often checkCanaries is called: a fleet's turn lasts a round. */
  roundMs?: number;
  /** A canary was rolled back (this server should read the live remotes again now). */
  onRolledBack?: () => void;
  log?: { warn(message: string): void };
}): ReleaseHealth {
  const counts = new Map<string, ReleaseCounts>();
  /** Counts not yet added to the fleet's sums. */
  let pending = new Map<string, { remote: RemoteName; release: string; counts: ReleaseCounts }>();
  const key = (remote: RemoteName, release: string) => `${remote}@${release}`;
  const countsOf = (remote: RemoteName, release: string): ReleaseCounts => {
    let entry = counts.get(key(remote, release));
    if (!entry) {
      entry = { requests: 0, failures: 0 };
      counts.set(key(remote, release), entry);
    }
    return entry;
  };
  const pendingOf = (remote: RemoteName, release: string): ReleaseCounts => {
    let entry = pending.get(key(remote, release));
    if (!entry) {
      entry = { remote, release, counts: { requests: 0, failures: 0 } };
      pending.set(key(remote, release), entry);
    }
    return entry.counts;
  };
  const count = (remote: RemoteName, release: string, requests: number, failures: number) => {
    for (const entry of fleet ? [countsOf(remote, release), pendingOf(remote, release)] : [countsOf(remote, release)]) {
      entry.requests += requests;
      entry.failures += failures;
    }
  };

  async function flush(): Promise<void> {
    if (!fleet || pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await fleet.add(batch);
    } catch {
      // Redis away: these counts wait for the next flush.
      for (const { remote, release, counts: delta } of batch.values()) {
        const entry = pendingOf(remote, release);
        entry.requests += delta.requests;
        entry.failures += delta.failures;
      }
    }
  }
  const flushTimer = fleet ? setInterval(() => void flush(), SERVER_LIMITS.fleetFlushMs) : null;
  /** The last reason the canaries could not be checked, so an outage is logged once. */
  let lastCheckFailure: string | null = null;
  flushTimer?.unref();

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

  /** Takes the canary out, for this server or the fleet; whether this call did (and so reports it). */
  async function rollBack(remote: RemoteName, releases: RemoteReleases): Promise<boolean> {
    if (fleet) return fleet.rollBack(remote, releases);
    if (!remotesFile || !releases.canary) return false;
    const withoutCanary: RemoteReleases = { ...releases };
    delete withoutCanary.canary;
    writeRemoteEntry(remotesFile, remote, withoutCanary);
    return true;
  }

  return {
    served(remote, release, ok) {
      count(remote, release, 1, ok ? 0 : 1);
    },
    browserFailure(remote, release) {
      count(remote, release, 0, 1);
    },
    counts: (remote, release) => ({ ...countsOf(remote, release) }),
    async checkCanaries(sources) {
      const canaries = (Object.entries(sources) as Array<[RemoteName, RemoteSources[RemoteName]]>).flatMap(([remote, source]) =>
        source.kind === 'releases' && source.releases.canary ? [{ remote, releases: source.releases, canary: source.releases.canary.release }] : [],
      );
      if (canaries.length === 0) return;
      try {
        if (fleet) {
          await flush();
          // While Redis is away no verdict is taken: no server could tell the others.
          const myTurn = await fleet.takeTurn(roundMs);
          lastCheckFailure = null;
          if (!myTurn) return;
        }
        for (const { remote, releases, canary } of canaries) {
          const [stable, candidate] = fleet
            ? await Promise.all([fleet.sums(remote, releases.stable), fleet.sums(remote, canary)])
            : [countsOf(remote, releases.stable), countsOf(remote, canary)];
          const reason = canaryVerdict(stable, candidate, policy);
          if (reason && (await rollBack(remote, releases))) {
            log.warn(`canary ${remote} ${canary} retirada automáticamente: ${reason}. Todos vuelven a ${releases.stable}.`);
            onRolledBack();
          }
        }
      } catch (error) {
        // Said once while it lasts: Redis away fails every round the same way.
        const message = String(error);
        if (message !== lastCheckFailure) log.warn(`no se pudieron revisar las canaries: ${message}`);
        lastCheckFailure = message;
      }
    },
    async stop() {
      clearInterval(timer);
      if (flushTimer) clearInterval(flushTimer);
      writeSnapshot();
      await flush();
    },
  };
}
