import type { RemoteName } from '@site/shared/federation';
import { releaseFor, releaseManifestUrl } from '@site/shared/releases';
import { readRemotesFile, remoteSourcesOf, remotesFileReadable as fileReadable, type RemoteSource } from '@site/shared/node/remotes-file';
import type { ServerConfig } from './server-config';
import { log } from './observability/logger';

let warnedAbout = '';

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

/** The remotes file's checked entries; null when there is none, or when it is broken (said once). */
function readFileSources(file: string): Partial<RemoteSources> | null {
  try {
    const entries = readRemotesFile(file);
    if (entries === null) return null;
    warnedAbout = '';
    return remoteSourcesOf(entries) as Partial<RemoteSources>;
  } catch (error) {
    if (warnedAbout !== String(error)) {
      warnedAbout = String(error);
      log().warn(`${file} no se pudo leer; se usan las URL anteriores: ${String(error)}`);
    }
    return null;
  }
}

/**
 * How every remote is configured right now: defaults, then REMOTE_<NAME>_URL, then the remotes
 * file (re-read each time, so a remote can move, or a release go live, with no restart). A
 * broken file is reported once and ignored.
 */
export function readRemoteSources(config: ServerConfig): RemoteSources {
  const sources = {} as RemoteSources;
  for (const [name, url] of Object.entries({ ...config.remoteDefaults, ...config.remoteOverrides })) {
    sources[name as RemoteName] = { kind: 'url', url };
  }
  const fromFile = config.remotesFile ? readFileSources(config.remotesFile) : null;
  for (const name of Object.keys(sources) as RemoteName[]) {
    const source = fromFile?.[name];
    if (source) sources[name] = source;
  }
  return sources;
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
export function readRemoteUrls(config: ServerConfig): Record<RemoteName, string> {
  return chooseRemotes(readRemoteSources(config), null).urls;
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

/** Whether the remotes file, when one is configured, can be read as JSON (a missing file means the defaults). */
export function remotesFileReadable(config: ServerConfig): boolean {
  return !config.remotesFile || fileReadable(config.remotesFile);
}
