// @ts-check
// Which end-to-end files run one at a time (scripts/run-e2e.mjs): the others run side by side
// against the one site the suite starts, and only read it. A file that must run alone says so, and
// why, in a line of its own: `// e2e-serial: takes the site's CMS down.`
import fs from 'node:fs';
import path from 'node:path';

/** The line that marks a file to run alone, with its reason. */
export const SERIAL_MARK = /^\/\/ e2e-serial: \S/m;

/** Where the end-to-end test files are, from the repository's root. */
export const E2E_TESTS_DIR = 'e2e/tests';

/**
 * Calls that change what every other file reads (the site's CMS, its apps, its remotes file or
 * releases): a file that makes one must run alone. A server of a test's own is stopped with its
 * port and key, `stopApp('shell', { port, key })`, and does not count.
 */
export const SHARED_STATE_CALLS = [
  /\bstopCms\(/,
  /\bstartCms\(/,
  /\bwithCmsDownOnColdShell\(/,
  /\bexpectFallbackWhileRemoteDown\(/,
  /\bstopApp\('\w+'\)/,
  /\bsetRemoteUrls\(/,
  /\bresetRemoteUrls\(/,
  /\bremotesFile\b/,
  /\breleasesDir\b/,
];

/** @param {string} text a test file's source */
export const isSerial = (text) => SERIAL_MARK.test(text);

/**
 * The end-to-end test files (paths from the repository's root), split into those that run side by
 * side and those that run alone.
 * @param {string} repoRoot
 * @returns {{ parallel: string[], serial: string[] }}
 */
export function splitE2eFiles(repoRoot) {
  const files = fs
    .readdirSync(path.join(repoRoot, E2E_TESTS_DIR))
    .filter((name) => name.endsWith('.e2e.test.ts'))
    .sort()
    .map((name) => `${E2E_TESTS_DIR}/${name}`);
  /** @type {{ parallel: string[], serial: string[] }} */
  const split = { parallel: [], serial: [] };
  for (const file of files) split[isSerial(fs.readFileSync(path.join(repoRoot, file), 'utf8')) ? 'serial' : 'parallel'].push(file);
  return split;
}

/**
 * A jest path pattern that matches exactly these files (none when the list is empty).
 * @param {string[]} files paths from the repository's root
 */
export function pathPatternOf(files) {
  if (files.length === 0) return '^$';
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `/(${files.map(escape).join('|')})$`;
}
