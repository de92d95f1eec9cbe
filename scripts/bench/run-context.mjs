// @ts-check
// What every part of the benchmark shares while it runs: its log line and the
// clean-ups of what it started (servers, browsers), run at the end, on failure
// and on Ctrl-C.

/** @param {string} message */
export function log(message) {
  console.error(`bench: ${message}`);
}

/** @type {Set<() => Promise<void>>} */
const cleanups = new Set();

/**
 * Registers a clean-up; returns a function that runs it now (once).
 * @param {() => Promise<void>} fn
 * @returns {() => Promise<void>}
 */
export function onCleanup(fn) {
  cleanups.add(fn);
  return async () => {
    if (cleanups.delete(fn)) await fn();
  };
}

/** Runs every registered clean-up, the latest first; a failing one does not stop the others. */
export async function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch (error) {
      console.error('bench: clean-up failed:', error);
    }
  }
}

/** Ctrl-C and SIGTERM stop what was started before the process exits. */
export function cleanUpOnSignals() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping what it started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
