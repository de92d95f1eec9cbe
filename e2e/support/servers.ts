import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { localOrigin, portBaseFrom, topologyFor, type AppName } from '../../shared/src/config/topology.mjs';
import { CMS_WEBHOOK_PATH } from '../../shared/src/node/fleet-keys.mjs';
import { writeRemotesFile } from '../../shared/src/node/remotes-file.mjs';
import {
  cmsAnswers,
  cmsDir,
  cmsOrigin,
  cmsPublicDirOf,
  ensureCmsInstalled,
  randomToken,
  removeCmsData,
  startCms as startStrapi,
} from '../../scripts/lib/cms-process.mjs';
import { assertPortFree, isAlive, isAnswering, startProcess, stopPid, waitForHttp, waitUntilClosed } from '../../scripts/lib/processes.mjs';
import { forwarderState, tellForwarder } from './cms-forwarder.mjs';
import { E2E_SHELLS, e2ePortsFor } from './ports';

export type { AppName };

export const repoRoot = path.resolve(__dirname, '../..');
export const stateDir = path.join(repoRoot, 'e2e/.tmp');
/** Runtime remote configuration the shell re-reads on every /env.js request. */
export const remotesFile = path.join(stateDir, 'remotes.json');
/** The remotes' releases (scripts/release.mjs), served by each remote's origin at /releases/<id>/. */
export const releasesDir = path.join(stateDir, 'releases');
/** A canary is weighed after this many pages in the suite (the site's default is 20). */
export const CANARY_MIN_REQUESTS = 3;

/** Every port of the suite (the site's in shared/src/config/topology.mjs, the tests' own in ports.ts): SITE_PORT_BASE moves them all, as in scripts/serve.mjs. */
export const topology = topologyFor(portBaseFrom(process.env));
export const ports: Record<AppName, number> = topology.ports;
/** The extra servers the tests start, by name (`e2ePorts.leadsShell`, …). */
export const e2ePorts = e2ePortsFor(topology.base);
export const SITE = topology.origins.shell;
/** The site of the editors' test: a shell over a CMS with its admin panel on (see startEditorSite). */
export const EDITOR_SITE = localOrigin(e2ePorts.editorShell);
/** Origins of the e2e shells that load the remotes in a browser: the remotes answer CORS to these only. */
export const SHELL_ORIGINS = [SITE, ...E2E_SHELLS.map((name) => localOrigin(e2ePorts[name]))];
/** The end-to-end CMS: its own port and a throwaway database, seeded at its first start. */
export const CMS_ORIGIN = cmsOrigin(e2ePorts.cms);
const cmsStateFile = path.join(stateDir, 'cms.json');
const cmsDatabase = path.join(stateDir, 'cms.db');

/** How long an app of the site gets to answer after its start, and to stop. */
const APP_START_TIMEOUT_MS = 20_000;
const APP_STOP_TIMEOUT_MS = 10_000;

/** One file per server started (`<key>.pid`): files running side by side start and stop servers of their own. */
const pidDir = path.join(stateDir, 'pids');

function readPid(key: string): number | undefined {
  const file = path.join(pidDir, `${key}.pid`);
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : undefined;
}

function writePid(key: string, pid: number | undefined): void {
  fs.mkdirSync(pidDir, { recursive: true });
  const file = path.join(pidDir, `${key}.pid`);
  if (pid === undefined) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, String(pid));
}

function healthUrl(name: AppName, port: number): string {
  return name === 'shell' ? `http://localhost:${port}/env.js` : `http://localhost:${port}/mf-manifest.json`;
}

