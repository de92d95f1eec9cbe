// @ts-check
// The one bundle's server's remote files' hints (one-bundle-server.config.mjs puts it in place of
// shell/server/remote-preloads.ts): its pages are in the bundle, so a page names no remote file.

/** @returns {import('../../shell/server/remote-preloads').RemotePreloads} */
export function createRemotePreloads() {
  return { forPage: async () => [] };
}
