// @ts-check
// A remote release's id: a content hash of everything its build is made from (the remote's
// sources and build config, @site/shared's sources and build, the locked versions, and the
// site settings a build bakes in), so the same sources give the same id and a rebuild of them
// publishes nothing new. Tests and documentation are not part of a build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ENV_KEYS } from '../../shared/build/site-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Files in a source folder that no build reads. */
const NOT_BUILT = /(\.test\.[cm]?[jt]sx?|\.md)$/;

/**
 * Every file under `dir` a build may read, as repository paths in name order.
 * @param {string} dir a repository path
 * @returns {string[]}
 */
function sourceFiles(dir) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [dir];
  return fs
    .readdirSync(absolute)
    .sort()
    .flatMap((name) => (name === 'node_modules' || name.startsWith('.') ? [] : sourceFiles(path.posix.join(dir, name))))
    .filter((file) => !NOT_BUILT.test(file));
}

/**
 * What a remote's build is made from.
 * @param {string} remote
 * @returns {string[]} repository paths
 */
export function releaseInputs(remote) {
  const app = `remote-${remote}`;
  return [
    ...sourceFiles(`${app}/src`),
    ...sourceFiles(`${app}/package.json`),
    ...sourceFiles(`${app}/rspack.config.mjs`),
    ...sourceFiles('shared/src'),
    ...sourceFiles('shared/build'),
    ...sourceFiles('shared/package.json'),
    ...sourceFiles('package-lock.json'),
  ];
}

/**
 * The release id of a remote's sources as they are now: 12 hex digits of a SHA-256.
 * @param {string} remote
 * @param {Record<string, string | undefined>} [env] the site settings a build bakes in
 * @returns {string}
 */
export function releaseIdOf(remote, env = process.env) {
  const hash = crypto.createHash('sha256');
  for (const file of releaseInputs(remote)) hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  for (const key of SITE_ENV_KEYS) hash.update(`${key}=${env[key] ?? ''}\0`);
  return hash.digest('hex').slice(0, 12);
}