/** Starts one app as its own process, the way it is deployed: alone. */
export async function startApp(
  name: AppName,
  options: { port?: number; dir?: string; key?: string; cmsOrigin?: string; env?: Record<string, string> } = {},
): Promise<void> {
  const port = options.port ?? ports[name];
  const key = options.key ?? name;
  if (await isAnswering(healthUrl(name, port), { ready: (response) => response.ok })) return;
  await assertPortFree(port, `${key} (e2e)`);
  fs.mkdirSync(stateDir, { recursive: true });
  // The shell's production server runs as deployed (its own process, NODE_ENV=production);
  // a remote's origin is the static server of scripts/serve.mjs.
  const args =
    name === 'shell'
      ? [path.join(repoRoot, 'shell/dist-server/main.cjs')]
      : [path.join(repoRoot, 'scripts/serve.mjs'), [name, String(port), ...(options.dir ? [options.dir] : [])].join(':')];
  const server = startProcess({
    name: `${key} (e2e, port ${port})`,
    command: process.execPath,
    args,
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_REMOTES_FILE: remotesFile,
      SITE_RELEASES_DIR: releasesDir,
      RELEASE_CANARY_MIN_REQUESTS: String(CANARY_MIN_REQUESTS),
      SITE_SHELL_ORIGINS: SHELL_ORIGINS.join(','),
      CMS_URL: options.cmsOrigin ?? CMS_ORIGIN,
      CMS_API_TOKEN: cmsToken(),
      CMS_LEADS_TOKEN: cmsSecrets().leadsToken,
      // Each shell its own outbox; the suite sends many forms from one address.
      LEADS_OUTBOX_DIR: path.join(stateDir, `outbox-${key}`),
      CONTACT_RATE_LIMIT: '1000',
      // A lead waiting for the CMS is retried within seconds of its return.
      LEADS_RETRY_MS: '500',
      LEADS_RETRY_MAX_MS: '2000',
      // Three browsers beside the site on two cores stall its loop for a second now and then: the
      // machine's stalls, not the site's. Shedding pages then is tested through inject (plugins/probes.test.ts).
      BUSY_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    logFile: path.join(stateDir, `${key}.log`),
    detached: true,
  });
  writePid(key, server.pid);
  try {
    await waitForHttp(healthUrl(name, port), { timeoutMs: APP_START_TIMEOUT_MS, process: server });
  } catch (error) {
    await server.stop();
    writePid(key, undefined);
    throw error;
  }
}

/** Stops the process remembered under key, if any, and waits until it is gone. */
async function stopRemembered(key: string): Promise<void> {
  const pid = readPid(key);
  if (pid === undefined) return;
  await stopPid(pid, { name: key });
  writePid(key, undefined);
}

/** Stops an app started by startApp (a remote outage, for instance). */
export async function stopApp(name: AppName, options: { port?: number; key?: string } = {}): Promise<void> {
  await stopRemembered(options.key ?? name);
  await waitUntilClosed(healthUrl(name, options.port ?? ports[name]), { timeoutMs: APP_STOP_TIMEOUT_MS });
}

interface CmsSecrets {
  token: string;
  leadsToken: string;
  testReadLeadsToken: string;
}

/** This run's CMS tokens (server-side configuration: tests check the site's never leaks). */
function cmsSecrets(): CmsSecrets {
  if (!fs.existsSync(cmsStateFile)) {
    fs.mkdirSync(stateDir, { recursive: true });
    const secrets: CmsSecrets = { token: randomToken(), leadsToken: randomToken(), testReadLeadsToken: randomToken() };
    fs.writeFileSync(cmsStateFile, JSON.stringify(secrets));
  }
  return JSON.parse(fs.readFileSync(cmsStateFile, 'utf8')) as CmsSecrets;
}

/** The site's read token. */
export const cmsToken = (): string => cmsSecrets().token;
/** The token that may only list leads: the tests read stored leads back with it. */
export const testReadLeadsToken = (): string => cmsSecrets().testReadLeadsToken;

/** Starts a Strapi (unless one answers at origin) that outlives this process, remembered under key. */
async function startStrapiAt(key: string, origin: string, databaseFile: string, env: Record<string, string> = {}): Promise<void> {
  if (await cmsAnswers(origin)) return;
  const cms = await startStrapi({
    port: Number(new URL(origin).port),
    token: cmsToken(),
    databaseFile,
    detached: true,
    // A first start seeds the content and its media (the marketing pages' too): minutes on a busy CI machine.
    timeoutMs: 300_000,
    logFile: path.join(stateDir, `${key}.log`),
    env: { CMS_LEADS_TOKEN: cmsSecrets().leadsToken, CMS_TEST_READ_LEADS_TOKEN: cmsSecrets().testReadLeadsToken, ...env },
  });
  writePid(key, cms.pid);
}

/**
 * Seeded databases kept between runs (`cms-templates/<key>-<id>/`): a fresh CMS starts on a copy of
 * the database and media library that a first start seeded from the same cms/ sources and seed
 * settings, instead of seeding again (8–50 s of Strapi's CPU each, three times a run). Tokens and
 * webhooks are re-stored from the environment at every start (cms/src/bootstrap/).
 */
