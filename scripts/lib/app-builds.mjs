// @ts-check
// Where each app's production build is served from by default: `npm run serve`
// (scripts/serve.mjs) and the bench's own servers (scripts/bench/servers.mjs) agree on it.
import path from 'node:path';
import { APP_NAMES } from '../../shared/src/config/topology.mjs';

/** @typedef {import('../../shared/src/config/topology.mjs').AppName} AppName */
/** @typedef {import('../../shared/src/config/topology.mjs').Topology} Topology */

/**
 * Each app's port in the topology and its build folder in the repository at `root`.
 * @param {string} root
 * @param {Topology} topology
 * @returns {Record<AppName, { port: number, dir: string }>}
 */
export function appBuildsOf(root, topology) {
  return /** @type {Record<AppName, { port: number, dir: string }>} */ (
    Object.fromEntries(
      APP_NAMES.map((name) => [
        name,
        { port: topology.ports[name], dir: path.join(root, name === 'shell' ? 'shell/dist' : `remote-${name}/dist`) },
      ]),
    )
  );
}
