// @ts-check
// Remote releases for the remotes' teams (docs/releases.md):
//
//   npm run release -w remote-<name>             build and publish a release (never touches a live one)
//   npm run releases                             each remote: releases kept, live, canary and share
//   npm run release:check <remote> <id>          the contract check alone
//   npm run release:canary <remote> <id> <percent>
//   npm run release:promote <remote> <id>
//   npm run release:rollback <remote>            back to the previous stable release
//
// A release is immutable: its id is a content hash of the files it serves (scripts/lib/release-id.mjs),
// its files are served at /releases/<id>/ on the remote's origin. What is live is the shell
// servers' remotes file (SITE_REMOTES_FILE, default releases/remotes.json), written atomically;
// every server reads it on each page, so a switch is live at once, with no restart. Canary and
// promote run the contract check first and change nothing when it refuses the release.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseManifestUrl, RELEASE_ID, remoteBaseOf } from '../shared/src/releases/releases.mjs';
import { REMOTE_NAMES, topologyFor } from '../shared/src/config/topology.mjs';
import { BUILD_RELEASE_ID, nameRelease, releaseIdOfBuild, sortManifests } from './lib/release-id.mjs';
import {
  fileLiveRemotes,
  fleetLiveRemotes,
  isPublished,
  listReleases,
  liveIds,
  publishRelease,
  pruneReleases,
  releasesDirOf,
  remotesFile,
  stagingDirOf,
} from './lib/release-store.mjs';
import { readLiveRemotes } from '../shared/src/node/fleet-keys.mjs';
import { loadedName, runningServers } from '../shared/src/node/server-presence.mjs';
import { commandEnv } from './lib/script-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The commands' variables, parsed once (scripts/lib/script-config.mjs): a bad one stops every command before it does anything. */
const settings = commandEnv('release');

/** Releases kept per remote (SITE_RELEASES_KEEP): a visitor who loaded one keeps working through a switch. */
const keepCount = () => settings.SITE_RELEASES_KEEP;

/** How long one page of a candidate may take to render in the contract check (RELEASE_CHECK_BUDGET_MS). */
const checkBudgetMs = () => settings.RELEASE_CHECK_BUDGET_MS;

/** @typedef {import('./lib/release-store.mjs').LiveRemotes} LiveRemotes */
/** @typedef {import('../shared/src/releases/releases.mjs').RemoteReleases} RemoteReleases */

class ReleaseError extends Error {}

/** @param {string | undefined} name @returns {import('../shared/src/config/topology.mjs').RemoteAppName} */
function remoteArg(name) {
  const remote = REMOTE_NAMES.find((candidate) => candidate === name);
  if (!remote) throw new ReleaseError(`Remote desconocido: «${name ?? ''}». Usa uno de: ${REMOTE_NAMES.join(', ')}.`);
  return remote;
}

/** @param {string} remote @param {string | undefined} id */
function releaseArg(remote, id) {
  if (!id || !RELEASE_ID.test(id)) throw new ReleaseError(`«${id ?? ''}» no es el id de una release (12 dígitos hexadecimales).`);
  if (!isPublished(remote, id)) throw new ReleaseError(`${remote} no tiene la release ${id} publicada (npm run releases las lista).`);
  return id;
}

/** The remote's origin: REMOTE_<NAME>_ORIGIN, or its port in the topology. @param {string} remote */
function originOf(remote) {
  const configured = settings[/** @type {`REMOTE_${Uppercase<import('../shared/src/config/topology.mjs').RemoteAppName>}_ORIGIN`} */ (`REMOTE_${remote.toUpperCase()}_ORIGIN`)];
  if (configured) return remoteBaseOf(new URL(configured));
  return topologyFor(settings.SITE_PORT_BASE).origins[/** @type {import('../shared/src/config/topology.mjs').RemoteAppName} */ (remote)];
}