const cmsTemplatesDir = path.join(stateDir, 'cms-templates');
/** What in cms/ is no source of its content: installs, builds, databases, uploads, its own tests. */
const NOT_CMS_SOURCES = new Set(['node_modules', '.tmp', 'build', 'dist', '.strapi', '.cache', 'types', 'uploads', 'test', '.strapi-updater.json']);

/** A hash of cms/'s sources (code, configuration, schemas, seed data and media, locked versions). */
function cmsSourcesHash(): string {
  const hash = crypto.createHash('sha256');
  const add = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (NOT_CMS_SOURCES.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) add(file);
      else if (entry.isFile()) hash.update(path.relative(cmsDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  };
  add(cmsDir);
  return hash.digest('hex');
}

/** The template a fresh database of `key` seeded with `env` starts from. */
function cmsTemplateDir(key: string, env: Record<string, string>): string {
  const id = crypto.createHash('sha256').update(cmsSourcesHash()).update(JSON.stringify(Object.entries(env).sort())).digest('hex').slice(0, 16);
  return path.join(cmsTemplatesDir, `${key}-${id}`);
}

/** better-sqlite3 as the CMS installs it (cms/node_modules): the part the harness uses. */
interface SqliteDatabase {
  backup(destination: string): Promise<unknown>;
  close(): void;
}
type SqliteModule = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase;

/**
 * Keeps a running Strapi's freshly seeded database and media library as the template: SQLite's
 * online backup makes a consistent copy beside the open connection, before anything else reads
 * or writes this CMS.
 */
async function saveCmsTemplate(databaseFile: string, template: string): Promise<void> {
  const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3') as SqliteModule;
  fs.rmSync(template, { recursive: true, force: true });
  fs.mkdirSync(template, { recursive: true });
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(template, 'data.db'));
  } finally {
    source.close();
  }
  fs.cpSync(cmsPublicDirOf(databaseFile), cmsPublicDirOf(path.join(template, 'data.db')), { recursive: true });
  fs.writeFileSync(path.join(template, 'complete'), '');
}

/**
 * Starts a Strapi on a fresh database: a copy of its template, or seeded now (and kept as the
 * template for the next runs). `seedEnv` is what the seed reads; the tokens are added.
 */
async function startFreshStrapiAt(
  key: string,
  origin: string,
  databaseFile: string,
  seedEnv: Record<string, string> = {},
  /** What the seed does not read (the webhook's address and secret): not part of the template. */
  env: Record<string, string> = {},
): Promise<void> {
  removeCmsData(databaseFile);
  const template = cmsTemplateDir(key, seedEnv);
  const templateDatabase = path.join(template, 'data.db');
  const copied = fs.existsSync(path.join(template, 'complete'));
  if (copied) {
    fs.copyFileSync(templateDatabase, databaseFile);
    fs.cpSync(cmsPublicDirOf(templateDatabase), cmsPublicDirOf(databaseFile), { recursive: true });
  }
  await startStrapiAt(key, origin, databaseFile, { ...seedEnv, ...env });
  if (copied) return;
  for (const entry of fs.existsSync(cmsTemplatesDir) ? fs.readdirSync(cmsTemplatesDir) : []) {
    if (entry.startsWith(`${key}-`)) fs.rmSync(path.join(cmsTemplatesDir, entry), { recursive: true, force: true });
  }
  await saveCmsTemplate(databaseFile, template);
}

/**
 * The suite's Strapi itself, on a port of its own: the shells and the tests reach it through the
 * CMS origin's forwarder (cms-forwarder.mjs), which stopCms closes and startCms opens again in an
 * instant, Strapi left running (a restart took 5–15 s, six times a run).
 */
const STRAPI_ORIGIN = cmsOrigin(e2ePorts.cmsStrapi);
/** The forwarder's control socket (a Unix socket: short path, one per port base). */
const forwarderControl = path.join(os.tmpdir(), `site-e2e-cms-${e2ePorts.cms}.sock`);

/** A fresh CMS for this run: deletes the previous run's database first. */
export async function startFreshCms(): Promise<void> {
  ensureCmsInstalled();
  await stopRemembered('cms-forwarder');
  await stopRemembered('cms');
  await waitUntilClosed(`${CMS_ORIGIN}/_health`, { timeoutMs: APP_STOP_TIMEOUT_MS });
  fs.rmSync(cmsStateFile, { force: true });
  // Leads a previous run left waiting belong to its database.
  for (const entry of fs.existsSync(stateDir) ? fs.readdirSync(stateDir) : []) {
    if (entry.startsWith('outbox-')) fs.rmSync(path.join(stateDir, entry), { recursive: true, force: true });
  }
  await startFreshStrapiAt('cms', STRAPI_ORIGIN, cmsDatabase);
  await startCms();
}

