// @ts-check
// The shell servers' remotes file on disk (its format: releases.mjs): read whole, and one
// remote's entry written atomically (a temporary file renamed over it), so a server reading it
// at that moment reads the old file or the new one, never half of one. The release commands
// (scripts/release.mjs) and a shell server rolling a failing canary back both write through here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every remote's entry (a manifest URL or releases); {} when there is no file yet.
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
export function readRemotesFileAt(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Replaces one remote's entry, leaving the others as they are.
 * @param {string} file @param {string} remote @param {unknown} entry
 */
export function writeRemoteEntryAt(file, remote, entry) {
  writeRemotesFileAt(file, { ...readRemotesFileAt(file), [remote]: entry });
}

/**
 * Replaces the whole file (a server keeping its copy of what is live in Redis).
 * @param {string} file @param {Record<string, unknown>} entries
 */
export function writeRemotesFileAt(file, entries) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(entries, null, 2)}\n`);
  fs.renameSync(temporary, file);
}
