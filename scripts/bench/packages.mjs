// @ts-check
// Which packages a route's first-load JavaScript is made of. Every script the page loaded is
// read back from its app's production build, with its source map (written to the app's
// dist-maps/ by shared/build/rspack-config.mjs; never served), and each minified byte is charged to the npm
// package, or the app's own folder, of the source it came from (source-map-explorer). Gzip
// works on a whole file, so a file's transferred bytes are shared out in proportion.
import fs from 'node:fs';
import path from 'node:path';
import { explore } from 'source-map-explorer';
import { SOURCE_MAPS_DIR } from '../../shared/build/source-maps.mjs';

/** Where bytes no source map accounts for are charged. */
export const UNMAPPED = 'no source map';

/**
 * The package a source of a source map belongs to: `react-dom`, `@mui/material`, an app's own
 * code (`shell`, `remote-content`, `shared`), or the bundler's and federation's runtime.
 * @param {string} source a source path as the map names it
 * @returns {string}
 */
export function packageOfSource(source) {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules?.[1]) return inModules[1];
  if (/webpack\/(runtime|bootstrap)|^data:|module_federation/.test(source)) return 'bundler and federation runtime';
  if (/(^|\/)\.\.\/shared\//.test(source)) return 'shared';
  const app = source.match(/^webpack:\/\/([a-z-]+)\//)?.[1];
  if (app) return app === 'shell' ? 'shell' : `remote-${app}`;
  return UNMAPPED;
}

/**
 * A file's transferred bytes shared out by the minified bytes of each package.
 * @param {Record<string, number>} rawByPackage minified bytes by package
 * @param {number} transferredBytes the file's bytes as sent (gzip)
 * @returns {Record<string, number>}
 */
export function shareOut(rawByPackage, transferredBytes) {
  const total = Object.values(rawByPackage).reduce((sum, bytes) => sum + bytes, 0);
  if (total === 0) return { [UNMAPPED]: transferredBytes };
  return Object.fromEntries(Object.entries(rawByPackage).map(([name, bytes]) => [name, (bytes * transferredBytes) / total]));
}

/**
 * @typedef {object} PackageRow
 * @property {string} name
 * @property {number} bytes transferred bytes charged to it
 * @property {string[]} files the files (app:path) it arrived in
 */

/**
 * Adds one file's shares to the rows, by package.
 * @param {Map<string, PackageRow>} rows
 * @param {string} file app:path
 * @param {Record<string, number>} shares
 */
export function addShares(rows, file, shares) {
  for (const [name, bytes] of Object.entries(shares)) {
    const row = rows.get(name) ?? { name, bytes: 0, files: [] };
    row.bytes += bytes;
    if (bytes >= 1 && !row.files.includes(file)) row.files.push(file);
    rows.set(name, row);
  }
}

/**
 * The minified bytes of each package in one built file, from its source map.
 * @param {string} file absolute path of the built JS file
 * @param {string} map absolute path of its source map
 * @returns {Promise<Record<string, number> | null>} null when the file has no map
 */
async function rawBytesByPackage(file, map) {
  if (!fs.existsSync(file) || !fs.existsSync(map)) return null;
  const result = await explore({ code: file, map }, { output: { format: 'json' }, noBorderChecks: true });
  const bundle = result.bundles[0];
  if (!bundle || !('files' in bundle)) return null;
  /** @type {Record<string, number>} */
  const bytes = {};
  for (const [source, { size }] of Object.entries(bundle.files)) {
    const name = packageOfSource(source);
    bytes[name] = (bytes[name] ?? 0) + size;
  }
  return bytes;
}

/**
 * The packages of a first load's scripts, largest first.
 * @param {import('./first-load.mjs').RequestRecord[]} entries the first load's requests
 * @param {(origin: string) => string | null} appDirOf the folder of the app that served an origin
 * @returns {Promise<PackageRow[]>}
 */
export async function packagesOfFirstLoad(entries, appDirOf) {
  /** @type {Map<string, PackageRow>} */
  const rows = new Map();
  for (const entry of entries) {
    if (entry.kind !== 'js' || entry.status === null || entry.status >= 300) continue;
    const dir = appDirOf(entry.origin);
    const pathname = new URL(entry.url).pathname;
    const raw = dir
      ? await rawBytesByPackage(path.join(dir, 'dist', pathname), path.join(dir, SOURCE_MAPS_DIR, `${pathname}.map`)).catch(() => null)
      : null;
    addShares(rows, `${entry.origin}:${pathname}`, raw ? shareOut(raw, entry.encodedBytes) : { [UNMAPPED]: entry.encodedBytes });
  }
  return [...rows.values()].sort((a, b) => b.bytes - a.bytes);
}
