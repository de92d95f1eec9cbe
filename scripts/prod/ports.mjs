// @ts-check
// The ports of `npm run prod` on one machine: named offsets from one base (PROD_PORT_BASE,
// default 8440), apart from `npm start`'s (8080-8084, 1337), so both can run side by side. Named
// offsets like the site's, the end-to-end tests' (e2e/support/ports.ts) and the bench's
// (scripts/bench/ports.mjs).
import net from 'node:net';
import { portsOf } from '../../shared/src/config/topology.mjs';
import { StartupFailure } from './startup-failure.mjs';

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

/** What listens on each port, for the line that says a port is taken. @type {Record<keyof typeof PROD_PORT_OFFSETS, string>} */
const PORT_USERS = {
  http: 'nginx, HTTP',
  internal: 'nginx, interno',
  https: 'nginx, HTTPS',
  shellA: 'servidor de la shell a',
  shellB: 'servidor de la shell b',
  shellAMetrics: 'métricas de la shell a',
  shellBMetrics: 'métricas de la shell b',
  marketing: 'remote marketing',
  content: 'remote content',
  catalogue: 'remote catalogue',
  tools: 'remote tools',
  cms: 'Strapi',
  postgres: 'PostgreSQL',
  redis: 'Redis',
};

/** The highest PROD_PORT_BASE: the highest offset above it must be a port too. */
const MAX_PROD_PORT_BASE = 65_535 - Math.max(...Object.values(PROD_PORT_OFFSETS));

/** What PROD_PORT_BASE must be, as the message of a bad one says it. */
export const PROD_PORT_BASE_RULE = `un número entre 1024 y ${MAX_PROD_PORT_BASE}`;

/**
 * A PROD_PORT_BASE as written: its base (the default when unset or blank), or null when it is no port base.
 * scripts/lib/script-config.mjs checks it with `npm run prod`'s other variables.
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function prodPortBaseOrNull(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_PROD_PORT_BASE;
  const base = Number(value);
  return Number.isInteger(base) && base >= 1024 && base <= MAX_PROD_PORT_BASE ? base : null;
}

/**
 * The port base from PROD_PORT_BASE (unset or empty: the default); a value that is not a port fails.
 * @param {string | undefined} value
 * @returns {number}
 */
export function prodPortBaseOf(value) {
  const base = prodPortBaseOrNull(value);
  if (base === null) {
    throw new StartupFailure(`PROD_PORT_BASE=${value} no sirve: da un número entre 1024 y ${MAX_PROD_PORT_BASE} (por omisión ${DEFAULT_PROD_PORT_BASE}).`);
  }
  return base;
}

/**
 * Whether something listens on `port` (on any of this machine's addresses: a listener on the wildcard
 * address conflicts with one on 127.0.0.1, as scripts/lib/processes.mjs' assertPortFree probes).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portTaken(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * Fails, before anything starts (and before a build of minutes), when another process holds one of the
 * topology's ports: each server would otherwise die at its turn on EADDRINUSE, or a wait would reach
 * a server that is not ours.
 * @param {ProdPorts} ports
 */
export async function assertProdPortsFree(ports) {
  const names = /** @type {Array<keyof typeof PROD_PORT_OFFSETS>} */ (Object.keys(ports));
  /** @type {typeof names} */
  const taken = [];
  for (const name of names) if (await portTaken(ports[name])) taken.push(name);
  const [firstTaken] = taken;
  if (firstTaken === undefined) return;
  const list = taken.map((name) => `${ports[name]} (${PORT_USERS[name]})`).join(', ');
  const first = ports[firstTaken];
  const otherBase = ports.http + 100;
  throw new StartupFailure(
    `${taken.length === 1 ? 'El puerto' : 'Los puertos'} ${list} ${taken.length === 1 ? 'ya está' : 'ya están'} en uso: ` +
      `detén lo que ${taken.length === 1 ? 'lo' : 'los'} ocupa (ss -ltnp 'sport = :${first}'; ¿otro npm run prod?) ` +
      `o usa otros puertos con PROD_PORT_BASE=${otherBase} npm run prod.`,
  );
}
