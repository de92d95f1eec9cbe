import fs from 'node:fs';
import type { RemoteName } from '@site/shared/federation';
import { releaseFor, releaseManifestUrl } from '@site/shared/releases';
import { readRemotesFile, remoteSourcesOf, remotesFileReadable as fileReadable, type RemoteSource } from '@site/shared/node/remotes-file';
import type { ServerConfig } from './server-config';
import type { Logger } from './observability/logger';

export type { RemoteSource };

export type RemoteSources = Record<RemoteName, RemoteSource>;

/** The release a visitor was given for a remote, when it is served as releases. */
export interface ChosenRelease {
  release: string;
  canary: boolean;
}

/** What one visitor's page uses: a manifest URL per remote, and which release each is. */
export interface RemoteChoice {
  urls: Record<RemoteName, string>;
  releases: Partial<Record<RemoteName, ChosenRelease>>;
}

/** Where the live remotes are configured: defaults, REMOTE_<NAME>_URL, and the remotes file. */
export type RemoteSettings = Pick<ServerConfig, 'remoteDefaults' | 'remoteOverrides' | 'remotesFile'>;

/** Defaults, then REMOTE_<NAME>_URL, then the file's entries (null: no file, or a broken one). */
function sourcesFrom(settings: RemoteSettings, fromFile: Partial<RemoteSources> | null): RemoteSources {
  const sources = {} as RemoteSources;
  for (const [name, url] of Object.entries({ ...settings.remoteDefaults, ...settings.remoteOverrides })) {
    sources[name as RemoteName] = fromFile?.[name as RemoteName] ?? { kind: 'url', url };
  }
  return sources;
}

/** How every remote is configured now, read at once (the release check's command line). */
export function readRemoteSources(settings: RemoteSettings): RemoteSources {
  const entries = settings.remotesFile ? readRemotesFile(settings.remotesFile) : null;
  return sourcesFrom(settings, entries ? (remoteSourcesOf(entries) as Partial<RemoteSources>) : null);
}

export interface LiveRemoteSources {
  /**
   * How every remote is configured right now. The remotes file is re-read only when it changed
   * (it is replaced whole, by a rename): a remote can move, or a release go live, with no
   * restart, from the next request on. A broken file is reported once and ignored.
   */
  current(): Promise<RemoteSources>;
  /** Whether the remotes file, when one is configured, can be read as JSON (a missing file means the defaults). */
  fileReadable(): boolean;
}

export function createLiveRemoteSources(settings: RemoteSettings, logger: Pick<Logger, 'warn'>): LiveRemoteSources {
  const file = settings.remotesFile;
  const defaults = sourcesFrom(settings, null);
  let kept: { stamp: string; sources: RemoteSources } = { stamp: 'none', sources: defaults };
  let warnedAbout = '';

  async function stampOf(path: string): Promise<string> {
    try {
      const stat = await fs.promises.stat(path);
      return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return 'none';
    }
  }

  return {
    async current() {
      if (!file) return defaults;
      const stamp = await stampOf(file);
      if (stamp === kept.stamp) return kept.sources;
      try {
        const entries = readRemotesFile(file);
        warnedAbout = '';
        kept = { stamp, sources: sourcesFrom(settings, entries ? (remoteSourcesOf(entries) as Partial<RemoteSources>) : null) };
      } catch (error) {
        if (warnedAbout !== String(error)) {
          warnedAbout = String(error);
          logger.warn(`${file} no se pudo leer; se usan las URL anteriores: ${String(error)}`);
        }
      }
      return kept.sources;
    },
    fileReadable: () => !file || fileReadable(file),
  };
}

/**
 * The manifests a visitor in `bucket` uses (null: a visitor without a bucket, who gets every
 * stable release).
 */
export function chooseRemotes(sources: RemoteSources, bucket: number | null): RemoteChoice {
  const urls = {} as Record<RemoteName, string>;
  const releases: Partial<Record<RemoteName, ChosenRelease>> = {};
  for (const [name, source] of Object.entries(sources) as Array<[RemoteName, RemoteSource]>) {
    if (source.kind === 'url') {
      urls[name] = source.url;
      continue;
    }
    const chosen = bucket === null ? { release: source.releases.stable, canary: false } : releaseFor(source.releases, bucket);
    urls[name] = releaseManifestUrl(source.releases.origin, chosen.release);
    releases[name] = chosen;
  }
  return { urls, releases };
}

/** The stable manifests (what a visitor without a bucket gets). */
export function readRemoteUrls(settings: RemoteSettings): Record<RemoteName, string> {
  return chooseRemotes(readRemoteSources(settings), null).urls;
}

/**
 * The distinct origins of the remotes, for the CSP, CORS preconnects and resource hints: remotes
 * served under the site's own origin (`PUBLIC_ORIGIN`, behind one front) need none of them.
 */
export function remoteOrigins(urls: Record<RemoteName, string>, siteOrigin: string | null = null): string[] {
  return [...new Set(Object.values(urls).map((url) => new URL(url).origin))].filter((origin) => origin !== siteOrigin);
}

/**
 * Where this server fetches a remote's file: a URL on the site's public origin goes to the
 * front's internal listener instead (the same path), which alone serves the remotes' Node builds;
 * any other URL is fetched as it is.
 */
export function internalUrlFor(oneOrigin: ServerConfig['oneOrigin']): (url: string) => string {
  if (!oneOrigin) return (url) => url;
  return (url) => {
    const parsed = new URL(url);
    if (parsed.origin !== oneOrigin.publicOrigin) return url;
    return new URL(parsed.pathname + parsed.search, oneOrigin.internalOrigin).href;
  };
}

/** Every manifest a visitor may be given right now: each remote's URL, or its stable release and its canary. */
export function liveManifests(sources: RemoteSources): Array<{ remote: RemoteName; manifest: string }> {
  return (Object.entries(sources) as Array<[RemoteName, RemoteSource]>).flatMap(([remote, source]) => {
    if (source.kind === 'url') return [{ remote, manifest: source.url }];
    const { origin, stable, canary } = source.releases;
    const releases = canary ? [stable, canary.release] : [stable];
    return releases.map((release) => ({ remote, manifest: releaseManifestUrl(origin, release) }));
  });
}
