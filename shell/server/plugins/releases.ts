import fp from 'fastify-plugin';
import { createFleetHealth } from '../fleet/fleet-health';
import { createReleaseHealth, type ReleaseHealth } from '../release-health';
import { remoteErrorsEndpoint } from '../remote-errors-endpoint';
import type { ServerConfig } from '../server-config';

export interface ReleasesOptions {
  canaryPolicy: ServerConfig['canaryPolicy'];
  /** How often the canaries are weighed. */
  canaryCheckMs: number;
  /** Without Redis, a failing canary is taken out of this file; the health figures are written beside it. */
  remotesFile: string | undefined;
  remoteErrors: ServerConfig['remoteErrors'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages served and failed per remote release (the pages count each one they render). */
    releaseHealth: ReleaseHealth;
  }
}

/**
 * The remotes' canary releases: their health (pages served and failed here, browsers' reports
 * at POST /api/remote-errors), weighed against their stable release every `canaryCheckMs` — on
 * this server alone, or with Redis by one server per round on the fleet's sums — and a failing
 * canary rolled back for every server (release-health.ts). The round reads the live remotes
 * as they are now, outside any request.
 */
export const releasesPlugin = fp<ReleasesOptions>(
  async (fastify, { canaryPolicy, canaryCheckMs, remotesFile, remoteErrors }) => {
    const { fleet, remotes } = fastify;
    const health = createReleaseHealth({
      policy: canaryPolicy,
      remotesFile,
      fleet: fleet.redis ? createFleetHealth(fleet.redis) : undefined,
      roundMs: canaryCheckMs,
      // Every server reads the rollback at its next round; this one at once.
      onRolledBack: () => void fleet.syncNow(),
      log: fastify.log,
    });
    fastify.decorate('releaseHealth', health);

    const weighCanaries = async () => {
      try {
        await health.checkCanaries(await remotes.current());
      } catch (error) {
        fastify.log.warn({ err: error }, 'no se pudieron revisar las canaries');
      }
    };
    const canaryTimer = setInterval(() => void weighCanaries(), canaryCheckMs);
    canaryTimer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(canaryTimer);
      await health.stop();
    });

    await fastify.register(remoteErrorsEndpoint, { health, ...remoteErrors, fleet });
  },
  { name: 'releases', dependencies: ['fleet', 'remotes'] },
);
