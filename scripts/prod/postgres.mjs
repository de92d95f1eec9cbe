// @ts-check
// PostgreSQL for `npm run prod`: Debian's server (15 or later), a cluster of the project's own in
// a folder (initdb at the first run), on loopback, with a `cms` role and database for Strapi.
// Run as the `postgres` user when this process is root (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startProcess } from '../lib/processes.mjs';

const MIN_MAJOR = 15;

/** The newest Debian PostgreSQL server's bin folder, or null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs.readdirSync(root).map(Number).filter((major) => major >= MIN_MAJOR && fs.existsSync(path.join(root, String(major), 'bin/postgres')));
  return majors.length ? path.join(root, String(Math.max(...majors)), 'bin') : null;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as `postgres` when this process is root. @param {string} program @param {string[]} args */
function commandOf(program, args) {
  // setpriv changes user and execs (no process in between), so signals reach PostgreSQL itself.
  return asRoot
    ? { command: 'setpriv', args: ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', program, ...args] }
    : { command: program, args };
}

/** @param {string} program @param {string[]} args */
function runAsPostgres(program, args) {
  const { command, args: all } = commandOf(program, args);
  return execFileSync(command, all, { stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
}

/** A folder the PostgreSQL user owns. @param {string} dir */
function ownedDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
}

/**
 * @typedef {object} RunningPostgres
 * @property {{ host: string, port: number, database: string, user: string, password: string }} cms Strapi's connection
 * @property {import('../lib/processes.mjs').ManagedProcess} process
 * @property {() => Promise<void>} stop   a fast shutdown (SIGINT): open transactions are rolled back, data is kept
 */

/**
 * Starts the project's PostgreSQL cluster in `dir` (made at the first run) and makes sure the
 * `cms` role (its password kept in `dir`/cms-password, outside the cluster) and database exist.
 * @param {{ dir: string, port: number, logFile?: string }} options
 * @returns {Promise<RunningPostgres>}
 */
export async function startPostgres({ dir, port, logFile }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No hay un servidor PostgreSQL ${MIN_MAJOR} o posterior de Debian en /usr/lib/postgresql`);
  fs.mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  ownedDir(socketDir);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    ownedDir(dataDir);
    // Local socket: the superuser without a password (this script); TCP: passwords only.
    runAsPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth-local=trust', '--auth-host=scram-sha-256']);
  }
  const passwordFile = path.join(dir, 'cms-password');
  if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();

  const { command, args } = commandOf(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=50',
  ]);
  const postgres = startProcess({ name: 'PostgreSQL', command, args, logFile });
  const stop = async () => {
    if (!postgres.running()) return;
    postgres.child.kill('SIGINT');
    await postgres.stop(15_000);
  };
  try {
    // It takes logins once pg_isready says so; it may also stop at once (a port taken, a bad folder).
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (!postgres.running()) throw new Error(`PostgreSQL se detuvo al iniciar (${postgres.exitDescription()})${logFile ? `: ver ${logFile}` : ''}`);
      try {
        runAsPostgres(path.join(bin, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(port)]);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL no respondió en 30 s${logFile ? `: ver ${logFile}` : ''}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const psql = (/** @type {string} */ sql) => runAsPostgres(path.join(bin, 'psql'), ['-h', socketDir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-tAc', sql]);
    const quoted = password.replace(/'/g, "''");
    if (psql("SELECT 1 FROM pg_roles WHERE rolname = 'cms'").trim() !== '1') psql(`CREATE ROLE cms LOGIN PASSWORD '${quoted}'`);
    else psql(`ALTER ROLE cms PASSWORD '${quoted}'`);
    if (psql("SELECT 1 FROM pg_database WHERE datname = 'cms'").trim() !== '1') psql('CREATE DATABASE cms OWNER cms');
  } catch (error) {
    await stop();
    throw error;
  }
  return { cms: { host: '127.0.0.1', port, database: 'cms', user: 'cms', password }, process: postgres, stop };
}