/**
 * Builds the remote's browser and Node builds, and publishes them as a release named after their
 * files; a build whose files are a published release's publishes nothing.
 * @param {string} remote @param {LiveRemotes} store
 */
function publish(remote, store) {
  const staged = path.join(stagingDirOf(remote), 'build');
  fs.rmSync(stagingDirOf(remote), { recursive: true, force: true });
  fs.mkdirSync(staged, { recursive: true });
  console.log(`${remote}: construyendo…`);
  try {
    execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build'], {
      cwd: path.join(root, `remote-${remote}`),
      env: { ...process.env, NODE_ENV: 'production', BUILD_OUTPUT_DIR: staged, SITE_RELEASE_ID: BUILD_RELEASE_ID },
      stdio: 'inherit',
      // Nothing waits forever (a build takes seconds here).
      timeout: 10 * 60_000,
    });
    // The federation plugin's build report: nothing of the site reads it, and the order of its lists
    // changes from one build to the next, so it is not part of a release.
    for (const report of ['mf-stats.json', 'server/mf-stats.json']) fs.rmSync(path.join(staged, report), { force: true });
    sortManifests(staged);
    const id = releaseIdOfBuild(staged);
    if (isPublished(remote, id)) {
      console.log(`${remote}: la release ${id} ya está publicada (los mismos archivos, el mismo id); nada nuevo que publicar.`);
      return id;
    }
    nameRelease(staged, remote, id);
    publishRelease(remote, id, staged);
    const deleted = pruneReleases(remote, keepCount(), liveIds(store.read(remote)));
    console.log(`${remote}: release ${id} publicada en ${originOf(remote)}/releases/${id}/ (nada en vivo cambió).`);
    if (deleted.length) console.log(`${remote}: releases antiguas borradas: ${deleted.join(', ')}.`);
    return id;
  } finally {
    fs.rmSync(stagingDirOf(remote), { recursive: true, force: true });
  }
}

/**
 * The contract check of a published release, by the shell's own code in a process of its own.
 * @param {string} remote @param {string} id
 */
