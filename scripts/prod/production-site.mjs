// @ts-check
// The production topology on one machine, from the production builds: nginx in front (HTTPS,
// HTTP/2, one origin), two shell servers, each remote's origin under /remotes/<name>/, Strapi on
// PostgreSQL. `npm run prod` starts it; the topology's end-to-end test starts it on its own ports.
// Every start-up failure is a StartupFailure (./startup-failure.mjs): one line that says what failed and
// what to do, the servers already started stopped first.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../../shared/src/config/topology.mjs';
import { ensureCmsInstalled, randomToken, startCms } from '../lib/cms-process.mjs';
import { ensureDebianPackages } from '../lib/debian-packages.mjs';
import { startProcess, waitForHttp } from '../lib/processes.mjs';
import { CMS_WEBHOOK_PATH } from '../../shared/src/node/fleet-keys.mjs';
import { nginxConf, remotePrefix } from './nginx-conf.mjs';
import { assertProdPortsFree, prodPortsFor } from './ports.mjs';
import { postgresBinDir, startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';
import { StartupFailure, lastLineOf, messageOf, notReady, saveSubprocessOutput, shownPath } from './startup-failure.mjs';
import { ensureLocalCertificate } from './tls.mjs';
import { readScriptEnv } from '../lib/script-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellServerEntry = path.join(root, 'shell/dist-server/main.cjs');
const serveScript = path.join(root, 'scripts/serve.mjs');
const NGINX = '/usr/sbin/nginx';
/** Strapi's first start on an empty database creates its tables and seeds the content. */
const CMS_START_TIMEOUT_MS = 300_000;
const SHELL_START_TIMEOUT_MS = 30_000;
const REMOTE_START_TIMEOUT_MS = 20_000;
const NGINX_START_TIMEOUT_MS = 10_000;

/** @typedef {import('../lib/processes.mjs').ManagedProcess} ManagedProcess */

/**
 * @typedef {object} ShellServer
 * @property {'a' | 'b'} name
 * @property {number} port
 * @property {number} metricsPort
 * @property {ManagedProcess} process
 * @property {string} logFile
 */

/**
 * @typedef {object} ProductionSite
 * @property {string} origin                 the site's one origin, https://localhost:<port>
 * @property {import('./ports.mjs').ProdPorts} ports
 * @property {import('./tls.mjs').LocalCertificate} tls
 * @property {ShellServer[]} shells
 * @property {Record<string, string | undefined>} shellEnv  the shell servers' environment (an operator's release commands run with it)
 * @property {(name: 'a' | 'b') => Promise<ShellServer>} startShell  starts (again) one shell server
 * @property {string} logsDir
 * @property {{ url: string, stop: () => Promise<void>, start: () => Promise<void> }} redis  the shared state (stop and start: an outage)
 * @property {{ stop: () => Promise<void>, start: () => Promise<void> }} postgres  Strapi's database (stop and start: an outage)
 * @property {() => Promise<void>} stop      everything, front first
 */

/**
 * @param {{ portBase?: number, stateDir: string, log?: (line: string) => void, cmsEnv?: Record<string, string>, releasesDir?: string, settings?: import('../lib/script-config.mjs').ScriptEnv<'prod'> }} options
 *   `cmsEnv`: more of Strapi's settings (the admin panel and its first account, for a test that publishes);
 *   `releasesDir`: where the remotes' releases are (SITE_RELEASES_DIR; default the repository's releases/);
 *   `settings`: `npm run prod`'s variables as parsed (scripts/lib/script-config.mjs); default, read from the environment here
 * @returns {Promise<ProductionSite>}
 */
export async function startProductionSite({ portBase, stateDir, log = console.log, cmsEnv = {}, releasesDir, settings = readScriptEnv('prod') }) {
  const ports = prodPortsFor(portBase);
  await assertProdPortsFree(ports);
  try {
    ensureDebianPackages([
      { program: NGINX, pkg: 'nginx' },
      { program: '/usr/bin/openssl', pkg: 'openssl' },
    ]);
    if (!postgresBinDir()) ensureDebianPackages([{ program: '/usr/lib/postgresql/15/bin/postgres', pkg: 'postgresql' }]);
  } catch (error) {
    throw new StartupFailure(messageOf(error), { cause: error });
  }
  try {
    ensureCmsInstalled();
  } catch (error) {
    throw new StartupFailure('No se pudo instalar el CMS (npm run setup en cms/; su salida está arriba): corrige la causa y vuelve a ejecutarlo.', { cause: error });
  }
  for (const app of ['shell/dist/index.html', shellServerEntry, ...REMOTE_NAMES.map((name) => `remote-${name}/dist/server/mf-manifest.json`)]) {
    if (!fs.existsSync(path.resolve(root, app))) throw new StartupFailure(`Falta ${shownPath(path.resolve(root, app))}: ejecuta "npm run build" primero.`);
  }

  const logsDir = path.join(stateDir, 'logs');
  fs.mkdirSync(logsDir, { recursive: true });
  const tlsDir = path.join(stateDir, 'tls');
  let tls;
  try {
    tls = ensureLocalCertificate(tlsDir);
  } catch (error) {
    const logFile = path.join(logsDir, 'tls.log');
    saveSubprocessOutput(logFile, 'openssl', error);
    const said = lastLineOf(/** @type {{ stderr?: unknown }} */ (error).stderr) || messageOf(error).split('\n')[0];
    throw new StartupFailure(
      `openssl no pudo hacer el certificado local en ${shownPath(tlsDir)} («${said}»): mira ${shownPath(logFile)}; borrar esa carpeta lo hace de nuevo.`,
      { cause: error },
    );
  }
  const origin = `https://localhost:${ports.https}`;
  /** What to stop, last started first. @type {Array<() => Promise<void>>} */
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch((error) => log(`Al detener: ${String(error)}`));
  };
  /**
   * Starts a service a test may stop and start again in place (an outage): the site stops whichever
   * run is up. `service` is the first run: its address and credentials hold for the later ones.
   * @template {{ stop: () => Promise<void> }} S
   * @param {() => Promise<S>} startService
   * @returns {Promise<{ service: S, stop: () => Promise<void>, start: () => Promise<void> }>}
   */
  const startRestartable = async (startService) => {
    let running = await startService();
    stoppers.push(() => running.stop());
    return {
      service: running,
      stop: () => running.stop(),
      start: async () => {
        running = await startService();
      },
    };
  };

  try {
    log('PostgreSQL…');
    const { service: postgres, ...postgresControl } = await startRestartable(() =>
      startPostgres({ dir: path.join(stateDir, 'postgres'), port: ports.postgres, logFile: path.join(logsDir, 'postgres.log') }),
    );

    log('Redis (el estado compartido de los servidores de la shell)…');
    const { service: redis, ...redisRestarts } = await startRestartable(() =>
      startRedis({ dir: path.join(stateDir, 'redis'), port: ports.redis, logFile: path.join(logsDir, 'redis.log') }),
    );
    const redisControl = { url: redis.url, ...redisRestarts };

    log('Strapi sobre PostgreSQL (la primera vez crea las tablas y carga el contenido)…');
    const cmsLog = path.join(logsDir, 'cms.log');
    const cmsToken = settings.CMS_API_TOKEN || randomToken();
    const leadsToken = settings.CMS_LEADS_TOKEN || randomToken();
    // Strapi tells the shell's servers of every content change (through the front's internal listener).
    const webhookSecret = settings.CMS_WEBHOOK_SECRET || randomToken();
    // An editor's «Vista previa»: the CMS signs links to the site's preview door with a secret only
    // the two hold, and the shell's servers read drafts with a token of their own.
    const preview = {
      SITE_PREVIEW_SECRET: settings.SITE_PREVIEW_SECRET || randomToken(),
      CMS_PREVIEW_TOKEN: settings.CMS_PREVIEW_TOKEN || randomToken(),
    };
    const cms = await startCms({
      port: ports.cms,
      token: cmsToken,
      logFile: cmsLog,
      timeoutMs: CMS_START_TIMEOUT_MS,
      env: {
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: postgres.cms.host,
        DATABASE_PORT: String(postgres.cms.port),
        DATABASE_NAME: postgres.cms.database,
        DATABASE_USERNAME: postgres.cms.user,
        DATABASE_PASSWORD: postgres.cms.password,
        CMS_PUBLIC_DIR: path.join(stateDir, 'cms-public'),
        CMS_LEADS_TOKEN: leadsToken,
        SITE_WEBHOOK_URL: `http://127.0.0.1:${ports.internal}${CMS_WEBHOOK_PATH}`,
        CMS_WEBHOOK_SECRET: webhookSecret,
        ...preview,
        SITE_PREVIEW_URL: settings.SITE_PREVIEW_URL || origin,
        ...cmsEnv,
      },
    }).catch((error) => {
      throw notReady('Strapi', error, { logFiles: [cmsLog], timeoutMs: CMS_START_TIMEOUT_MS });
    });
    stoppers.push(() => cms.stop());

    log('Los cuatro remotes, cada uno en su origen…');
    // Each remote's origin a process of its own, as each is deployed alone (scripts/serve.mjs <name>:<port>).
    throwFirstFailure(await Promise.allSettled(
      REMOTE_NAMES.map(async (name) => {
        const logFile = path.join(logsDir, `remote-${name}.log`);
        try {
          const remote = startProcess({
            name: `the ${name} remote's origin`,
            command: process.execPath,
            args: [serveScript, `${name}:${ports[name]}`],
            env: { ...process.env, SITE_RELEASES_DIR: releasesDir ?? settings.SITE_RELEASES_DIR },
            logFile,
          });
          stoppers.push(() => remote.stop());
          await waitForHttp(`http://127.0.0.1:${ports[name]}/mf-manifest.json`, { timeoutMs: REMOTE_START_TIMEOUT_MS, process: remote });
        } catch (error) {
          throw notReady(`El origen del remote ${name} (scripts/serve.mjs)`, error, { logFiles: [logFile], timeoutMs: REMOTE_START_TIMEOUT_MS });
        }
      }),
    ));

    log('nginx (HTTPS y HTTP/2)…');
    const prefix = path.join(stateDir, 'nginx');
    for (const dir of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
    const confFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(
      confFile,
      nginxConf({
        ports,
        prefix,
        certificate: tls.certificate,
        certificateKey: tls.key,
        mimeTypes: '/etc/nginx/mime.types',
        asRoot: typeof process.getuid === 'function' && process.getuid() === 0,
      }),
    );
    /** @type {[log: string, errorLog: string]} */
    const nginxLogs = [path.join(logsDir, 'nginx.log'), path.join(prefix, 'error.log')];
    try {
      const nginx = startProcess({ name: 'nginx', command: NGINX, args: ['-p', prefix, '-c', confFile, '-e', nginxLogs[1]], logFile: nginxLogs[0] });
      // nginx stops at once on SIGTERM; SIGQUIT would wait for every keep-alive connection.
      stoppers.push(() => nginx.stop());
      await waitForHttp(`http://127.0.0.1:${ports.internal}${remotePrefix('marketing')}mf-manifest.json`, { timeoutMs: NGINX_START_TIMEOUT_MS, process: nginx });
    } catch (error) {
      throw notReady('nginx', error, { logFiles: nginxLogs, timeoutMs: NGINX_START_TIMEOUT_MS, hint: `su configuración es ${shownPath(confFile)} (la hace scripts/prod/nginx-conf.mjs)` });
    }

    const formSecret = settings.CONTACT_FORM_SECRET || randomToken();
    const shellEnv = {
      ...withoutSiteSettings(process.env),
      NODE_ENV: 'production',
      CMS_URL: `http://127.0.0.1:${ports.cms}`,
      CMS_API_TOKEN: cmsToken,
      CMS_LEADS_TOKEN: leadsToken,
      // Every shell server signs and checks the contact form's token with the same secret.
      CONTACT_FORM_SECRET: formSecret,
      PUBLIC_ORIGIN: origin,
      REMOTES_INTERNAL_ORIGIN: `http://127.0.0.1:${ports.internal}`,
      TRUSTED_PROXIES: 'loopback',
      REDIS_URL: redis.url,
      CMS_WEBHOOK_SECRET: webhookSecret,
      ...preview,
      // The admin panel, the only page that may frame a preview (Strapi's own port).
      CMS_ADMIN_ORIGIN: settings.CMS_ADMIN_ORIGIN || `http://localhost:${ports.cms}`,
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `${origin}${remotePrefix(name)}mf-manifest.json`])),
    };
    /** @type {ShellServer[]} */
    const shells = [];
    /** @param {'a' | 'b'} name */
    const startShell = async (name) => {
      const port = name === 'a' ? ports.shellA : ports.shellB;
      const metricsPort = name === 'a' ? ports.shellAMetrics : ports.shellBMetrics;
      const logFile = path.join(logsDir, `shell-${name}.log`);
      const failed = (/** @type {unknown} */ error) =>
        notReady(`El servidor de la shell ${name}`, error, { logFiles: [logFile], timeoutMs: SHELL_START_TIMEOUT_MS });
      /** @type {ManagedProcess} */
      let child;
      try {
        child = startProcess({
          name: `shell server ${name}`,
          command: process.execPath,
          args: [shellServerEntry],
          env: {
            ...shellEnv,
            PORT: String(port),
            METRICS_PORT: String(metricsPort),
            LEADS_OUTBOX_DIR: path.join(stateDir, `outbox-${name}`),
            // Each server's own copy of the live remotes in Redis, as on a machine of its own.
            SITE_REMOTES_FILE: path.join(stateDir, `remotes-${name}.json`),
            // What it last read of the CMS, for a start while Strapi is down.
            CMS_SNAPSHOT_FILE: path.join(stateDir, `lecturas-cms-${name}.json`),
          },
          logFile,
        });
      } catch (error) {
        throw failed(error);
      }
      try {
        await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: SHELL_START_TIMEOUT_MS, process: child });
      } catch (error) {
        // Not left running: the stoppers only know the shells that became ready.
        await child.stop(15_000).catch(() => undefined);
        throw failed(error);
      }
      const shell = { name, port, metricsPort, process: child, logFile };
      const at = shells.findIndex((running) => running.name === name);
      if (at >= 0) shells[at] = shell;
      else shells.push(shell);
      return shell;
    };
    log('Dos servidores de la shell…');
    stoppers.push(() => Promise.all(shells.map((shell) => shell.process.stop(15_000))).then(() => undefined));
    // Both settled before a failure stops the site: a server still starting would be left running.
    throwFirstFailure(await Promise.allSettled([startShell('a'), startShell('b')]));

    const home = await httpsGet(`${origin}/`, tls.caCertificate).catch((error) => {
      throw new StartupFailure(`${origin}/ no respondió a través de nginx (${messageOf(error)}): mira ${shownPath(nginxLogs[1])}.`, { cause: error });
    });
    if (home.status !== 200) {
      throw new StartupFailure(`${origin}/ respondió ${home.status} a través de nginx: mira ${shownPath(nginxLogs[1])} y ${shownPath(path.join(logsDir, 'shell-a.log'))}.`);
    }
    return { origin, ports, tls, shells, shellEnv, startShell, logsDir, redis: redisControl, postgres: postgresControl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The first rejection's reason, thrown. @param {PromiseSettledResult<unknown>[]} results */
function throwFirstFailure(results) {
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * The environment without the `npm start` settings that would send the shells elsewhere (a
 * remotes file, remote URLs, a port base).
 * @param {NodeJS.ProcessEnv} env
 */
function withoutSiteSettings(env) {
  const copy = { ...env };
  for (const name of Object.keys(copy)) {
    if (name === 'SITE_REMOTES_FILE' || name === 'SITE_PORT_BASE' || /^REMOTE_[A-Z]+_URL$/.test(name)) delete copy[name];
  }
  return copy;
}

/**
 * A GET through the front, trusting the local CA.
 * @param {string} url @param {string} caFile @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function httpsGet(url, caFile, headers = {}) {
  return httpsRequest(url, caFile, { headers });
}

/**
 * A request through the front, trusting the local CA.
 * @param {string} url @param {string} caFile
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, localAddress?: string }} [options]
 *   `localAddress`: the address to send from (127.0.0.2, …: another visitor, as nginx sees it)
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function httpsRequest(url, caFile, { method = 'GET', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, ca: fs.readFileSync(caFile), timeout: 10_000, headers, localAddress, agent: false }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: sin respuesta en 10 s`)));
    request.on('error', reject);
    request.end(body);
  });
}
