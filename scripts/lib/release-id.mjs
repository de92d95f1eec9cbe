// @ts-check
// A remote release's id: a content hash of the files it serves (its browser build and its Node
// build for the shell's servers), so a build whose files are those of a published release is that
// release, whatever else changed (a test, the docs, another remote's code in @site/shared): nothing
// new to check or to switch. The Node build is not minified: a comment in the remote's code is in it.
// The Node build names its federation container after its release (`<remote>_r<id>`,
// shared/src/federation/node-builds.mjs), which cannot be known before the files are: a release is
// built as BUILD_RELEASE_ID, hashed, then given its name (`nameRelease`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releaseContainerName } from '../../shared/src/federation/node-builds.mjs';

/** The release id a build is made under, before its files have given it its own. */
export const BUILD_RELEASE_ID = '000000000000';

/** What a release folder holds beside its build: written at publication, not served as part of it. */
const NOT_SERVED = new Set(['release.json']);

/** Files of the Node build that can name the container (text). */
const NAMING_FILE = /\.(c?js|mjs|json)$/;

/**
 * Every file of a build, as paths relative to it with '/' separators, in name order.
 * @param {string} dir @param {string} [prefix]
 * @returns {string[]}
 */
export function servedFiles(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .map((entry) => ({ entry, file: prefix ? `${prefix}/${entry.name}` : entry.name }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .flatMap(({ entry, file }) => (entry.isDirectory() ? servedFiles(dir, file) : NOT_SERVED.has(file) ? [] : [file]));
}

/**
 * The release id of a build made as BUILD_RELEASE_ID: 12 hex digits of a SHA-256 of its files'
 * paths and contents.
 * @param {string} dir the build's folder
 * @returns {string}
 */
export function releaseIdOfBuild(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of servedFiles(dir)) hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The federation manifests of a build (its browser build's and its Node build's). */
const MANIFESTS = ['mf-manifest.json', 'server/mf-manifest.json'];

/** What a manifest's list entry is known by: its id, name or path. @param {unknown} item */
const entryKey = (item) => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const { id, name, path: entryPath } = /** @type {Record<string, unknown>} */ (item);
  const key = id ?? name ?? entryPath;
  return typeof key === 'string' ? key : undefined;
};

/** A manifest's value with every list of named entries in name order (nested ones too). @param {unknown} value @returns {unknown} */
function sortedEntries(value) {
  if (Array.isArray(value)) {
    const items = value.map(sortedEntries);
    const keys = items.map(entryKey);
    if (!keys.every((key) => key !== undefined)) return items;
    return items.map((item, index) => ({ item, key: /** @type {string} */ (keys[index]) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ item }) => item);
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sortedEntries(item)]));
  return value;
}

/**
 * Writes a build's federation manifests with their lists (shared packages, exposes, their assets'
 * owners) in name order: the federation plugin writes them in an order that changes from one build
 * of the same sources to the next, which would give the same build two ids. Readers look entries up
 * by name, so the order means nothing to them.
 * @param {string} dir
 */
export function sortManifests(dir) {
  for (const file of MANIFESTS) {
    const absolute = path.join(dir, file);
    if (!fs.existsSync(absolute)) continue;
    fs.writeFileSync(absolute, `${JSON.stringify(sortedEntries(JSON.parse(fs.readFileSync(absolute, 'utf8'))), null, 2)}\n`);
  }
}

/**
 * Names a build made as BUILD_RELEASE_ID after its release: its Node build's container (and the
 * names made from it) becomes `<remote>_r<id>`.
 * @param {string} dir @param {string} remote @param {string} id
 */
export function nameRelease(dir, remote, id) {
  const unnamed = releaseContainerName(remote, BUILD_RELEASE_ID);
  const named = releaseContainerName(remote, id);
  for (const file of servedFiles(dir).filter((name) => NAMING_FILE.test(name))) {
    const absolute = path.join(dir, file);
    const text = fs.readFileSync(absolute, 'utf8');
    if (text.includes(unnamed)) fs.writeFileSync(absolute, text.split(unnamed).join(named));
  }
}
