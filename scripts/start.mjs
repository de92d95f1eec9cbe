// @ts-check
// `npm start`: install what is missing, build every app, start the content
// service and serve the whole site at http://localhost:8080 (remotes on
// 8081-8084; SITE_PORT_BASE moves them, see shared/src/config/topology.mjs), as in production. `CMS_ADMIN=true npm start` (or `npm run
// cms:admin`) also serves the CMS's admin panel for editors.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Node's built-ins and the topology only: importable before the first install.
import { cmsDir, cmsInstalled, ensureCmsAdminBuilt, randomToken, startCms } from './lib/cms-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command with its output on this terminal; resolves when it succeeds. Asynchronous, so that on a
 * fresh clone the two installs, and then the build and the CMS's first start, run side by side (issue 41 §7).
 * @param {string} command @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
const run = (command, { cwd = root, env = process.env } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, env, stdio: 'inherit', shell: true });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve(undefined) : reject(new Error(`«${command}» terminó con ${signal ?? code}`))));
  });

async function installSite() {
  console.log('Instalando dependencias…');
  // See .ci/run: `npm ci` may refuse a lockfile without other platforms' optional binaries.
  await run('npm ci --no-audit --no-fund').catch(() => run('npm install --no-audit --no-fund'));
}

// The site's packages and the CMS's (Strapi, with better-sqlite3's native build) are independent: mostly
// downloads, the disk and one compiler, so they install at the same time.
await Promise.all([
  fs.existsSync(path.join(root, 'node_modules/.package-lock.json')) ? undefined : installSite(),
  cmsInstalled() ? undefined : (console.log('Instalando el servicio de contenidos (cms/, Strapi)…'), run('npm run setup', { cwd: cmsDir })),
]);

const { commandEnv } = await import('./lib/script-config.mjs');
const settings = commandEnv('site');
// The CMS reads CMS_ADMIN itself.
if (process.argv.includes('--admin')) process.env.CMS_ADMIN = 'true';
const adminOn = settings.CMS_ADMIN || process.argv.includes('--admin');
if (adminOn) ensureCmsAdminBuilt();

// The build gets the environment as it was given, before the secrets below are made for the servers.
const buildEnv = { ...process.env };

// The CMS keeps its content in cms/.tmp/data.db (seeded on first start). The
// token is server-side configuration: CMS_API_TOKEN, or a fresh one per start.
const cmsPort = settings.CMS_PORT;
const sitePort = settings.SITE_PORT_BASE;
// The tokens and secrets below are written into the environment the CMS and the shell's server inherit.
const cmsToken = settings.CMS_API_TOKEN ?? randomToken();
process.env.CMS_API_TOKEN = cmsToken;
// The write-only token the shell's server stores the contact form's leads with.
process.env.CMS_LEADS_TOKEN ??= randomToken();
process.env.CMS_URL = settings.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
// Strapi's content-changed webhook: what an editor publishes is on the site within seconds (the
// shell purges its pages and CMS answers), not when its caches age out.
const { CMS_WEBHOOK_PATH } = await import('../shared/src/node/fleet-keys.mjs');
process.env.CMS_WEBHOOK_SECRET ??= randomToken();
process.env.SITE_WEBHOOK_URL ??= `http://127.0.0.1:${sitePort}${CMS_WEBHOOK_PATH}`;
// An editor's «Vista previa» from the admin panel: the CMS signs links to the site's preview door
// with a secret only the two hold, and the site reads drafts with a token of their own.
process.env.SITE_PREVIEW_SECRET ??= randomToken();
process.env.CMS_PREVIEW_TOKEN ??= randomToken();
process.env.SITE_PREVIEW_URL ??= `http://localhost:${sitePort}`;
process.env.CMS_ADMIN_ORIGIN ??= `http://localhost:${cmsPort}`;
// What the site last read of the CMS, kept for a start while the CMS is down (cms/.tmp is git-ignored).
process.env.CMS_SNAPSHOT_FILE ??= path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms', '.tmp', 'lecturas-del-sitio.json');
// The apps build while the CMS starts (its first start seeds the content): each waits on a different thing.
console.log('Construyendo la shell y los cuatro remotes, e iniciando el servicio de contenidos…');
const [built, started] = await Promise.allSettled([run('npm run build', { env: buildEnv }), startCms({ port: cmsPort, token: cmsToken })]);
if (built.status === 'rejected' || started.status === 'rejected') {
  if (started.status === 'fulfilled') await started.value.stop();
  throw built.status === 'rejected' ? built.reason : /** @type {PromiseRejectedResult} */ (started).reason;
}
const cms = started.value;

const { startServers, apps } = await import('./serve.mjs');
/** @type {import('./serve.mjs').RunningApp[]} */
let running;
try {
  running = await startServers(/** @type {Array<keyof typeof apps>} */ (Object.keys(apps)).map((name) => ({ name })));
} catch (error) {
  await cms.stop();
  throw error;
}
console.log(`\nSitio listo en http://localhost:${apps.shell.port}`);
for (const [name, { port }] of Object.entries(apps)) console.log(`  ${name.padEnd(10)} http://localhost:${port}`);
console.log(`  ${'cms'.padEnd(10)} ${process.env.CMS_URL}`);
if (adminOn) {
  console.log(`\nPanel de edición: ${process.env.CMS_URL}/admin`);
  if (!settings.CMS_ADMIN_EMAIL || !settings.CMS_ADMIN_PASSWORD) {
    console.log('  (La primera cuenta se crea con CMS_ADMIN_EMAIL y CMS_ADMIN_PASSWORD; ver docs/guia-editores.md.)');
  }
}
console.log('Ctrl+C para detener.');

const stop = async () => {
  await Promise.allSettled([cms.stop(), ...running.map((app) => app.stop())]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
