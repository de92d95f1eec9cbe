// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadedName, presenceDirOf, PRESENCE_FRESH_MS, removePresence, runningServers, writePresence } from './server-presence.mjs';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'presence-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A Redis hash in memory, with the commands the module uses. */
function memoryRedis() {
  /** @type {Map<string, Map<string, string>>} */
  const hashes = new Map();
  const hash = (/** @type {string} */ key) => hashes.get(key) ?? hashes.set(key, new Map()).get(key) ?? new Map();
  return {
    hgetall: async (/** @type {string} */ key) => Object.fromEntries(hash(key)),
    hset: async (/** @type {string} */ key, /** @type {string} */ field, /** @type {string} */ value) => (hash(key).set(field, value), 1),
    hdel: async (/** @type {string} */ key, /** @type {string} */ field) => (hash(key).delete(field) ? 1 : 0),
  };
}

describe.each([
  ['a folder beside the remotes file', () => ({ dir: presenceDirOf(path.join(dir, 'remotes.json')) })],
  ['Redis', () => ({ redis: memoryRedis() })],
])('in %s', (_where, storeOf) => {
  it('lists the servers heard of lately with what each has loaded, and none that stopped or went quiet', async () => {
    const store = storeOf();
    const now = Date.now();
    await writePresence(store, 'web-1', { at: now, loaded: [loadedName('tools', 'aaaaaaaaaaaa')] });
    await writePresence(store, 'web-2', { at: now - PRESENCE_FRESH_MS - 1, loaded: [] });
    await writePresence(store, 'web-3', { at: now, loaded: [] });
    await removePresence(store, 'web-3');
    // A killed server's, a day old: forgotten for good.
    await writePresence(store, 'web-4', { at: now - 25 * 60 * 60_000, loaded: [] });
    const running = await runningServers(store, now);
    expect([...running.keys()]).toEqual(['web-1']);
    expect(running.get('web-1')?.loaded).toEqual(['tools@aaaaaaaaaaaa']);
    expect([...(await runningServers(store, now - 25 * 60 * 60_000)).keys()]).not.toContain('web-4');
  });
});

it('reads no folder as no server running', async () => {
  expect((await runningServers({ dir: path.join(dir, 'nada') })).size).toBe(0);
});