/** Whether the forwarder's process answers on its control socket. */
async function forwarderRunning(): Promise<boolean> {
  const pid = readPid('cms-forwarder');
  if (pid === undefined || !isAlive(pid) || !fs.existsSync(forwarderControl)) return false;
  return forwarderState(forwarderControl).then(
    () => true,
    () => false,
  );
}

/** Starts the forwarder's process (listening at once), remembered as `cms-forwarder`. */
async function startForwarder(): Promise<void> {
  await assertPortFree(e2ePorts.cms, 'the CMS forwarder (e2e)');
  fs.rmSync(forwarderControl, { force: true });
  const forwarder = startProcess({
    name: `the CMS forwarder (e2e, port ${e2ePorts.cms})`,
    command: process.execPath,
    args: [path.join(__dirname, 'cms-forwarder.mjs'), String(e2ePorts.cms), String(e2ePorts.cmsStrapi), forwarderControl],
    cwd: repoRoot,
    logFile: path.join(stateDir, 'cms-forwarder.log'),
    detached: true,
  });
  writePid('cms-forwarder', forwarder.pid);
  await waitForHttp(`${CMS_ORIGIN}/_health`, { timeoutMs: APP_START_TIMEOUT_MS, process: forwarder, ready: (response) => response.status === 204 });
}

/** Brings the CMS back (after stopCms): Strapi started on the existing database if it is not running, its origin opened. */
export async function startCms(): Promise<void> {
  await startStrapiAt('cms', STRAPI_ORIGIN, cmsDatabase);
  if (await forwarderRunning()) await tellForwarder(forwarderControl, 'open');
  else await startForwarder();
  await waitForHttp(`${CMS_ORIGIN}/_health`, { timeoutMs: APP_START_TIMEOUT_MS, ready: (response) => response.status === 204 });
}

/** Takes the CMS down (SPEC §8 failures): its origin refuses connections and every open one is cut. */
export async function stopCms(): Promise<void> {
  if (await forwarderRunning()) await tellForwarder(forwarderControl, 'close');
  await waitUntilClosed(`${CMS_ORIGIN}/_health`, { timeoutMs: APP_STOP_TIMEOUT_MS });
}

/**
 * A second shell (same remotes) over a second CMS whose catalogue holds 200
 * products and whose blog holds more articles than one page of cards.
 */
export const LARGE_CATALOGUE_SITE = localOrigin(e2ePorts.largeCatalogueShell);
const largeCatalogueCms = cmsOrigin(e2ePorts.largeCatalogueCms);
export const LARGE_CATALOGUE_SIZE = 200;
/** Articles added to the seeded ones there: with 7 seeded, 40 in all (four pages of 12). */
export const LARGE_BLOG_EXTRA_ARTICLES = 33;

export async function startLargeCatalogueSite(seededProducts: number): Promise<void> {
  if (!(await cmsAnswers(largeCatalogueCms))) {
    await startFreshStrapiAt('cms-large', largeCatalogueCms, path.join(stateDir, 'cms-large.db'), {
      CMS_SEED_EXTRA_PRODUCTS: String(LARGE_CATALOGUE_SIZE - seededProducts),
      CMS_SEED_EXTRA_ARTICLES: String(LARGE_BLOG_EXTRA_ARTICLES),
    });
  }
  await startApp('shell', { port: e2ePorts.largeCatalogueShell, key: 'shell-large', cmsOrigin: largeCatalogueCms });
}

/** Frees the second CMS and shell (Strapi holds a few hundred MB). */
export async function stopLargeCatalogueSite(): Promise<void> {
  await stopApp('shell', { port: e2ePorts.largeCatalogueShell, key: 'shell-large' });
  await stopRemembered('cms-large');
}

/** The CMS of the editors' test, with its admin panel (CMS_ADMIN=true) and a first admin account. */
export const EDITOR_CMS = cmsOrigin(e2ePorts.editorCms);
/**
 * The editors' admin panel as editors open it: under `localhost`, the site's own host name, so the
 * preview the panel frames is same-site and keeps its session cookie (SameSite=Lax), as a CMS at
 * cms.example.com beside www.example.com would.
 */
