// @ts-check
// `npm start`: install what is missing, build every app, start the content
// service and serve the whole site at http://localhost:8080 (remotes on
// 8081-8084; SITE_PORT_BASE moves them, see shared/src/config/topology.mjs), as in production. `CMS_ADMIN=true npm start` (or `npm run
// cms:admin`) also serves the CMS's admin panel for editors.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} command */
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

if (!fs.existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  console.log('Instalando dependencias…');
  // See .ci/run: `npm ci` may refuse a lockfile without other platforms' optional binaries.
  try {
    run('npm ci --no-audit --no-fund');
  } catch {
    run('npm install --no-audit --no-fund');
  }
}

const { ensureCmsAdminBuilt, ensureCmsInstalled, randomToken, startCms } = await import('./lib/cms-process.mjs');
ensureCmsInstalled();
const { commandEnv } = await import('./lib/script-config.mjs');
const settings = commandEnv('site');
// The CMS reads CMS_ADMIN itself.
if (process.argv.includes('--admin')) process.env.CMS_ADMIN = 'true';
const adminOn = settings.CMS_ADMIN || process.argv.includes('--admin');
if (adminOn) ensureCmsAdminBuilt();

console.log('Construyendo la shell y los cuatro remotes…');
run('npm run build');

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
console.log('Iniciando el servicio de contenidos…');
const cms = await startCms({ port: cmsPort, token: cmsToken });

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
