// @ts-check
// The ports of `npm run prod` on one machine: named offsets from one base (PROD_PORT_BASE,
// default 8440), apart from `npm start`'s (8080-8084, 1337), so both can run side by side. Named
// offsets like the site's, the end-to-end tests' (e2e/support/ports.ts) and the bench's
// (scripts/bench/ports.mjs).
import { portsOf } from '../../shared/src/config/topology.mjs';

export const DEFAULT_PROD_PORT_BASE = 8440;

export const PROD_PORT_OFFSETS = /** @type {const} */ ({
  /** nginx, plain HTTP: every request is redirected to HTTPS. */
  http: 0,
  /** nginx, the front's internal listener on loopback: the remotes for the shell's servers, Node builds included. */
  internal: 1,
  /** nginx, HTTPS with HTTP/2: the site's one public origin. */
  https: 3,
  /** The two shell servers behind nginx, and their Prometheus ports. */
  shellA: 10,
  shellB: 11,
  shellAMetrics: 20,
  shellBMetrics: 21,
  /** Each remote's origin (its static server), reached through nginx only. */
  marketing: 30,
  content: 31,
  catalogue: 32,
  tools: 33,
  /** Strapi, and the PostgreSQL it stores its content in. */
  cms: 40,
  postgres: 41,
  /** Redis: the shell servers' shared state. */
  redis: 42,
});

/** @typedef {{ [K in keyof typeof PROD_PORT_OFFSETS]: number }} ProdPorts */

/** @param {number} [base] @returns {ProdPorts} */
export function prodPortsFor(base = DEFAULT_PROD_PORT_BASE) {
  return portsOf(base, PROD_PORT_OFFSETS);
}
