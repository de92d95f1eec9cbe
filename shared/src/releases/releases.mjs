// @ts-check
// Remote releases: what is live is configuration, not a rebuild. Each remote's release is an
// immutable folder on the remote's origin (`/releases/<id>/`, its browser build with its Node
// build in `server/`), and the shell server's remotes file (read and written by
// ../node/remotes-file.mjs) says, per remote, which release is stable and which (if any) is a
// canary for a share of visitors. This module is a remote's releases entry and the choice of a
// release for a visitor: pure functions, used by the release CLI (scripts/release.mjs), the
// shell's server and its browser code (the release a loaded manifest belongs to).

/** @typedef {import('../config/topology.mjs').RemoteAppName} RemoteAppName */

/** The folder of a release on its remote's origin. @param {string} id */
export const releasePath = (id) => `/releases/${id}/`;

/** What a release id looks like: the first 12 hex digits of a SHA-256. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

/** The cookie that holds a visitor's bucket (0–99): below a canary's percent, the visitor gets the canary. */
export const RELEASE_BUCKET_COOKIE = 'nd_release_bucket';

/**
 * @typedef {object} CanaryConfig
 * @property {string} release
 * @property {number} percent 1–100
 */

/**
 * @typedef {object} RemoteReleases
 * @property {string} origin the remote's origin (`http://localhost:8081`), or where it sits under the site's one origin
 *   (`https://www.sitio.cl/remotes/tools`, behind one front): its releases are at `<origin>/releases/<id>/`
 * @property {string} stable the stable release's id
 * @property {CanaryConfig} [canary]
 * @property {string[]} [previous] earlier stable releases, newest first (for rollback)
 * @property {string} [preparing] a release every shell server loads ahead, which no visitor gets yet: the
 *   release commands put one live once the running servers have it (shared/src/node/server-presence.mjs)
 */

/**
 * A remote's live release as the file states it, or null when the entry is not a release entry
 * (a plain manifest URL, which the server keeps reading as before) or is malformed.
 * @param {unknown} value
 * @returns {RemoteReleases | null}
 */
export function parseRemoteReleases(value) {
  if (typeof value !== 'object' || value === null) return null;
  const entry = /** @type {Record<string, unknown>} */ (value);
  const { origin, stable, canary, previous } = entry;
  if (typeof origin !== 'string' || typeof stable !== 'string' || !RELEASE_ID.test(stable)) return null;
  let url;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  /** @type {RemoteReleases} */
  const releases = { origin: remoteBaseOf(url), stable };
  if (typeof canary === 'object' && canary !== null) {
    const { release, percent } = /** @type {Record<string, unknown>} */ (canary);
    if (typeof release === 'string' && RELEASE_ID.test(release) && typeof percent === 'number' && percent > 0 && percent <= 100) {
      releases.canary = { release, percent };
    }
  }
  if (Array.isArray(previous)) releases.previous = previous.filter((id) => typeof id === 'string' && RELEASE_ID.test(id));
  if (typeof entry.preparing === 'string' && RELEASE_ID.test(entry.preparing)) releases.preparing = entry.preparing;
  return releases;
}

/**
 * A remote's origin with the path it is served under, if any, and no trailing slash.
 * @param {URL} url
 */
export const remoteBaseOf = (url) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`;

/** A release's browser manifest. @param {string} origin @param {string} id */
export const releaseManifestUrl = (origin, id) => `${origin}${releasePath(id)}mf-manifest.json`;

/**
 * The release a visitor in `bucket` gets: the canary when the bucket is below its percent.
 * @param {RemoteReleases} releases
 * @param {number} bucket 0–99
 * @returns {{ release: string, canary: boolean }}
 */
export function releaseFor(releases, bucket) {
  if (releases.canary && bucket < releases.canary.percent) return { release: releases.canary.release, canary: true };
  return { release: releases.stable, canary: false };
}

/**
 * Whether `id` is a release the remote serves now (its stable release or its canary): what a
 * browser's failure report may be counted against.
 * @param {RemoteReleases} releases
 * @param {string} id
 */
export const servesRelease = (releases, id) => releases.stable === id || releases.canary?.release === id;

/**
 * A visitor's bucket from the cookie's value, or null when there is none (or it is not one).
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function parseBucket(value) {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/**
 * The release a manifest URL names, if it is a release's (`…/releases/<id>/mf-manifest.json`).
 * @param {string} manifestUrl
 * @returns {string | null}
 */
export function releaseOfManifest(manifestUrl) {
  const match = /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(new URL(manifestUrl).pathname);
  return match?.[1] ?? null;
}
