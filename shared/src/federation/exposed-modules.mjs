// @ts-check
// What each remote exposes, derived from the page records (shared/src/routes/page-records.mjs):
// every remote's rspack config builds its `exposes` from this (exposesOf), and the shell's route
// table takes its module names from the same records, so a route cannot name a module its remote
// does not expose. Plain JavaScript because the rspack configs import it in Node.
import { pageRecords } from '../routes/page-records.mjs';

/** @typedef {(typeof pageRecords)[number]} PageRecord */
/** @typedef {PageRecord['remote']} RemoteName */

/**
 * Remote -> page key -> the exposed module's name and its file, relative to the remote's folder.
 * One module per route, so a visitor downloads only the page it opens; two routes of one page
 * (/ and /home) expose it once, under the first record's key.
 * @type {{ readonly [R in RemoteName]: { readonly [K in Extract<PageRecord, { remote: R }>['key']]?: { readonly name: Extract<PageRecord, { remote: R }>['module']; readonly file: string } } }}
 */
export const exposedModules = (() => {
  /** @type {Record<string, Record<string, { name: string; file: string }>>} */
  const byRemote = {};
  for (const record of pageRecords) {
    const pages = (byRemote[record.remote] ??= {});
    const same = Object.values(pages).find(({ name }) => name === record.module);
    if (same && same.file !== record.file) throw new Error(`${record.remote} expone ${record.module} desde dos archivos`);
    if (!same) pages[record.key] = { name: record.module, file: record.file };
  }
  return /** @type {any} */ (byRemote);
})();

/**
 * A remote's `exposes` for the federation plugin: exposed name -> file.
 * @param {keyof typeof exposedModules} remote
 * @returns {Record<string, string>}
 */
export function exposesOf(remote) {
  return Object.fromEntries(Object.values(exposedModules[remote]).map(({ name, file }) => [name, file]));
}
