// @ts-check
// Where remote releases live and what is live: the releases folder (each remote's origin serves
// `<releases>/<remote>/<id>/` at `/releases/<id>/`, immutable) and the shell servers' remotes
// file (which release of each remote is stable, and the canary), written atomically.
import fs from 'node:fs';
import path from 'node:path';
import { parseRemoteReleases, RELEASE_ID } from '../../shared/src/releases/releases.mjs';
import { readRemotesFile, writeRemoteEntry } from '../../shared/src/node/remotes-file.mjs';
import { writeLiveRemote } from '../../shared/src/node/fleet-keys.mjs';
import { presenceDirOf } from '../../shared/src/node/server-presence.mjs';
import { readReleaseStoreEnv } from './script-config.mjs';

/** @typedef {import('../../shared/src/config/topology.mjs').RemoteAppName} RemoteAppName */
/** @typedef {import('../../shared/src/releases/releases.mjs').RemoteReleases} RemoteReleases */

/** @type {{ releasesDir: string, remotesFile: string } | undefined} */
let storeEnv;
/** The two folders' variables, parsed once, when the store is first used (scripts/lib/script-config.mjs). */
const store = () => (storeEnv ??= readReleaseStoreEnv());

/** Every remote's releases: SITE_RELEASES_DIR, or releases/ in the repository (git-ignored). */
export const releasesRoot = () => store().releasesDir;

/** The shell servers' remotes file: SITE_REMOTES_FILE, or releases/remotes.json. */
export const remotesFile = () => store().remotesFile;

/** A remote's releases, as its origin serves them under /releases/. @param {string} remote */
export const releasesDirOf = (remote) => path.join(releasesRoot(), remote);

/** Where a release is built before it is published: not served (a dot folder). @param {string} remote */
export const stagingDirOf = (remote) => path.join(releasesDirOf(remote), '.staging');

/** What a published release says of itself. */
export const RELEASE_INFO = 'release.json';

/**
 * @typedef {object} ReleaseInfo
 * @property {string} id
 * @property {string} remote
 * @property {string} publishedAt ISO date
 */

/**
 * The remote's published releases, newest first.
 * @param {string} remote
 * @returns {ReleaseInfo[]}
 */
export function listReleases(remote) {
  const dir = releasesDirOf(remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name) && fs.existsSync(path.join(dir, name, RELEASE_INFO)))
    // The folder names the release (a release.json copied along with its files would not).
    .map((name) => ({ .../** @type {ReleaseInfo} */ (JSON.parse(fs.readFileSync(path.join(dir, name, RELEASE_INFO), 'utf8'))), id: name }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** @param {string} remote @param {string} id */
export const isPublished = (remote, id) => fs.existsSync(path.join(releasesDirOf(remote), id, RELEASE_INFO));

/**
 * Publishes a staged build: its folder is renamed into place whole (a rename, so a visitor never
 * sees half a release), with its release.json written last before the rename.
 * @param {string} remote @param {string} id @param {string} staged the built folder
 */
export function publishRelease(remote, id, staged) {
  /** @type {ReleaseInfo} */
  const info = { id, remote, publishedAt: new Date().toISOString() };
  fs.writeFileSync(path.join(staged, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  fs.renameSync(staged, path.join(releasesDirOf(remote), id));
}

/**
 * Deletes all but the newest `keep` releases, never one that is live (stable, canary or the
 * rollback target): a visitor who loaded a kept release keeps finding its chunks.
 * @param {string} remote @param {number} keep @param {Set<string>} live
 * @returns {string[]} the releases deleted
 */
export function pruneReleases(remote, keep, live) {
  const deleted = [];
  for (const [index, release] of listReleases(remote).entries()) {
    if (index < keep || live.has(release.id)) continue;
    fs.rmSync(path.join(releasesDirOf(remote), release.id), { recursive: true, force: true });
    deleted.push(release.id);
  }
  return deleted;
}

/**
 * What is live, and where a command's change to it goes: the shell servers' remotes file, or with
 * REDIS_URL the fleet's entries in Redis. scripts/release.mjs passes one to every command.
 * @typedef {object} LiveRemotes
 * @property {(remote: string) => RemoteReleases | null} read a remote's live releases, or null
 * @property {(remote: string, releases: RemoteReleases) => Promise<void>} write
 * @property {import('../../shared/src/node/server-presence.mjs').PresenceStore} presence where the running
 *   shell servers say which releases they have loaded
 */

/** What is live in the remotes file, each write atomic. @returns {LiveRemotes} */
export const fileLiveRemotes = () => ({
  read: (remote) => parseRemoteReleases(readRemotesFile(remotesFile())?.[remote]),
  write: async (remote, releases) => writeRemoteEntry(remotesFile(), remote, releases),
  presence: { dir: presenceDirOf(remotesFile()) },
});

/**
 * What is live for the fleet, in Redis (every shell server follows it within a second): read once,
 * each write straight to Redis.
 * @param {import('ioredis').Redis} redis @param {Record<string, unknown>} entries
 * @returns {LiveRemotes}
 */
export function fleetLiveRemotes(redis, entries) {
  const current = { ...entries };
  return {
    read: (remote) => parseRemoteReleases(current[remote]),
    async write(remote, releases) {
      await writeLiveRemote(redis, remote, releases);
      current[remote] = releases;
    },
    presence: { redis },
  };
}

/** The ids a remote's live entry keeps in use. @param {RemoteReleases | null} releases */
export function liveIds(releases) {
  if (!releases) return new Set();
  return new Set([releases.stable, ...(releases.canary ? [releases.canary.release] : []), ...(releases.previous ?? []).slice(0, 1)]);
}
