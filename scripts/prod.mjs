// @ts-check
// `npm run prod`: the site as production runs it, on this machine, from the production builds
// (made first when missing): https://localhost:8443 through nginx (HTTP/2; http://localhost:8440
// redirects), two shell servers, the remotes under /remotes/<name>/, Strapi on PostgreSQL.
// Ctrl+C stops it all. State (certificates, database, logs) in .prod/; PROD_PORT_BASE moves the ports.
// A start-up failure ends in one line that says what failed and what to do (never a stack trace),
// the exit code 1, and nothing left running (scripts/prod/startup-failure.mjs).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertProdPortsFree, prodPortsFor } from './prod/ports.mjs';
import { StartupFailure, runStartup } from './prod/startup-failure.mjs';
import { readScriptEnv, ScriptConfigError } from './lib/script-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = path.join(root, '.prod');

const exitCode = await runStartup(
  async () => {
    // Every variable of the command, parsed once: a bad one is said, with the others, in one line.
    let settings;
    try {
      settings = readScriptEnv('prod');
    } catch (error) {
      if (error instanceof ScriptConfigError) throw new StartupFailure(error.message);
      throw error;
    }
    const portBase = settings.PROD_PORT_BASE;
    // A taken port is told before a build of minutes (startProductionSite checks again).
    await assertProdPortsFree(prodPortsFor(portBase));
    if (!fs.existsSync(path.join(root, 'shell/dist-server/main.cjs')) || !fs.existsSync(path.join(root, 'remote-tools/dist/mf-manifest.json'))) {
      console.log('Construyendo la shell y los cuatro remotes…');
      try {
        execSync('npm run build', { cwd: root, stdio: 'inherit' });
      } catch (error) {
        throw new StartupFailure('La construcción (npm run build) falló: su salida está arriba; corrige el error y vuelve a ejecutar npm run prod.', { cause: error });
      }
    }

    const { startProductionSite } = await import('./prod/production-site.mjs');
    const site = await startProductionSite({ portBase, stateDir, settings });
    const { ports } = site;
    console.log(`
Sitio en producción local: ${site.origin}
  http://localhost:${ports.http} redirige a HTTPS
  servidores de la shell: 127.0.0.1:${ports.shellA} y :${ports.shellB} (métricas en :${ports.shellAMetrics}/metrics y :${ports.shellBMetrics}/metrics)
  CMS: http://127.0.0.1:${ports.cms} sobre PostgreSQL en 127.0.0.1:${ports.postgres}
  estado compartido: ${site.redis.url} (para cambiar de release en todos: REDIS_URL=${site.redis.url} npm run release:…)
  registros: ${site.logsDir}
El certificado lo firma una CA local: confía en ${site.tls.caCertificate} en el navegador para abrirlo sin aviso.
Ctrl+C para detener.`);

    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      console.log('Deteniendo…');
      await site.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  { detailsFile: path.join(stateDir, 'logs/prod-error.log') },
);
if (exitCode !== 0) process.exit(exitCode);
