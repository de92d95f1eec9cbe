// @ts-check
// The shell servers' remotes file (SITE_REMOTES_FILE): what is live, per remote. Its one reader and
// writer: the shell's server reads it on every request (shell/server/remote-urls.ts), copies the
// fleet's entries from Redis into it (fleet/fleet-sync.ts) and rolls a failing canary back in it
// (release-health.ts); the release commands (scripts/lib/release-store.mjs) and the end-to-end
// tests (setRemoteUrls) write it too.
//
// Format: a JSON object, remote name → entry, where an entry is the remote's manifest URL (http or
// https) or its releases (`{ origin, stable, canary?, previous? }`, releases.mjs). It is written
// whole and atomically (a temporary file renamed over it), so a server reading it at that moment
// reads the old file or the new one, never half of one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseRemoteReleases } from '../releases/releases.mjs';

/** @typedef {import('../releases/releases.mjs').RemoteReleases} RemoteReleases */

/**
 * How a remote is configured: a manifest URL, or releases (stable, maybe a canary).
 * @typedef {{ kind: 'url', url: string } | { kind: 'releases', releases: RemoteReleases }} RemoteSource
 */

/**
 * Every remote's entry as written, unchecked; null when there is no file. Throws when the file
 * cannot be read or is not JSON.
 * @param {string} file
 * @returns {Record<string, unknown> | null}
 */
export function readRemotesFile(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Whether the file reads as JSON (no file: the defaults apply, which is fine).
 * @param {string} file
 */
export function remotesFileReadable(file) {
  try {
    readRemotesFile(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * An http(s) URL, or null: anything else in the file would end up in the page and the CSP.
 * @param {unknown} value
 */
function httpUrl(value) {
  if (typeof value !== 'string') return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * One entry checked: a manifest URL or releases, or null when it is neither.
 * @param {unknown} value
 * @returns {RemoteSource | null}
 */
export function parseRemoteEntry(value) {
  const url = httpUrl(value);
  if (url) return { kind: 'url', url };
  const releases = parseRemoteReleases(value);
  return releases ? { kind: 'releases', releases } : null;
}

/**
 * The entries that check, by remote; a malformed one is left out (that remote keeps its other
 * configuration).
 * @param {Record<string, unknown>} entries
 * @returns {Record<string, RemoteSource>}
 */
export function remoteSourcesOf(entries) {
  /** @type {Record<string, RemoteSource>} */
  const sources = {};
  for (const [remote, value] of Object.entries(entries)) {
    const source = parseRemoteEntry(value);
    if (source) sources[remote] = source;
  }
  return sources;
}

/**
 * Replaces the whole file (a server keeping its copy of what is live in Redis, a test pointing the
 * shell at other URLs). Entries are written as given: the readers check them.
 * @param {string} file @param {Record<string, unknown>} entries
 */
export function writeRemotesFile(file, entries) {
  writeFileAtomically(file, `${JSON.stringify(entries, null, 2)}\n`);
}

/**
 * Writes a file whole: a temporary file renamed over it, so a reader sees the old text or the new.
 * @param {string} file @param {string} text
 */
export function writeFileAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Replaces one remote's entry, leaving the others as they are.
 * @param {string} file @param {string} remote @param {string | RemoteReleases} entry
 */
export function writeRemoteEntry(file, remote, entry) {
  writeRemotesFile(file, { ...readRemotesFile(file), [remote]: entry });
}
