import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { servesRelease } from '@site/shared/releases';
import type { CmsReader } from '../cms-reader';
import { readRemoteSources, type RemoteSources } from '../remote-urls';
import type { SiteContent } from '../plugins/content';
import type { LiveRemotes } from '../plugins/remotes';

// Stand-ins for the plugins the fleet, probes and releases plugins depend on, registered under the
// same names, so a test builds a small app with only the parts it looks at.

/** `fastify.content`: a purge counted by `onPurge`, reads answered by `read` (whatever the test needs of a page). */
export function contentStandIn({ onPurge = () => undefined, read = () => Promise.resolve({ data: [] }) }: { onPurge?: () => void; read?: (...args: Parameters<CmsReader['read']>) => Promise<unknown> } = {}) {
  return fp(
    async (fastify) => {
      fastify.decorate('content', { reader: { read } as unknown as CmsReader, purge: onPurge, onPurge: () => undefined } satisfies SiteContent);
    },
    { name: 'content' },
  );
}

/** Each remote's default manifest, as the configuration gives them when nothing else says. */
const REMOTE_DEFAULTS = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, `http://localhost:${8081 + index}/mf-manifest.json`])) as Record<RemoteName, string>;

/** The live remotes as the remotes file says now (the defaults without one). */
export function sourcesOf(remotesFile: string | undefined): RemoteSources {
  return readRemoteSources({ remoteDefaults: REMOTE_DEFAULTS, remoteOverrides: {}, remotesFile });
}

/** `fastify.remotes`: the live remotes read from `remotesFile`, with the parts a test does not use left out or overridden. */
export function remotesStandIn({ remotesFile, ...overrides }: { remotesFile?: string } & Partial<LiveRemotes> = {}) {
  return fp(
    async (fastify) => {
      const live: Partial<LiveRemotes> = {
        current: () => Promise.resolve(sourcesOf(remotesFile)),
        sourcesFor: () => Promise.resolve(sourcesOf(remotesFile)),
        async isLive(_request: FastifyRequest, remote: RemoteName, release: string) {
          const source = sourcesOf(remotesFile)[remote];
          return source.kind === 'releases' && servesRelease(source.releases, release);
        },
        allLoaded: () => Promise.resolve(true),
        fileReadable: () => true,
        ...overrides,
      };
      fastify.decorate('remotes', live as LiveRemotes);
    },
    { name: 'remotes' },
  );
}
