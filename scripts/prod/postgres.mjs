// @ts-check
// PostgreSQL for `npm run prod`: Debian's server (15 or later), a cluster of the project's own in
// a folder (initdb at the first run), on loopback, with a `cms` role and database for Strapi.
// Run as the `postgres` user when this process is root (PostgreSQL refuses to run as root).
// That user must reach the cluster's folder: in a checkout it cannot enter (a clone under /root, or
// in a `mktemp -d` folder: mode 700 on the way), the cluster lives in the postgres user's home
// instead (/var/lib/postgresql/site-prod/<hash of the state folder>/), the state folder keeping
// the role's password and the cluster's id, so that removing the state folder still starts afresh.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from '../lib/processes.mjs';
import { StartupFailure, exitInSpanish, lastLineOf, messageOf, saveSubprocessOutput, shownPath } from './startup-failure.mjs';

const MIN_MAJOR = 15;
/** A Unix socket's path is at most 107 bytes on Linux; PostgreSQL's own name in it takes 13 (".s.PGSQL.8481"). */
const MAX_SOCKET_DIR_LENGTH = 90;

/** The newest Debian PostgreSQL server's bin folder, or null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs.readdirSync(root).map(Number).filter((major) => major >= MIN_MAJOR && fs.existsSync(path.join(root, String(major), 'bin/postgres')));
  return majors.length ? path.join(root, String(Math.max(...majors)), 'bin') : null;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * @typedef {object} Account  a user as the kernel checks its permissions
 * @property {number} uid
 * @property {number[]} gids  its groups, the primary one included
 * @property {string} home
 */

