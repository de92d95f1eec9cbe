// @ts-check
// Which shell servers are running, and which releases each has loaded: every server says so every
// second (in Redis for a fleet, else in a file beside the remotes file), and the release commands
// read it to put a release live only once every running server has its Node build and pages.json
// loaded (a release `preparing`, which no visitor gets yet). Then the switch itself costs no load:
// the first visitors of a canary get its pages, not a fallback counted against it.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './remotes-file.mjs';

/** The fleet's hash in Redis: a server's id -> its presence (JSON). */
export const PRESENCE_KEY = 'sitio:servidores';

/** How often a server says it is there. */
export const PRESENCE_BEAT_MS = 1_000;

/** A server not heard of for this long is not running (a stopped one says so; a killed one cannot). */
export const PRESENCE_FRESH_MS = 5_000;

/** A presence not rewritten for a day is a killed server's (each process names its own): deleted when read. */
const PRESENCE_FORGOTTEN_MS = 24 * 60 * 60_000;

/**
 * @typedef {object} ServerPresence
 * @property {number} at when it said so (ms since the epoch)
 * @property {string[]} loaded the releases whose Node build and pages it has loaded, as `remote@id`
 */

/**
 * @typedef {object} PresenceRedis  the few commands used here (ioredis' client has them)
 * @property {(key: string) => Promise<Record<string, string>>} hgetall
 * @property {(key: string, field: string, value: string) => Promise<number>} hset
 * @property {(key: string, field: string) => Promise<number>} hdel
 */

/**
 * Where presences are kept: the fleet's Redis, or the folder beside the remotes file.
 * @typedef {{ redis: PresenceRedis } | { dir: string }} PresenceStore
 */

/** The folder beside a remotes file. @param {string} remotesFile */
export const presenceDirOf = (remotesFile) => path.join(path.dirname(remotesFile), 'servidores');

/** @param {string} remote @param {string} release */
export const loadedName = (remote, release) => `${remote}@${release}`;

/** @param {PresenceStore} store @param {string} server @param {ServerPresence} presence */
export async function writePresence(store, server, presence) {
  if ('redis' in store) {
    await store.redis.hset(PRESENCE_KEY, server, JSON.stringify(presence));
    return;
  }
  writeFileAtomically(path.join(store.dir, `${server}.json`), JSON.stringify(presence));
}

/** @param {PresenceStore} store @param {string} server */
export async function removePresence(store, server) {
  if ('redis' in store) await store.redis.hdel(PRESENCE_KEY, server);
  else fs.rmSync(path.join(store.dir, `${server}.json`), { force: true });
}

/** @param {string} json @returns {ServerPresence | null} */
function parsePresence(json) {
  try {
    const value = JSON.parse(json);
    if (typeof value?.at !== 'number' || !Array.isArray(value.loaded)) return null;
    return { at: value.at, loaded: value.loaded.filter((/** @type {unknown} */ name) => typeof name === 'string') };
  } catch {
    return null;
  }
}

/**
 * The servers running now (heard of within PRESENCE_FRESH_MS), by id.
 * @param {PresenceStore} store @param {number} [now]
 * @returns {Promise<Map<string, ServerPresence>>}
 */
export async function runningServers(store, now = Date.now()) {
  /** @type {Array<[string, string]>} */
  let raw = [];
  if ('redis' in store) {
    raw = Object.entries(await store.redis.hgetall(PRESENCE_KEY));
  } else if (fs.existsSync(store.dir)) {
    raw = fs
      .readdirSync(store.dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), fs.readFileSync(path.join(store.dir, name), 'utf8')]);
  }
  /** @type {Map<string, ServerPresence>} */
  const running = new Map();
  for (const [server, json] of raw) {
    const presence = parsePresence(json);
    if (presence && now - presence.at <= PRESENCE_FRESH_MS) running.set(server, presence);
    if (!presence || now - presence.at > PRESENCE_FORGOTTEN_MS) await removePresence(store, server);
  }
  return running;
}