function check(remote, id) {
  const checker = path.join(root, 'shell/dist-server/release-check.cjs');
  if (!fs.existsSync(checker)) throw new ReleaseError('No hay build del servidor de la shell: ejecuta "npm run build -w shell" primero.');
  const manifest = releaseManifestUrl(originOf(remote), id);
  const run = spawnSync(process.execPath, [checker, remote, manifest, String(checkBudgetMs())], {
    env: { ...process.env, SITE_REMOTES_FILE: remotesFile() },
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  /** @type {{ ok: boolean, problems: string[], pages: Array<{ path: string, ms: number, ok: boolean, note?: string }> } | null} */
  let result;
  try {
    result = JSON.parse(run.stdout.trim().split('\n').pop() ?? '');
  } catch {
    result = null;
  }
  if (!result) throw new ReleaseError(`La comprobación de ${remote} ${id} no pudo correr: ${(run.stderr || run.stdout || '').trim().slice(0, 500)}`);
  for (const page of result.pages) console.log(page.note ? `  - ${page.path}: ${page.note}` : `  ${page.ok ? '✓' : '✗'} ${page.path} (${page.ms} ms)`);
  if (!result.ok) {
    throw new ReleaseError(`${remote} ${id} rechazada; nada en vivo cambió:\n${result.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  console.log(`${remote} ${id}: contrato cumplido (${result.pages.length} páginas renderizadas).`);
}

/** How long a command waits for the running servers to load a release before it goes live (RELEASE_PREPARE_TIMEOUT_MS). */
const prepareTimeoutMs = () => settings.RELEASE_PREPARE_TIMEOUT_MS;

/**
 * Puts `entry` live for `remote` once every running shell server has loaded release `id` (its Node
 * build's pages and its pages.json): first the live entry as it is with `preparing: id`, which no
 * visitor gets, then `entry` once each server says it has it (shared/src/node/server-presence.mjs).
 * The switch then costs no visitor a cold load, and is on every server within the fleet's sync.
 * @param {string} remote @param {string} id @param {RemoteReleases} entry @param {LiveRemotes} store
 */
async function goLive(remote, id, entry, store) {
  const live = store.read(remote);
  // A remote's first release has no live entry to name it in: it loads with its first page.
  if (live) {
    await store.write(remote, { ...live, preparing: id });
    const started = Date.now();
    const name = loadedName(remote, id);
    for (;;) {
      const running = [...(await runningServers(store.presence)).values()];
      const without = running.filter((server) => !server.loaded.includes(name)).length;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (without === 0) {
        console.log(running.length ? `${remote} ${id}: cargada en ${running.length === 1 ? 'el servidor' : `los ${running.length} servidores`} (${seconds} s).` : `${remote} ${id}: ningún servidor en marcha; la cargarán al arrancar.`);
        break;
      }
      if (Date.now() - started > prepareTimeoutMs()) {
        console.log(`${remote} ${id}: ${without} de ${running.length} servidores no la cargaron en ${seconds} s; en vivo igual (la cargarán con su primera página).`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const final = { ...entry };
  delete final.preparing;
  await store.write(remote, final);
}

/** @param {string} remote @param {string} id @param {number} percent @param {LiveRemotes} store */
async function canary(remote, id, percent, store) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new ReleaseError(`El porcentaje va de 1 a 100 (es «${percent}»).`);
  const live = store.read(remote);
  if (!live) throw new ReleaseError(`${remote} no tiene release estable: promueve una primero (npm run release:promote ${remote} <id>).`);
  if (live.stable === id) throw new ReleaseError(`${id} ya es la release estable de ${remote}.`);
  check(remote, id);
  await goLive(remote, id, { ...live, canary: { release: id, percent } }, store);
  console.log(`${remote}: canary ${id} para el ${percent} % de los visitantes.`);
}

/** @param {string} remote @param {string} id @param {LiveRemotes} store */
async function promote(remote, id, store) {
  const live = store.read(remote);
  if (live?.stable === id && !live.canary) throw new ReleaseError(`${id} ya es la release estable de ${remote}.`);
  check(remote, id);
  const previous = live && live.stable !== id ? [live.stable, ...(live.previous ?? [])] : (live?.previous ?? []);
  await goLive(remote, id, { origin: live?.origin ?? originOf(remote), stable: id, previous: previous.slice(0, keepCount()) }, store);
  console.log(`${remote}: ${id} es la release estable${live && live.stable !== id ? ` (antes ${live.stable})` : ''}.`);
}

/** @param {string} remote @param {LiveRemotes} store */
async function rollback(remote, store) {
  const live = store.read(remote);
  if (!live) throw new ReleaseError(`${remote} no se sirve por releases: no hay nada que revertir.`);
  const [back, ...older] = (live.previous ?? []).filter((id) => isPublished(remote, id));
  if (!back) throw new ReleaseError(`${remote} no tiene una release estable anterior publicada.`);
  await goLive(remote, back, { origin: live.origin, stable: back, previous: older }, store);
  console.log(`${remote}: de vuelta a ${back} (deja ${live.stable}${live.canary ? ` y la canary ${live.canary.release}` : ''}).`);
}

/** How recent a server's health snapshot must be to count (a stopped server's is left out). */
const HEALTH_FRESH_MS = 10 * 60_000;
/** A snapshot not rewritten for a day is a stopped server's (each server names its own): deleted. */
const HEALTH_FORGOTTEN_MS = 24 * 60 * 60_000;

/**
 * Pages served and failed per release, summed over the shell servers' snapshots (written beside
 * the remotes file by shell/server/release-health.ts).
 * @returns {Map<string, { requests: number, failures: number }>} by `remote@release`
 */
function readHealth() {
  const dir = path.join(path.dirname(remotesFile()), 'health');
  /** @type {Map<string, { requests: number, failures: number }>} */
  const totals = new Map();
  if (!fs.existsSync(dir)) return totals;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const file = path.join(dir, name);
    const age = Date.now() - fs.statSync(file).mtimeMs;
    if (age > HEALTH_FORGOTTEN_MS) fs.rmSync(file, { force: true });
    if (age > HEALTH_FRESH_MS) continue;
    try {
      /** @type {{ releases: Record<string, { requests: number, failures: number }> }} */
      const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const [key, counts] of Object.entries(snapshot.releases)) {
        const total = totals.get(key) ?? { requests: 0, failures: 0 };
        total.requests += counts.requests;
        total.failures += counts.failures;
        totals.set(key, total);
      }
    } catch {
      // A snapshot being rewritten: read next time.
    }
  }
  return totals;
}

/** @param {LiveRemotes} store */
function list(store) {
  const health = readHealth();
  for (const remote of REMOTE_NAMES) {
    const live = store.read(remote);
    const releases = listReleases(remote);
    console.log(`${remote}: ${live ? `estable ${live.stable}${live.canary ? `, canary ${live.canary.release} (${live.canary.percent} %)` : ''}` : 'sin releases en vivo'}`);
    for (const release of releases) {
      const marks = [
        live?.stable === release.id ? 'estable' : '',
        live?.canary?.release === release.id ? `canary ${live.canary.percent} %` : '',
        live?.previous?.[0] === release.id ? 'anterior' : '',
      ].filter(Boolean);
      const counts = health.get(`${remote}@${release.id}`);
      const figures = counts
        ? `  ${counts.requests} ${counts.requests === 1 ? 'página' : 'páginas'}, ${((counts.failures / Math.max(counts.requests, 1)) * 100).toFixed(1)} % con error`
        : '';
      console.log(`  ${release.id}  ${release.publishedAt}${marks.length ? `  [${marks.join(', ')}]` : ''}${figures}`);
    }
  }
  console.log(`Configuración en vivo: ${remotesFile()}; releases en ${path.dirname(releasesDirOf('x'))}.`);
}

/** @param {string[]} args @param {LiveRemotes} store */
async function run([command, ...args], store) {
  switch (command) {
    case 'publish':
      publish(remoteArg(args[0]), store);
      return;
    case 'list':
      list(store);
      return;
    case 'check': {
      const remote = remoteArg(args[0]);
      check(remote, releaseArg(remote, args[1]));
      return;
    }
    case 'canary': {
      const remote = remoteArg(args[0]);
      await canary(remote, releaseArg(remote, args[1]), Number(args[2]), store);
      return;
    }
    case 'promote': {
      const remote = remoteArg(args[0]);
      await promote(remote, releaseArg(remote, args[1]), store);
      return;
    }
    case 'rollback':
      await rollback(remoteArg(args[0]), store);
      return;
    default:
      throw new ReleaseError('Órdenes: publish <remote>, list, check <remote> <id>, canary <remote> <id> <porcentaje>, promote <remote> <id>, rollback <remote>.');
  }
}

/**
 * Runs a command; with REDIS_URL against the fleet's live remotes in Redis (the shell servers
 * follow a change within a second), else against the remotes file.
 * @param {string[]} args
 */
async function runAgainstLiveRemotes(args) {
  const redisUrl = settings.REDIS_URL;
  if (!redisUrl) {
    await run(args, fileLiveRemotes());
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  try {
    const fleet = fleetLiveRemotes(redis, await readLiveRemotes(redis));
    await run(args, fleet);
    if (['canary', 'promote', 'rollback'].includes(args[0] ?? '')) {
      console.log(`En vivo en Redis (${redisUrl.replace(/\/\/[^@]*@/, '//')}): cada servidor lo aplica en un segundo.`);
    }
  } finally {
    redis.disconnect();
  }
}

try {
  await runAgainstLiveRemotes(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
