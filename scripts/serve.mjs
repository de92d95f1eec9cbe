// @ts-check
// Serves the production builds the way they are deployed: the shell's server
// (its own production package, shell/dist-server) on its origin (8080), and
// each remote's static build on its own origin (8081-8084; SITE_PORT_BASE moves
// them all, see shared/src/config/topology.mjs), with compression,
// long caching for hashed assets and no caching for manifests and remote entries.
//
//   node scripts/serve.mjs                      all five apps
//   node scripts/serve.mjs marketing            one app alone (deploy one remote)
//   node scripts/serve.mjs marketing:8091:/tmp/marketing-dist   another port and folder
//
// The shell's server is configured by its environment (CMS_URL, CMS_API_TOKEN,
// REMOTE_<NAME>_URL, SITE_REMOTES_FILE; see docs/configuration.md). The remotes answer CORS to
// the shell's origins only: SITE_SHELL_ORIGINS (comma-separated), by default
// http://localhost:8080 and http://127.0.0.1:8080.
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { topologyFor } from '../shared/src/config/topology.mjs';
import { appBuildsOf } from './lib/app-builds.mjs';
import { assertPortFree, startProcess, waitForHttp } from './lib/processes.mjs';
import { releasesDirOf, remotesFile } from './lib/release-store.mjs';
import { commandEnv } from './lib/script-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const topology = topologyFor(commandEnv('site').SITE_PORT_BASE);

/** @typedef {import('../shared/src/config/topology.mjs').AppName} AppName */

/** Where each app is served from by default: its port in the topology and its build folder. */
export const apps = appBuildsOf(root, topology);

/** How long the shell's server gets to answer after its start. */
const SHELL_START_TIMEOUT_MS = 20_000;

/** The shell's production server, built by `npm run build -w @site/shell`. */
export const shellServerEntry = path.join(root, 'shell/dist-server/main.cjs');

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** @param {string} filePath @returns {string} */
function cacheControlFor(filePath) {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Origins of the shell that may read a remote's files from script (manifests, fonts). @returns {string[]} */
export function shellOrigins() {
  /** @type {string | undefined} */
  const configured = commandEnv('site').SITE_SHELL_ORIGINS;
  if (configured) return configured.split(',').map((origin) => new URL(origin.trim()).origin);
  return topology.shellOrigins;
}

/**
 * A remote's origin: its static build, readable cross-origin by the shell only, and its releases
 * under /releases/<id>/ (scripts/release.mjs), immutable: a release's files never change.
 * @param {string} dir
 * @param {string | null} [releasesDir]
 */
export function createRemoteApp(dir, releasesDir = null) {
  const allowed = new Set(shellOrigins());
  const app = express();
  app.disable('x-powered-by');
  // Never gzip a byte range: its Content-Range counts uncompressed bytes.
  app.use(compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) }));
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    next();
  });
  if (releasesDir) {
    app.use(
      '/releases',
      express.static(releasesDir, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
  }
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor('/' + path.relative(dir, filePath).split(path.sep).join('/')));
      },
    }),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('No encontrado');
  });
  return app;
}

/**
 * @typedef {object} RunningApp
 * @property {AppName} name
 * @property {number} port
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the shell's production server as a process of its own (NODE_ENV=production, its own
 * runtime dependencies) and resolves once it answers.
 * @param {number} port
 * @returns {Promise<RunningApp>}
 */
async function startShell(port) {
  if (!fs.existsSync(shellServerEntry)) throw new Error('No hay build del servidor de la shell: ejecuta "npm run build" primero.');
  await assertPortFree(port, "the shell's server");
  const shell = startProcess({
    name: "the shell's server",
    command: process.execPath,
    args: [shellServerEntry],
    // The remotes file the release commands write (releases/remotes.json unless SITE_REMOTES_FILE says).
    // The terminal shows the shell's warnings and errors only (a JSON line per request is for production's collector).
    env: { LOG_LEVEL: 'warn', ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_REMOTES_FILE: remotesFile() },
  });
  try {
    await waitForHttp(`http://localhost:${port}/env.js`, { timeoutMs: SHELL_START_TIMEOUT_MS, process: shell });
  } catch (error) {
    await shell.stop();
    throw error;
  }
  return { name: 'shell', port, stop: () => shell.stop() };
}

/**
 * @param {Array<{ name: AppName, port?: number, dir?: string }>} selection
 * @returns {Promise<RunningApp[]>}
 */
export async function startServers(selection) {
  const results = await Promise.allSettled(
    selection.map(async ({ name, port = apps[name].port, dir = apps[name].dir }) => {
      if (!fs.existsSync(path.join(dir, name === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
        throw new Error(`No hay build de ${name} en ${dir}: ejecuta "npm run build" primero.`);
      }
      // The shell's server serves the build beside its own (shell/dist); a folder moves a remote only.
      if (name === 'shell') return startShell(port);
      await assertPortFree(port, `the ${name} remote's server`);
      /** @type {import('node:http').Server} */
      const server = await new Promise((resolve, reject) => {
        const listening = createRemoteApp(dir, releasesDirOf(name)).listen(port, () => resolve(listening));
        listening.on('error', reject);
      });
      return {
        name,
        port,
        stop: () =>
          new Promise((resolve) => {
            server.close(() => resolve(undefined));
            server.closeAllConnections();
          }),
      };
    }),
  );
  /** @type {RunningApp[]} */
  const running = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length === 0) return running;
  // One app that cannot start stops the others: nothing is left half-served.
  await Promise.allSettled(running.map((app) => app.stop()));
  throw failures[0];
}

/** @param {string[]} args */
function parseSelection(args) {
  if (args.length === 0) return /** @type {AppName[]} */ (Object.keys(apps)).map((name) => ({ name }));
  return args.map((arg) => {
    const [name, port, dir] = arg.split(':');
    if (!name || !(name in apps)) throw new Error(`App desconocida: ${name}. Usa una de: ${Object.keys(apps).join(', ')}`);
    return {
      name: /** @type {AppName} */ (name),
      ...(port ? { port: Number(port) } : {}),
      ...(dir ? { dir: path.resolve(dir) } : {}),
    };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  /** @type {RunningApp[]} */
  let running;
  try {
    running = await startServers(parseSelection(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  for (const app of running) console.log(`${app.name}: http://localhost:${app.port}`);
  const stop = async () => {
    await Promise.all(running.map((app) => app.stop()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
