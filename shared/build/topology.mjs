// @ts-check
// Where every server of the site listens: the one definition of the app names,
// their ports and manifest URLs, and the ports of the extra servers the
// end-to-end harness and the benchmark start. Every port is a named offset from
// one base (SITE_PORT_BASE, default 8080), so two checkouts can run side by side
// by moving the base alone.
//
// Pure data and functions (no `process`, no Node modules): the shell's browser
// bundle imports it for its default manifest URLs, and the scripts, the shell's
// server and the end-to-end harness pass `process.env` in themselves.

/** The base port when SITE_PORT_BASE is not set: the shell's. */
export const DEFAULT_PORT_BASE = 8080;

/**
 * The content service of `npm start` (Strapi): a port of its own, not moved by SITE_PORT_BASE
 * (editors open its admin panel there; CMS_PORT moves it). The shell's server reads it at
 * http://127.0.0.1:<this port> unless CMS_URL says otherwise. The CMS's own default, from its file.
 */
export { DEFAULT_CMS_PORT } from '../../cms/src/utils/default-port.js';

/** The four remotes, in the order the site lists them. */
export const REMOTE_NAMES = /** @type {const} */ (['marketing', 'content', 'catalogue', 'tools']);

/** The five apps: the shell and the remotes. */
export const APP_NAMES = /** @type {const} */ (['shell', ...REMOTE_NAMES]);

/** @typedef {typeof REMOTE_NAMES[number]} RemoteAppName */
/** @typedef {typeof APP_NAMES[number]} AppName */

/** The site: the shell on the base, the remotes on the next four ports. */
export const APP_PORT_OFFSETS = /** @type {const} */ ({ shell: 0, marketing: 1, content: 2, catalogue: 3, tools: 4 });

/**
 * The extra servers of the end-to-end harness (e2e/support/servers.ts and the tests that start
 * servers of their own). Shells listed in `E2E_SHELLS` are the remotes' allowed CORS origins.
 */
export const E2E_PORT_OFFSETS = /** @type {const} */ ({
  /** A second shell over the large catalogue's CMS (200 products, four pages of articles). */
  largeCatalogueShell: 5,
  /** security.e2e: a shell over a fake CMS that records what reaches it. */
  fakeCmsShell: 6,
  /** The suite's CMS, on a throwaway database. */
  cms: 7,
  /** The large catalogue's CMS. */
  largeCatalogueCms: 8,
  /** security.e2e: a shell whose browser build is missing. */
  brokenShell: 9,
  /** catalogue and content e2e: a freshly started shell (cold caches). */
  coldShell: 10,
  /** federation.e2e: the marketing remote redeployed at another URL. */
  redeployedMarketing: 11,
  /** leads.e2e: a shell with its own outbox and mail server. */
  leadsShell: 12,
  /** editors.e2e: a CMS with its admin panel on. */
  editorCms: 13,
  /** editors.e2e: a shell with the production caches over the editors' CMS. */
  editorShell: 14,
  /** lifecycle.e2e: a shell stopped with requests in flight. */
  drainingShell: 15,
  /** lifecycle.e2e: that shell's internal metrics port. */
  drainingShellMetrics: 16,
  /** lifecycle.e2e: a shell whose content remote answers its Node build slowly. */
  slowRemoteShell: 17,
});

/** The e2e shells (besides the site's) whose pages load the remotes: the remotes answer CORS to them. */
export const E2E_SHELLS = /** @type {const} */ (['largeCatalogueShell', 'coldShell', 'editorShell']);

/** The extra servers `npm run bench` starts (scripts/bench/). */
export const BENCH_PORT_OFFSETS = /** @type {const} */ ({
  /** Typing in the catalogue: a second shell over the large catalogue's CMS. */
  largeCatalogueShell: 5,
  /** Throughput: a shell server of its own (its page cache off, then on). */
  throughputShell: 6,
  /** The CMS of the site the bench serves when nothing answers on the base. */
  cms: 7,
  /** Typing: the CMS with 200 products. */
  largeCatalogueCms: 8,
  /** Large blog: its CMS with 1,000 articles. */
  largeBlogCms: 9,
  /** Large blog: the shell over it, and the counting proxy between them. */
  largeBlogShell: 10,
  largeBlogProxy: 11,
  /** Large blog: a shell over the normal site's CMS, and its counting proxy, for comparison. */
  normalBlogShell: 12,
  normalBlogProxy: 13,
  /** Leads: a CMS on a fresh database and a shell server. */
  leadsCms: 14,
  leadsShell: 15,
  /** Federation's cost: a shell server serving the site built as one bundle (shared/build/one-bundle.mjs). */
  oneBundleShell: 16,
});

/** The bench's shells (besides the site's) whose pages load the remotes in a browser. */
export const BENCH_SHELLS = /** @type {const} */ (['largeCatalogueShell']);

/**
 * The port base of an environment: SITE_PORT_BASE, or 8080.
 * @param {Record<string, string | undefined>} env e.g. process.env
 * @returns {number}
 */
export function portBaseFrom(env) {
  const raw = env.SITE_PORT_BASE;
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1 || base > 65535 - 20) {
    throw new Error(`SITE_PORT_BASE must be a port number (1-65515), not "${raw}"`);
  }
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
 * @template {Record<string, number>} T
 * @param {number} base @param {T} offsets
 * @returns {{ [K in keyof T]: number }}
 */
function portsOf(base, offsets) {
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
  const e2ePorts = portsOf(base, E2E_PORT_OFFSETS);
  const benchPorts = portsOf(base, BENCH_PORT_OFFSETS);
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
    e2ePorts,
    benchPorts,
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
