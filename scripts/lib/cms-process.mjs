// @ts-check
// Installing and starting the content service (cms/, a Strapi app of its own)
// for `npm start`, the end-to-end tests and the benchmark.
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOrigin } from '../../shared/src/config/topology.mjs';
import { assertPortFree, isAnswering, startProcess, waitForHttp } from './processes.mjs';

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms');
const strapiBin = path.join(cmsDir, 'node_modules/.bin/strapi');

/** Installs cms/ dependencies when they are missing (better-sqlite3 compiles: ~3 min the first time). */
/** Whether the CMS's packages are installed (its Strapi command is there). */
export const cmsInstalled = () => fs.existsSync(strapiBin);

export function ensureCmsInstalled() {
  if (cmsInstalled()) return;
  console.log('Instalando el servicio de contenidos (cms/, Strapi)…');
  execSync('npm run setup', { cwd: cmsDir, stdio: 'inherit' });
}

/** What the admin panel's build is made from: Strapi's locked version and the panel's own customisation. */
const ADMIN_SOURCES = ['package-lock.json', 'config/admin.js', 'config/plugins.js', 'src/admin'];
const adminBuildDir = path.join(cmsDir, 'build');
const adminStampFile = path.join(adminBuildDir, '.sources-hash');

/** A hash of the admin panel's sources (files, and folders walked in name order). */
function adminSourcesHash() {
  const hash = crypto.createHash('sha256');
  /** @param {string} file */
  const add = (file) => {
    const absolute = path.join(cmsDir, file);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) add(path.join(file, entry));
      return;
    }
    hash.update(file).update('\0').update(fs.readFileSync(absolute)).update('\0');
  };
  ADMIN_SOURCES.forEach(add);
  return hash.digest('hex');
}

/**
 * Builds the admin panel (cms/build/, about a minute on two cores) unless the
 * build there was made from the same sources. Only editors need it
 * (CMS_ADMIN=true): `strapi start` serves the content API without it.
 * @returns {boolean} whether it built
 */
export function ensureCmsAdminBuilt() {
  const sources = adminSourcesHash();
  const built = fs.existsSync(path.join(adminBuildDir, 'index.html')) && fs.existsSync(adminStampFile);
  if (built && fs.readFileSync(adminStampFile, 'utf8') === sources) return false;
  console.log('Construyendo el panel de administración del CMS (cerca de un minuto)…');
  execSync('npm run build:admin', { cwd: cmsDir, stdio: 'inherit' });
  fs.writeFileSync(adminStampFile, sources);
  return true;
}

/** A token for this run when none is configured: Strapi re-stores it at each start. */
export function randomToken() {
  return crypto.randomBytes(32).toString('hex');
}

/**
 * The media library's folder of a database (CMS_PUBLIC_DIR): uploaded files belong to the rows that
 * name them, so each database has its own, beside it (`.tmp/bench.db` → `.tmp/bench-public/uploads/`).
 * @param {string} databaseFile relative to cms/ or absolute
 */
export const cmsPublicDirOf = (databaseFile) => `${databaseFile.replace(/\.db$/, '')}-public`;

/**
 * Deletes a database and its media library (a fresh seed next start).
 * @param {string} databaseFile relative to cms/ or absolute
 */
export function removeCmsData(databaseFile) {
  const file = path.resolve(cmsDir, databaseFile);
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.rmSync(path.resolve(cmsDir, cmsPublicDirOf(databaseFile)), { recursive: true, force: true });
}

/**
 * @typedef {object} CmsOptions
 * @property {number} port
 * @property {string} token          read-only API token the site's server will send
 * @property {string} [databaseFile] SQLite file (relative to cms/ or absolute), with its media library
 *   beside it (cmsPublicDirOf); default cms/.tmp/data.db and cms/public/
 * @property {boolean} [detached]    outlive this process (end-to-end servers)
 * @property {string} [logFile]      where its output goes; default inherited
 * @property {Record<string, string>} [env] more settings, e.g. CMS_SEED_EXTRA_PRODUCTS
 * @property {number} [timeoutMs]    how long to wait for /_health (seeding a large database takes minutes); default 120 s
 */

/** Strapi answers its health check with 204 once it serves. @param {Response} response */
const healthy = (response) => response.status === 204;

/**
 * Starts Strapi and resolves once it answers /_health (fails at once when the port is taken
 * or Strapi exits, and at the deadline otherwise).
 * @param {CmsOptions} options
 * @returns {Promise<import('./processes.mjs').ManagedProcess>}
 */
export async function startCms({ port, token, databaseFile, detached = false, logFile, env = {}, timeoutMs = 120_000 }) {
  await assertPortFree(port, 'the CMS');
  const cms = startProcess({
    name: `the CMS on port ${port}`,
    command: strapiBin,
    args: ['start'],
    cwd: cmsDir,
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_API_TOKEN: token,
      ...(databaseFile ? { DATABASE_FILENAME: databaseFile, CMS_PUBLIC_DIR: cmsPublicDirOf(databaseFile) } : {}),
      ...env,
    },
    logFile,
    detached,
  });
  try {
    await waitForHttp(`${cmsOrigin(port)}/_health`, { timeoutMs, process: cms, ready: healthy, intervalMs: 250 });
  } catch (error) {
    // Never leave a half-started Strapi behind.
    await cms.stop();
    throw error;
  }
  return cms;
}

/** The CMS's origin on this machine (Strapi listens on 127.0.0.1). @param {number} port */
export const cmsOrigin = (port) => localOrigin(port, '127.0.0.1');

/** Whether a CMS answers its health check at origin. @param {string} origin */
export const cmsAnswers = (origin) => isAnswering(`${origin}/_health`, { ready: healthy });