/** The `postgres` user (Debian's package makes it), or null. @returns {Account | null} */
function postgresAccount() {
  try {
    const [, , uid, gid, , home] = execFileSync('getent', ['passwd', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim().split(':');
    const groups = execFileSync('id', ['-G', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim().split(/\s+/).map(Number);
    // A line without a home field: no home to offer (clusterHomeFor skips an empty one).
    return { uid: Number(uid), gids: [...new Set([Number(gid), ...groups])], home: home ?? '' };
  } catch {
    return null;
  }
}

/**
 * Whether `account` can pass through every folder from / down to `dir` and `dir` itself (search
 * permission, from the mode bits: the owner's, else the group's, else the others'). root always can.
 * @param {string} dir an existing folder
 * @param {Pick<Account, 'uid' | 'gids'>} account
 */
export function canEnter(dir, { uid, gids }) {
  if (uid === 0) return true;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    let stat;
    try {
      stat = fs.statSync(current);
    } catch {
      return false;
    }
    const bit = stat.uid === uid ? 0o100 : gids.includes(stat.gid) ? 0o010 : 0o001;
    if (!stat.isDirectory() || (stat.mode & bit) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/**
 * Where the cluster of the state folder `dir` lives (its data/ and socket/): `dir` itself when the
 * user PostgreSQL runs as can enter it (and the socket's path stays short enough), otherwise a
 * folder of that user's home (or of the system's temporary folder) named after `dir`'s path.
 * @param {string} dir the state folder (e.g. .prod/postgres), existing
 * @param {{ account: Account | null, tmpdir?: string }} options `account`: the user PostgreSQL runs as (null: this process's user)
 * @returns {{ home: string, inStateDir: boolean } | { home: null, tried: string[] }}
 */
export function clusterHomeFor(dir, { account, tmpdir = os.tmpdir() }) {
  const stateDir = path.resolve(dir);
  const shortEnough = (/** @type {string} */ home) => path.join(home, 'socket').length <= MAX_SOCKET_DIR_LENGTH;
  if ((!account || canEnter(stateDir, account)) && shortEnough(stateDir)) return { home: stateDir, inStateDir: true };
  const key = crypto.createHash('sha256').update(stateDir).digest('hex').slice(0, 16);
  const bases = [...new Set([account?.home, tmpdir].filter((base) => typeof base === 'string' && base !== ''))];
  for (const base of /** @type {string[]} */ (bases)) {
    if (fs.existsSync(base) && (!account || canEnter(base, account))) return { home: path.join(base, 'site-prod', key), inStateDir: false };
  }
  return { home: null, tried: [stateDir, .../** @type {string[]} */ (bases)] };
}

/** Runs a PostgreSQL program, as `postgres` when this process is root. @param {string} program @param {string[]} args */
function commandOf(program, args) {
  // setpriv changes user and execs (no process in between), so signals reach PostgreSQL itself.
  return asRoot
    ? { command: 'setpriv', args: ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', program, ...args] }
    : { command: program, args };
}

/**
 * Runs a PostgreSQL program to its end (in `cwd`: a folder that user can enter, or its tools warn).
 * @param {string} program @param {string[]} args @param {string} cwd
 */
function runAsPostgres(program, args, cwd) {
  const { command, args: all } = commandOf(program, args);
  return execFileSync(command, all, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
}

/** A folder the PostgreSQL user owns. @param {string} dir @param {Account | null} account */
function ownedDir(dir, account) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (asRoot && account) {
    // Its primary group, first of its groups (postgresAccount).
    const [group] = account.gids;
    if (group === undefined) throw new Error(`The postgres user (uid ${account.uid}) has no group to own ${dir}`);
    fs.chownSync(dir, account.uid, group);
  }
}

/**
 * The cluster's home outside the state folder: made (its parents enterable), and emptied when it
 * belonged to an earlier state folder at the same path (removed since: a fresh database was asked for).
 * @param {string} stateDir @param {string} home
 */
function claimOutsideHome(stateDir, home) {
  for (const folder of [path.dirname(home), home]) {
    fs.mkdirSync(folder, { recursive: true });
    fs.chmodSync(folder, 0o755);
  }
  const idFile = path.join(stateDir, 'cluster-id');
  const ownerFile = path.join(home, 'state-id');
  const id = fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8').trim() : '';
  const owner = fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8').trim() : '';
  if (id && id === owner) return;
  fs.rmSync(path.join(home, 'data'), { recursive: true, force: true });
  const newId = id || crypto.randomBytes(12).toString('hex');
  fs.writeFileSync(idFile, `${newId}\n`);
  fs.writeFileSync(ownerFile, `${newId}\n`);
  fs.writeFileSync(path.join(home, 'state-folder'), `${stateDir}\n`);
  fs.writeFileSync(path.join(stateDir, 'cluster-home'), `${home}\n`);
}

/**
 * @typedef {object} RunningPostgres
 * @property {{ host: string, port: number, database: string, user: string, password: string }} cms Strapi's connection
 * @property {import('../lib/processes.mjs').ManagedProcess} process
 * @property {() => Promise<void>} stop   a fast shutdown (SIGINT): open transactions are rolled back, data is kept
 */

/**
 * Starts the project's PostgreSQL cluster for the state folder `dir` (made at the first run; in `dir`
 * or, when PostgreSQL's user cannot enter it, outside: clusterHomeFor) and makes sure the `cms` role
 * (its password kept in `dir`/cms-password, outside the cluster) and database exist.
 * Every failure is a StartupFailure; what PostgreSQL's programs printed goes to `logFile`.
 * @param {{ dir: string, port: number, logFile?: string }} options
 * @returns {Promise<RunningPostgres>}
 */
export async function startPostgres({ dir, port, logFile }) {
  const bin = postgresBinDir();
  if (!bin) throw new StartupFailure(`No hay un servidor PostgreSQL ${MIN_MAJOR} o posterior de Debian en /usr/lib/postgresql: instálalo con apt-get install postgresql.`);
  const account = asRoot ? postgresAccount() : null;
  if (asRoot && !account) throw new StartupFailure('No existe el usuario postgres (lo crea el paquete de Debian): reinstala PostgreSQL con apt-get install --reinstall postgresql-common.');
  const seeLog = logFile ? `; mira ${shownPath(logFile)}` : '';
  fs.mkdirSync(dir, { recursive: true });
  const place = clusterHomeFor(dir, { account });
  if (place.home === null) {
    throw new StartupFailure(
      `El usuario postgres no puede entrar en ${place.tried.join(' ni en ')}: da permiso de paso a esas carpetas (chmod o+x en las que tengan modo 700) y vuelve a ejecutarlo.`,
    );
  }
  const home = place.home;
  if (!place.inStateDir) claimOutsideHome(path.resolve(dir), home);
  const dataDir = path.join(home, 'data');
  const socketDir = path.join(home, 'socket');
  ownedDir(socketDir, account);
  const passwordFile = path.join(dir, 'cms-password');
  if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  /**
   * A PostgreSQL program run to its end; its failure is a StartupFailure naming `what` failed (its output in the log).
   * @param {string} program @param {string[]} args @param {string} what
   */
  const run = (program, args, what) => {
    try {
      return runAsPostgres(path.join(bin, program), args, home);
    } catch (error) {
      // The command as run, the role's password left out.
      const hidden = (/** @type {string} */ text) => (password ? text.split(password).join('…') : text);
      saveSubprocessOutput(logFile, hidden([program, ...args].join(' ')), error);
      const said = lastLineOf(/** @type {{ stderr?: unknown }} */ (error).stderr) || hidden(messageOf(error).split('\n')[0] ?? '');
      throw new StartupFailure(`${what} («${said}»)${seeLog}.`, { cause: error });
    }
  };
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A folder a failed initdb left half made would fail the next one too.
    fs.rmSync(dataDir, { recursive: true, force: true });
    ownedDir(dataDir, account);
    // Local socket: the superuser without a password (this script); TCP: passwords only.
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth-local=trust', '--auth-host=scram-sha-256'], `initdb no pudo crear el clúster de PostgreSQL en ${dataDir}`);
  }
  const { command, args } = commandOf(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=50',
  ]);
  const postgres = startProcess({ name: 'PostgreSQL', command, args, cwd: home, logFile });
  const stop = async () => {
    if (!postgres.running()) return;
    postgres.child.kill('SIGINT');
    await postgres.stop(15_000);
  };
  try {
    // It takes logins once pg_isready says so; it may also stop at once (a port taken, a bad folder).
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (!postgres.running()) {
        throw new StartupFailure(`PostgreSQL se detuvo al iniciar (${exitInSpanish(postgres.exitDescription())})${seeLog}; con el puerto ${port} ocupado, PROD_PORT_BASE lo cambia.`);
      }
      try {
        runAsPostgres(path.join(bin, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(port)], home);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new StartupFailure(`PostgreSQL no respondió en 30 s${seeLog}.`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const psql = (/** @type {string} */ sql) =>
      run('psql', ['-h', socketDir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-tAc', sql], 'No se pudo preparar el rol y la base de datos cms de PostgreSQL');
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
