// @ts-check
// `npm run dev -w remote-<name>`: one remote alone, the way its team works on it: its pages at the
// site's paths on a small host page of its own (http://localhost:<its port>/), hot updates and
// React Fast Refresh, against the CMS. A CMS already answering at CMS_URL (with its CMS_API_TOKEN)
// is used; otherwise one is started here, as `npm start` does.
//
//   npm run dev -w remote-content
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, topologyFor } from '../shared/src/config/topology.mjs';
import { commandEnv } from './lib/script-config.mjs';
import { ensureCmsInstalled, randomToken, startCms } from './lib/cms-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = /** @type {import('../shared/src/config/topology.mjs').RemoteAppName} */ (process.argv[2] ?? '');
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Uso: node scripts/dev-remote.mjs <${REMOTE_NAMES.join('|')}>`);
  process.exit(1);
}

/** @param {string} url */
const answers = async (url) => {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
};

/** @type {import('./lib/processes.mjs').ManagedProcess | undefined} */
let cms;
const settings = commandEnv('site');
const cmsUrl = settings.CMS_URL ?? `http://127.0.0.1:${settings.CMS_PORT}`;
if (settings.CMS_API_TOKEN && (await answers(`${cmsUrl}/_health`))) {
  console.log(`Usando el servicio de contenidos de ${cmsUrl}.`);
} else {
  ensureCmsInstalled();
  // The remote's dev server inherits it.
  const cmsToken = settings.CMS_API_TOKEN ?? randomToken();
  process.env.CMS_API_TOKEN = cmsToken;
  console.log('Iniciando el servicio de contenidos…');
  cms = await startCms({ port: Number(new URL(cmsUrl).port), token: cmsToken });
}

const port = topologyFor(settings.SITE_PORT_BASE).ports[name];
const server = spawn(path.join(root, 'node_modules/.bin/rspack'), ['serve', '--config-name', name], {
  cwd: path.join(root, `remote-${name}`),
  env: { ...process.env, NODE_ENV: 'development', SITE_DEV: 'true', SITE_STANDALONE: 'true', CMS_URL: cmsUrl },
  stdio: 'inherit',
});
console.log(`remote-${name} solo: http://localhost:${port}/ (Ctrl+C para detener)`);

const stop = () => {
  server.kill('SIGTERM');
  void cms?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  void cms?.stop();
  process.exit(code ?? 0);
});