export const EDITOR_ADMIN = localOrigin(e2ePorts.editorCms);
export const EDITOR_ACCOUNT = { email: 'editora@nexodigital.example', password: 'Editora-Segura-2026' } as const;

/**
 * A second shell, with the production caches (pages, CMS reads) as configured by default, over a
 * fresh CMS that serves its admin panel: editors publish there and the test watches the site.
 */
export async function startEditorSite(): Promise<void> {
  // Strapi's content-changed webhook reaches the editors' shell, as in production (scripts/prod/):
  // what an editor publishes purges the shell's pages and CMS answers at once.
  const webhookSecret = crypto.createHash('sha256').update(`${cmsToken()}:webhook`).digest('hex');
  // Its «Vista previa»: links the CMS signs to the shell's preview door, drafts read with their own token.
  const preview = {
    SITE_PREVIEW_SECRET: crypto.createHash('sha256').update(`${cmsToken()}:preview`).digest('hex'),
    CMS_PREVIEW_TOKEN: crypto.createHash('sha256').update(`${cmsToken()}:preview-token`).digest('hex'),
  };
  if (!(await cmsAnswers(EDITOR_CMS))) {
    await startFreshStrapiAt(
      'cms-editor',
      EDITOR_CMS,
      path.join(stateDir, 'cms-editor.db'),
      { CMS_ADMIN: 'true', CMS_ADMIN_EMAIL: EDITOR_ACCOUNT.email, CMS_ADMIN_PASSWORD: EDITOR_ACCOUNT.password },
      { SITE_WEBHOOK_URL: `${EDITOR_SITE}${CMS_WEBHOOK_PATH}`, CMS_WEBHOOK_SECRET: webhookSecret, SITE_PREVIEW_URL: EDITOR_SITE, ...preview },
    );
  }
  await startApp('shell', {
    port: e2ePorts.editorShell,
    key: 'shell-editor',
    cmsOrigin: EDITOR_CMS,
    env: { CMS_WEBHOOK_SECRET: webhookSecret, ...preview, CMS_ADMIN_ORIGIN: EDITOR_ADMIN },
  });
}

export async function stopEditorSite(): Promise<void> {
  await stopApp('shell', { port: e2ePorts.editorShell, key: 'shell-editor' });
  await stopRemembered('cms-editor');
}

export async function startAllApps(): Promise<void> {
  // The remotes first: the shell loads their pages before it opens its port (shell/server/main.ts).
  const names = (Object.keys(ports) as AppName[]).sort((a, b) => Number(a === 'shell') - Number(b === 'shell'));
  for (const name of names) await startApp(name);
}

/** Which run started the site now up (scripts/run-e2e.mjs's E2E_RUN_ID), written once it all answered. */
const siteRunFile = path.join(stateDir, 'site-run');

/** Whether the site was started by this run (an earlier jest run of scripts/run-e2e.mjs) and every part of it still answers. */
export async function siteOfThisRun(): Promise<boolean> {
  const runId = process.env.E2E_RUN_ID;
  if (!runId || !fs.existsSync(siteRunFile) || fs.readFileSync(siteRunFile, 'utf8') !== runId) return false;
  const answering = await Promise.all([
    cmsAnswers(CMS_ORIGIN),
    ...(Object.keys(ports) as AppName[]).map((name) => isAnswering(healthUrl(name, ports[name]), { ready: (response) => response.ok })),
  ]);
  return answering.every(Boolean);
}

/** Remembers that this run (E2E_RUN_ID) started the site now up. */
export function markSiteOfThisRun(): void {
  if (process.env.E2E_RUN_ID) fs.writeFileSync(siteRunFile, process.env.E2E_RUN_ID);
}

/** Stops every server the suite started (a previous run's too) and waits until they are gone. */
export async function stopAllApps(): Promise<void> {
  const keys = fs.existsSync(pidDir) ? fs.readdirSync(pidDir).filter((file) => file.endsWith('.pid')).map((file) => file.slice(0, -'.pid'.length)) : [];
  await Promise.all(keys.map((key) => stopRemembered(key)));
  fs.rmSync(siteRunFile, { force: true });
}

/** Points the shell at other remote URLs, as an operator would, without restarting it. */
export function setRemoteUrls(urls: Partial<Record<Exclude<AppName, 'shell'>, string>>): void {
  writeRemotesFile(remotesFile, urls);
}

export function resetRemoteUrls(): void {
  fs.rmSync(remotesFile, { force: true });
}
