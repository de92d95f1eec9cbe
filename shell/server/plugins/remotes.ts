import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteName } from '@site/shared/federation';
import { presenceDirOf, type PresenceStore } from '@site/shared/node/server-presence';
import { servesRelease } from '@site/shared/releases';
import { bucketOf } from '../release-bucket';
import { createRemoteFederation, type RemoteFederation } from '../remote-federation';
import { createRemotePreloads, type RemotePreloads } from '../remote-preloads';
import {
  chooseRemotes,
  createLiveRemoteSources,
  internalUrlFor,
  liveManifests,
  remoteOrigins,
  type RemoteSettings,
  type RemoteSources,
} from '../remote-urls';
import type { ServerConfig } from '../server-config';
import { runtimeConfigScript } from '../shell-page';
import { editorPagesIn } from '../site-pages/editor-pages';
import { createLiveSitePages, type LiveSitePages } from '../site-pages/live-site-pages';
import { createReleasePreparation } from '../release-preparation';

export interface RemotesOptions extends RemoteSettings {
  oneOrigin: ServerConfig['oneOrigin'];
  remotePages: ServerConfig['remotePages'];
}

/** The live remotes, as every other part of the server sees them. */
export interface LiveRemotes {
  /** The remotes configuration now, outside any request (the canaries' rounds). */
  current(): Promise<RemoteSources>;
  /** This request's remotes configuration (stable, canary, share): read once per request, whoever asks. */
  sourcesFor(request: FastifyRequest): Promise<RemoteSources>;
  /** The remotes' origins, given their manifests' URLs. */
  originsOf(urls: Record<RemoteName, string>): string[];
  /** Whether `release` is one `remote` serves now (its stable release or its canary). */
  isLive(request: FastifyRequest, remote: RemoteName, release: string): Promise<boolean>;
  /** Whether every live release's page modules and pages.json are loaded here (loading them now, if they were not). */
  allLoaded(): Promise<boolean>;
  /** Whether the remotes file, when one is configured, can be read. */
  fileReadable(): boolean;
  /** The remotes' Node builds, loaded into this process. */
  readonly federation: RemoteFederation;
  /** The live releases' pages, composed into the site a visitor's releases make. */
  readonly sitePages: LiveSitePages;
  readonly preloads: RemotePreloads;
}

declare module 'fastify' {
  interface FastifyInstance {
    remotes: LiveRemotes;
  }
  interface FastifyRequest {
    /** The origins this request's page may load remotes from (CSP, preconnects), read as the request arrives. */
    remoteOrigins: string[] | null;
  }
}

/**
 * The live remotes: where each remote's release is (defaults, REMOTE_<NAME>_URL, the remotes file
 * that a release or the fleet's sync rewrites), their Node builds loaded through federation for
 * the server's render, their browser files to preload, and `/env.js`, the remotes' URLs for this
 * visitor's releases that the shell reads before it starts.
 */
export const remotesPlugin = fp<RemotesOptions>(
  async (fastify, options) => {
    const live = createLiveRemoteSources(options, fastify.log);
    const fetchUrl = internalUrlFor(options.oneOrigin);
    const federation = createRemoteFederation({ ...options.remotePages, fetchUrl });
    const sitePages = createLiveSitePages({
      timeoutMs: options.remotePages.timeoutMs,
      revalidateMs: options.remotePages.revalidateMs,
      fetchUrl,
      logger: fastify.log,
    });
    // Each live release loaded as soon as it is named, and this server's word of it to the release commands.
    const presence: PresenceStore | null = fastify.fleet.redis ? { redis: fastify.fleet.redis } : options.remotesFile ? { dir: presenceDirOf(options.remotesFile) } : null;
    const preparation = createReleasePreparation({ current: () => live.current(), federation, sitePages, store: presence, logger: fastify.log });
    const preloads = createRemotePreloads({ timeoutMs: options.remotePages.timeoutMs, maxAgeMs: options.remotePages.revalidateMs, fetchUrl });
    const perRequest = new WeakMap<FastifyRequest, Promise<RemoteSources>>();
    const siteOrigin = options.oneOrigin?.publicOrigin ?? null;

    const sourcesFor = (request: FastifyRequest): Promise<RemoteSources> => {
      let sources = perRequest.get(request);
      if (!sources) {
        sources = live.current();
        perRequest.set(request, sources);
      }
      return sources;
    };
    const originsOf = (urls: Record<RemoteName, string>) => remoteOrigins(urls, siteOrigin);

    fastify.decorate('remotes', {
      current: () => live.current(),
      sourcesFor,
      originsOf,
      async isLive(request: FastifyRequest, remote: RemoteName, release: string) {
        const source = (await sourcesFor(request))[remote];
        return source.kind === 'releases' && servesRelease(source.releases, release);
      },
      async allLoaded() {
        const known = await Promise.all(
          liveManifests(await live.current()).flatMap(({ remote, manifest }) => [federation.knows(remote, manifest), sitePages.knows(remote, manifest)]),
        );
        return known.every(Boolean);
      },
      fileReadable: live.fileReadable,
      federation,
      sitePages,
      preloads,
    } satisfies LiveRemotes);

    // Read once as each request arrives, for the plugins after this one (the security headers' policy).
    fastify.decorateRequest('remoteOrigins', null);
    fastify.addHook('onRequest', async (request) => {
      request.remoteOrigins = originsOf(chooseRemotes(await sourcesFor(request), null).urls);
    });

    fastify.get('/env.js', async (request, reply) => {
      const urls = chooseRemotes(await sourcesFor(request), bucketOf(request)).urls;
      const { navigation } = await sitePages.of(urls, await editorPagesIn(fastify.content.reader));
      return reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(runtimeConfigScript(urls, { navigation }));
    });

    fastify.addHook('onClose', async () => {
      await preparation.stop();
      federation.stop();
      sitePages.stop();
    });
  },
  { name: 'remotes', dependencies: ['fleet', 'content', '@fastify/cookie'] },
);
