// @ts-check
// What the shell's servers share in Redis (REDIS_URL), and how the live remotes are written there:
// by the release commands (scripts/release.mjs) and by the server that rolls a failing canary back.
// One module, so the key names and the write are the same on both sides.

/** Where Strapi posts its content-changed webhook on a shell server (and, in production, through the front's internal listener). */
export const CMS_WEBHOOK_PATH = '/_webhooks/cms';

/** A hash: remote name → its entry as JSON (a manifest URL or releases, releases.mjs). */
export const LIVE_REMOTES_KEY = 'sitio:remotos';
/** A counter raised for every content change the CMS reports: each server purges when it moves. */
export const PURGE_GENERATION_KEY = 'sitio:purga';
/** Per release, a hash of `requests` and `failures` summed over every server. */
export const releaseHealthKey = (/** @type {string} */ remote, /** @type {string} */ release) => `sitio:salud:${remote}@${release}`;
/** Held by the one server that weighs the canaries in a round. */
export const CANARY_CHECK_LOCK_KEY = 'sitio:canary:turno';
/** Per visitor and window: requests counted for one rate limit. */
export const rateLimitKey = (/** @type {string} */ name, /** @type {string} */ visitor) => `sitio:limite:${name}:${visitor}`;

/**
 * Takes a remote's canary out (its entry without `canary`), unless that canary is no longer live:
 * two servers that judge the same canary roll it back, and report it, once.
 */
const WITHOUT_CANARY_IF_LIVE = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current then return 0 end
local entry = cjson.decode(current)
if type(entry) ~= 'table' or type(entry.canary) ~= 'table' or entry.canary.release ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1`;

/**
 * @typedef {object} FleetRedis  the few commands used here (ioredis' client has them)
 * @property {(key: string) => Promise<Record<string, string>>} hgetall
 * @property {(key: string, field: string, value: string) => Promise<number>} hset
 * @property {(script: string, keys: number, ...args: string[]) => Promise<unknown>} eval
 */

/**
 * Every remote's live entry, parsed; {} when nothing was ever written.
 * @param {FleetRedis} redis
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readLiveRemotes(redis) {
  const raw = await redis.hgetall(LIVE_REMOTES_KEY);
  /** @type {Record<string, unknown>} */
  const entries = {};
  for (const [remote, json] of Object.entries(raw)) {
    try {
      entries[remote] = JSON.parse(json);
    } catch {
      // An entry someone wrote by hand and broke: that remote keeps its other configuration.
    }
  }
  return entries;
}

/**
 * Writes one remote's live entry (the release commands).
 * @param {FleetRedis} redis @param {string} remote @param {unknown} entry
 */
export async function writeLiveRemote(redis, remote, entry) {
  await redis.hset(LIVE_REMOTES_KEY, remote, JSON.stringify(entry));
}

/**
 * Rolls `canary` of `remote` back to `withoutCanary`, if that canary is still live; whether it did.
 * @param {FleetRedis} redis @param {string} remote @param {string} canary @param {unknown} withoutCanary
 * @returns {Promise<boolean>}
 */
export async function rollBackLiveCanary(redis, remote, canary, withoutCanary) {
  return (await redis.eval(WITHOUT_CANARY_IF_LIVE, 1, LIVE_REMOTES_KEY, remote, canary, JSON.stringify(withoutCanary))) === 1;
}
