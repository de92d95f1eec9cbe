// @ts-check
// Fails when a lockfile leaves out a locked package's optional dependency (the binaries of
// other platforms: @rspack/binding-*, @swc/core-*, …). `npm ci` refuses such a lockfile as
// out of sync, on a clean clone and in CI. npm writes it that way when the lockfile is rebuilt
// over an existing node_modules; the cure is `npm install --package-lock-only` without one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCKFILES = ['package-lock.json', 'cms/package-lock.json'];

/**
 * Where Node would find `name` from the package at `location`: its own node_modules, then each
 * enclosing one, up to the root's.
 * @param {Record<string, unknown>} packages
 * @param {string} location
 * @param {string} name
 */
function resolves(packages, location, name) {
  for (let dir = location; ; ) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

let missing = 0;
for (const lockfile of LOCKFILES) {
  /** @type {{ packages: Record<string, { optionalDependencies?: Record<string, string>, link?: boolean }> }} */
  const lock = JSON.parse(fs.readFileSync(path.join(root, lockfile), 'utf8'));
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (resolves(lock.packages, location, name)) continue;
      missing += 1;
      console.error(`${lockfile}: ${location || '(raíz)'} → falta la dependencia opcional ${name}`);
    }
  }
}
if (missing > 0) {
  console.error(
    `\n${missing} dependencias opcionales fuera del lockfile: npm ci lo rechazaría. ` +
      'Regenérelo sin node_modules: npm install --package-lock-only (en la raíz o en cms/).',
  );
  process.exit(1);
}
