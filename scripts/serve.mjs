// @ts-check
// Serves the production builds the way they are deployed: the shell on its
// origin (8080) and each remote on its own (8081-8084), with compression,
// long caching for hashed assets and no caching for HTML, manifests, remote
// entries and the runtime configuration.
//
//   node scripts/serve.mjs                      all five apps from their dist/
//   node scripts/serve.mjs marketing            one app alone (deploy one remote)
//   node scripts/serve.mjs marketing:8091:/tmp/marketing-dist   another port and folder
//
// The shell's origin also forwards /api and /media to the content service
// (CMS_URL, default http://127.0.0.1:1337), adding CMS_API_TOKEN to /api calls.
//
// Where the shell finds each remote is runtime configuration: REMOTE_<NAME>_URL
// variables, or a JSON file named by SITE_REMOTES_FILE that is read on every
// request (so a remote can move without restarting or rebuilding anything).
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes, shellPort } from '../shared/build/federation.mjs';
import { cmsProxy } from './lib/cms-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {'shell' | keyof typeof remotes} AppName */

/** @type {Record<AppName, { port: number, dir: string }>} */
export const apps = {
  shell: { port: shellPort, dir: path.join(root, 'shell/dist') },
  marketing: { port: remotes.marketing.port, dir: path.join(root, 'remote-marketing/dist') },
  content: { port: remotes.content.port, dir: path.join(root, 'remote-content/dist') },
  catalogue: { port: remotes.catalogue.port, dir: path.join(root, 'remote-catalogue/dist') },
  tools: { port: remotes.tools.port, dir: path.join(root, 'remote-tools/dist') },
};

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** @param {string} filePath @returns {string} */
function cacheControlFor(filePath) {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The manifest URL of every remote, as configured right now. */
export function remoteUrls() {
  /** @type {Record<string, string>} */
  const urls = {};
  for (const [name, { port }] of Object.entries(remotes)) {
    urls[name] = process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://localhost:${port}/mf-manifest.json`;
  }
  const file = process.env.SITE_REMOTES_FILE;
  if (file && fs.existsSync(file)) Object.assign(urls, JSON.parse(fs.readFileSync(file, 'utf8')));
  return urls;
}

/** The runtime configuration as a script body (`<` escaped: it may sit inside a <script> element). */
function runtimeConfigScript() {
  return `window.__SITE_ENV__=${JSON.stringify({ remotes: remoteUrls() }).replace(/</g, '\\u003c')};`;
}

const ENV_SCRIPT_TAG = '<script src="/env.js"></script>';

/**
 * The shell's page with its runtime configuration written in, instead of a
 * /env.js request that would block rendering, and a preconnect to each remote
 * origin so the first remote request does not wait for a connection.
 * @param {string} dir the shell's build
 * @param {string} ownOrigin
 */
function shellPage(dir, ownOrigin) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const origins = [...new Set(Object.values(remoteUrls()).map((url) => new URL(url, ownOrigin).origin))].filter(
    (origin) => origin !== ownOrigin,
  );
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`).join('');
  return html.replace(ENV_SCRIPT_TAG, `${preconnects}<script>${runtimeConfigScript()}</script>`);
}

/** @param {AppName} name @param {string} dir */
export function createApp(name, dir) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Remotes are fetched cross-origin by the shell (manifests, chunks, fonts).
    if (name !== 'shell') res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  if (name === 'shell') {
    // Server-side configuration only: the token never reaches the browser.
    app.use(cmsProxy({ cmsUrl: process.env.CMS_URL ?? 'http://127.0.0.1:1337', token: process.env.CMS_API_TOKEN }));
    app.get('/env.js', (_req, res) => {
      res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
      res.send(runtimeConfigScript());
    });
  }

  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor('/' + path.relative(dir, filePath).split(path.sep).join('/')));
      },
    }),
  );

  if (name === 'shell') {
    // Every other path is a route of the single-page app.
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(shellPage(dir, `${req.protocol}://${req.get('host')}`));
    });
  }
  return app;
}

/**
 * @param {Array<{ name: AppName, port?: number, dir?: string }>} selection
 * @returns {Promise<import('node:http').Server[]>}
 */
export async function startServers(selection) {
  return Promise.all(
    selection.map(({ name, port = apps[name].port, dir = apps[name].dir }) => {
      if (!fs.existsSync(path.join(dir, name === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
        throw new Error(`No hay build de ${name} en ${dir}: ejecuta "npm run build" primero.`);
      }
      return new Promise((resolve, reject) => {
        const server = createApp(name, dir).listen(port, () => resolve(server));
        server.on('error', reject);
      });
    }),
  );
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
  const selection = parseSelection(process.argv.slice(2));
  const servers = await startServers(selection);
  for (const [i, server] of servers.entries()) {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`${selection[i]?.name}: http://localhost:${address.port}`);
  }
  const stop = () => {
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
