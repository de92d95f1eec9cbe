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
