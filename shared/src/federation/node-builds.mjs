// @ts-check
// What the remotes' Node builds and the shell's server agree on at run time: the build writes
// these names into each remote's Node build (shared/build/rspack-config.mjs) and the server uses
// them to load it (shell/server/remote-federation.ts).

/**
 * Where the shell's server tells each remote's Node build its browser origin at
 * run time: the Node build resolves asset URLs (images the pages import) and its
 * own chunks against it, so the HTML the server renders names the very files the
 * browser build serves, and a remote can move without a rebuild.
 */
export const REMOTE_PUBLIC_PATHS_GLOBAL = '__SITE_REMOTE_PUBLIC_PATHS__';

/**
 * The federation name of a release's Node build: the remote's name and the release, so the shell's
 * server can load a remote's stable release and its canary side by side (the browser loads one
 * release per remote per page, under the remote's own name).
 * @param {string} remote @param {string} release
 */
export function releaseContainerName(remote, release) {
  return `${remote}_r${release}`;
}
