import { releaseOfManifest } from '@site/shared/releases';
import type { RemoteName } from '@site/shared/federation';
import { readRuntimeEnv } from './runtime-env';

/** Where the shell's server counts a remote's failures in browsers (shell/server/remote-errors-endpoint.ts). */
const REMOTE_ERRORS_PATH = '/api/remote-errors';

/**
 * Tells the site's server that a remote's page failed in this browser, to load or to render, so
 * a canary release that fails is rolled back. Only the remote, the release this page loaded (from
 * its manifest's URL; none when the remote is not served as releases) and the kind: nothing about
 * the visitor. A beacon: it is sent even if the visitor leaves at once, and never holds the page.
 */
export function reportRemoteError(remote: RemoteName, kind: 'load' | 'render'): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    const release = releaseOfManifest(readRuntimeEnv().remotes[remote]);
    if (!release) return;
    navigator.sendBeacon(REMOTE_ERRORS_PATH, new Blob([JSON.stringify({ remote, release, kind })], { type: 'text/plain' }));
  } catch {
    // A report lost is only a figure missing.
  }
}
