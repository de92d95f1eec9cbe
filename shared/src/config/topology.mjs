// @ts-check
// Where the site's servers listen: the one definition of the app names, their
// ports and manifest URLs. Every port is a named offset from one base
// (SITE_PORT_BASE, default 8080), so two checkouts can run side by side by moving
// the base alone; the extra servers of the end-to-end tests and of the bench take
// their offsets from the same base (e2e/support/ports.ts, scripts/bench/ports.mjs).
//
// Pure data and functions (no `process`, no Node modules): the shell's browser
// bundle imports it for its default manifest URLs, and the scripts, the shell's
// server and the end-to-end harness pass `process.env` in themselves.

/** The base port when SITE_PORT_BASE is not set: the shell's. */
export const DEFAULT_PORT_BASE = 8080;

/**
 * The content service of `npm start` (Strapi): a port of its own, not moved by SITE_PORT_BASE
 * (editors open its admin panel there; CMS_PORT moves it). The shell's server reads it at
 * http://127.0.0.1:<this port> unless CMS_URL says otherwise. The CMS's own default
 * (cms/src/utils/default-port.js), written again here so `shared` imports nothing of the CMS;
 * scripts/lib/cms-port.test.mjs keeps the two equal.
 */
export const DEFAULT_CMS_PORT = 1337;

/** The four remotes, in the order the site lists them. */
export const REMOTE_NAMES = /** @type {const} */ (['marketing', 'content', 'catalogue', 'tools']);

/** The five apps: the shell and the remotes. */
export const APP_NAMES = /** @type {const} */ (['shell', ...REMOTE_NAMES]);

/** @typedef {typeof REMOTE_NAMES[number]} RemoteAppName */
/** @typedef {typeof APP_NAMES[number]} AppName */

/** The site: the shell on the base, the remotes on the next four ports. */
export const APP_PORT_OFFSETS = /** @type {const} */ ({ shell: 0, marketing: 1, content: 2, catalogue: 3, tools: 4 });

/**
 * The site's apps and the extra servers of the tests and the bench (their tables: e2e/support/ports.ts,
 * scripts/bench/ports.mjs) listen within base … base + PORT_SPAN. Whole sites those tables start beside
 * it (`npm run dev`'s, `npm run prod`'s) take bases of their own from the same tables, past the span.
 */
export const PORT_SPAN = 20;

/** The highest SITE_PORT_BASE: the span above it must be ports too. */
const MAX_PORT_BASE = 65535 - PORT_SPAN;

/** What SITE_PORT_BASE must be, as the message of a bad one says it (`SITE_PORT_BASE debe ser …`). */
export const PORT_BASE_RULE = `un número de puerto de 1 a ${MAX_PORT_BASE}`;

/**
 * A SITE_PORT_BASE as written: its base (8080 when unset or blank), or null when it is no port base.
 * The shell's server checks it with its other variables (shell/server/server-config.ts).
 * @param {string | undefined} raw
 * @returns {number | null}
 */
export function parsePortBase(raw) {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT_BASE;
  const base = Number(raw);
  return Number.isInteger(base) && base >= 1 && base <= MAX_PORT_BASE ? base : null;
}

/**
 * The port base of an environment: SITE_PORT_BASE, or 8080. A bad one stops the caller with a
 * Spanish message, as the shell's server says its own.
 * @param {Record<string, string | undefined>} env e.g. process.env
 * @returns {number}
 */
export function portBaseFrom(env) {
  const raw = env.SITE_PORT_BASE;
  const base = parsePortBase(raw);
  if (base === null) throw new Error(`SITE_PORT_BASE debe ser ${PORT_BASE_RULE} (es "${raw}")`);
  return base;
}

/**
 * An origin on this machine. The site's apps are reached as `localhost` (the shell's default CORS
 * origins name it), the CMSs as 127.0.0.1 (Strapi listens on IPv4 only).
 * @param {number} port
 * @param {'localhost' | '127.0.0.1'} [host]
 */
export function localOrigin(port, host = 'localhost') {
  return `http://${host}:${port}`;
}

/** A remote's manifest at an origin. @param {string} origin */
export function manifestUrlAt(origin) {
  return `${origin}/mf-manifest.json`;
}

/**
 * Named ports from their offsets: the site's, and those of the tests' and the bench's extra servers.
 * @template {Record<string, number>} T
 * @param {number} base @param {T} offsets
 * @returns {{ [K in keyof T]: number }}
 */
export function portsOf(base, offsets) {
  return /** @type {{ [K in keyof T]: number }} */ (
    Object.fromEntries(Object.entries(offsets).map(([name, offset]) => [name, base + offset]))
  );
}

/**
 * Every port, origin and manifest URL for a base.
 * @param {number} [base]
 */
export function topologyFor(base = DEFAULT_PORT_BASE) {
  const ports = portsOf(base, APP_PORT_OFFSETS);
  const origins = /** @type {Record<AppName, string>} */ (
    Object.fromEntries(APP_NAMES.map((name) => [name, localOrigin(ports[name])]))
  );
  const manifestUrls = /** @type {Record<RemoteAppName, string>} */ (
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrlAt(origins[name])]))
  );
  return {
    base,
    /** The five apps' ports. */
    ports,
    /** The five apps' origins (`http://localhost:<port>`). */
    origins,
    /** Each remote's browser manifest. */
    manifestUrls,
    /** The shell's default allowed origins for the remotes' CORS (SITE_SHELL_ORIGINS unset). */
    shellOrigins: [origins.shell, localOrigin(ports.shell, '127.0.0.1')],
  };
}

/** @typedef {ReturnType<typeof topologyFor>} Topology */

/**
 * REMOTE_<NAME>_URL for each remote: what a shell server is started with to reach the remotes.
 * @param {Record<RemoteAppName, string>} manifestUrls
 * @returns {Record<string, string>}
 */
export function remoteUrlEnv(manifestUrls) {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, manifestUrls[name]]));
}
