import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CMS_PORT, localOrigin, portBaseFrom, REMOTE_NAMES, topologyFor } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { siteConfig } from '@site/shared/config';
import type { LogLevel } from './observability/logger';

/**
 * The server's fixed intervals and limits, which no variable moves: kept here with every other
 * setting of the server, and read by the modules that apply them.
 */
export const SERVER_LIMITS = {
  /** The CMS proxy drops an idle keep-alive socket after this: below the 5 s keep-alive of Node servers such as Strapi's. */
  cmsIdleSocketMs: 4_000,
  /** A browser's error report is two short fields: a body longer than this (bytes) is not one. */
  remoteErrorBodyBytes: 256,
  /**
   * The largest contact form posted without JavaScript (bytes). Percent-encoded, a character of the
   * message can take 6 bytes (`ñ` is `%C3%B1`): the longest message the rules allow (5,000
   * characters) fits, with the other fields.
   */
  contactFormBodyBytes: 64 * 1024,
  /** The contact form's JSON body (bytes): the form's longest message fits several times over. */
  contactJsonBodyBytes: 16 * 1024,
  /** Strapi's content-changed webhook sends the whole entry: an article's Markdown fits well within this (bytes). */
  cmsWebhookBodyBytes: 1024 * 1024,
  /** While draining, connections that finished their response are closed this often. */
  drainSweepMs: 100,
  /** A Redis command that gets no answer within this fails: a page never waits on Redis. */
  redisCommandTimeoutMs: 500,
  /** Reconnections to Redis: soon at first, then once this often while Redis stays away. */
  redisReconnectMaxMs: 1_000,
  /** How often a server adds its release-health counts to the fleet's sums in Redis. */
  fleetFlushMs: 1_000,
  /** The page's script loader runs the scripts after this (ms) where no first paint is reported (a hidden tab, say). */
  scriptLoaderMaxWaitMs: 3_000,
  /** The sitemap reads each CMS collection this many entries at a time. */
  sitemapPageSize: 100,
  /** The fleet's release-health sums are kept this long (seconds) after a release last served a page (`npm run releases` reads recent ones). */
  fleetHealthTtlS: 7 * 24 * 60 * 60,
} as const;

/** Everything the shell's server reads from its environment, checked once at start. */
export interface ServerConfig {
  /** Where the server listens. @default the shell's port of the topology: `SITE_PORT_BASE`, 8080 */
  port: number;
  /** The shell's browser build (index.html and assets/). @default `shell/dist` */
  distDir: string;
  /** Origin of Strapi; upstream URLs are built from it and a checked path only. @default `http://127.0.0.1:1337` */
  cmsOrigin: URL;
  /** The site's bearer token for the content API: server-side configuration, never sent to a browser. */
  cmsToken: string | undefined;
  /** Where each remote's manifest is when neither REMOTE_<NAME>_URL nor the remotes file says. */
  remoteDefaults: Record<RemoteName, string>;
  /**
   * REMOTE_<NAME>_URL: a remote's `mf-manifest.json` URL (MARKETING, CONTENT, CATALOGUE, TOOLS); the
   * remotes file, where it names the remote, wins over it.
   * @default the remote's port beside the shell's in the topology (8081–8084)
   */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /**
   * SITE_REMOTES_FILE: JSON read on every page, so a remote can move without a restart.
   * @default unset; with REDIS_URL, a file in the system's temporary folder
   */
  remotesFile: string | undefined;
  /**
   * The head names the route's remote files to fetch early (REMOTE_HINTS=off: not; the bench's
   * one-bundle build of the site, served from SHELL_DIST_DIR, has no remote files to fetch).
   */
  remoteHints: boolean;
  /** A canary is rolled back when its error rate passes the stable's by `margin` over `minRequests` pages. */
  canaryPolicy: { margin: number; minRequests: number };
  /** How often the canaries' health is weighed. */
  canaryCheckMs: number;
  /** `/readyz`: what balancers are told about this server. */
  readiness: {
    /** A readiness check slower than this fails the probe (balancers wait a few seconds at most). */
    checkTimeoutMs: number;
    /** Probes from several balancers within this time share one verdict. */
    reuseMs: number;
    /**
     * The longest the server waits for its remotes' pages before it opens its port (a remote that
     * is down must not keep it closed; `/readyz` says what is missing).
     */
    warmUpMs: number;
  };
  /** Budgets for a visitor's connection: slow or stuck clients must not hold the server. */
  connections: {
    /** The request's headers must have arrived within this. */
    headersTimeoutMs: number;
    /** The whole request must have arrived within this. */
    requestTimeoutMs: number;
    /** An idle kept-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
  };
  /** Remote pages rendered on the server: a slower load renders the fallback; a failure opens a breaker. */
  remotePages: { timeoutMs: number; breakerMs: number; revalidateMs: number };
  /** The server's own reads of the CMS (page status, sitemap). */
  cmsReads: {
    /** One read's deadline; slower, the page is answered from what was kept, or 503. */
    timeoutMs: number;
    freshMs: number;
    staleMs: number;
    /** Answers kept at most (the oldest go first). */
    maxEntries: number;
  };
  /** The contact form's leads: where they go, how they wait, who is told. */
  leads: {
    /** The write-only token that can create leads in the CMS and nothing else. */
    cmsToken: string | undefined;
    /** Leads and notifications not delivered yet, on disk. @default `shell/.data/leads-outbox` */
    outboxDir: string;
    /** One attempt to store a lead; slower, the lead waits in the outbox. */
    cmsTimeoutMs: number;
    /** First wait before a retry; it doubles up to `retryMaxMs`. */
    retryMs: number;
    /** The longest wait between two retries. */
    retryMaxMs: number;
    /** The mail server of the leads' notifications; notifications need it and LEADS_NOTIFY_TO, or neither. */
    smtpUrl: string | undefined;
    /** Who is told of each lead. */
    notifyTo: string | undefined;
    /** The notifications' sender. @default `Sitio web <no-responder@…>` at SITE_URL's domain */
    mailFrom: string;
    /** Leads per address and window. */
    rateLimit: number;
    /** The window `rateLimit` counts in. */
    rateWindowMs: number;
    /** A form sent faster than this is dropped as a robot's. */
    minFillMs: number;
    /**
     * Signs the contact form's token (when it was served, and the key of its lead). Set it, the
     * same on every shell server, where several serve the site; otherwise each start makes one
     * (a form served before a restart is then sent back once, filled in, to be sent again).
     * @default a random one per start
     */
    formSecret: string;
    /** A form open longer than this is sent back to be checked and sent again. */
    formMaxAgeMs: number;
  };
  /** Browsers' reports of a remote that failed to load (`/api/remote-errors`): how many a visitor may send. */
  remoteErrors: {
    /** Reports per address and window. */
    rateLimit: number;
    rateWindowMs: number;
  };
  /** Rendered pages kept for anonymous visitors (stale-while-revalidate). */
  pageCache: { freshMs: number; maxAgeMs: number; maxEntries: number };
  proxy: {
    /** Whole exchange with Strapi, headers and body. */
    deadlineMs: number;
    /** Connections to Strapi at once; more requests wait for one. */
    maxSockets: number;
    /** Requests in flight or waiting; past this the proxy answers 503 at once. */
    maxPending: number;
  };
  /** On SIGTERM: how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** METRICS_PORT: Prometheus' `/metrics` on this internal port; unset, no metrics server. */
  metricsPort: number | null;
  /**
   * One origin behind a front (nginx): the site's public origin (PUBLIC_ORIGIN), under which the
   * remotes' URLs may sit (`/remotes/<name>/`), and the front's internal origin
   * (REMOTES_INTERNAL_ORIGIN) where this server reads those remotes' files, their Node builds
   * included, which the public origin does not serve. Both set, or neither (null).
   */
  oneOrigin: { publicOrigin: string; internalOrigin: string } | null;
  /**
   * TRUSTED_PROXIES: the fronts (addresses, CIDRs or Express's names such as `loopback`) whose
   * X-Forwarded-For names the visitor; from any other peer the header is ignored. Empty: none.
   */
  trustedProxies: string[];
  /** LOG_LEVEL: the least severe log lines written (JSON on stdout); `silent` writes none. */
  logLevel: LogLevel;
  /**
   * REDIS_URL: the shell servers' shared state (live remotes, release health, the contact form's
   * rate limit, content purges). Null: this server keeps all of it alone (one server).
   */
  fleet: {
    redisUrl: string;
    /** How often this server asks Redis for the live remotes and the purge counter. */
    syncMs: number;
  } | null;
  /** CMS_WEBHOOK_SECRET: Strapi's content-changed webhook is accepted with it (no secret: no webhook route). */
  cmsWebhookSecret: string | undefined;
  /**
   * NODE_ENV: Express's `env` setting (main.ts sets the variable before reading the configuration:
   * `production`, or `development` under `npm run dev`). Unset: `production`.
   */
  nodeEnv: string;
  /** SITE_DEV=true (`npm run dev`): the security headers let the remotes' dev servers send hot updates. */
  hotUpdates: boolean;
}

type Env = Record<string, string | undefined>;

function redisUrlFrom(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error(`REDIS_URL debe ser redis:// o rediss://, no «${url.protocol}»`);
  return url.href;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} debe ser un entero positivo (es "${raw}")`);
  return value;
}

/** A number from 0 to 1 (a share). */
function fraction(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} debe ser un número entre 0 y 1 (es "${raw}")`);
  return value;
}

/** Like positiveInt, and 0 is allowed (a feature off). */
function nonNegativeInt(env: Env, name: string, fallback: number): number {
  return env[name] === '0' ? 0 : positiveInt(env, name, fallback);
}

function absoluteHttpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} debe ser una URL absoluta (es "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} debe ser http(s): ${raw}`);
  return url.href;
}

function cmsOriginFrom(raw: string): URL {
  const url = new URL(absoluteHttpUrl('CMS_URL', raw));
  // Only the origin: a path or query in the setting would be joined to every request.
  return new URL(url.origin);
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelFrom(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((name) => name === raw);
  if (!level) throw new Error(`LOG_LEVEL debe ser uno de ${LOG_LEVELS.join(', ')} (es "${raw}")`);
  return level;
}

function oneOriginFrom(env: Env): ServerConfig['oneOrigin'] {
  const { PUBLIC_ORIGIN: publicOrigin, REMOTES_INTERNAL_ORIGIN: internalOrigin } = env;
  if (!publicOrigin && !internalOrigin) return null;
  if (!publicOrigin || !internalOrigin) throw new Error('PUBLIC_ORIGIN y REMOTES_INTERNAL_ORIGIN van juntas: define las dos o ninguna');
  return {
    publicOrigin: new URL(absoluteHttpUrl('PUBLIC_ORIGIN', publicOrigin)).origin,
    internalOrigin: new URL(absoluteHttpUrl('REMOTES_INTERNAL_ORIGIN', internalOrigin)).origin,
  };
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  // SITE_PORT_BASE moves the defaults: the shell's port and the remotes' manifests beside it.
  const topology = topologyFor(portBaseFrom(env));
  const remoteNames: readonly RemoteName[] = REMOTE_NAMES;
  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const value = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (value) remoteOverrides[name] = absoluteHttpUrl(`REMOTE_${name.toUpperCase()}_URL`, value);
  }

  const port = positiveInt(env, 'PORT', topology.ports.shell);
  const redisUrl = env.REDIS_URL ? redisUrlFrom(env.REDIS_URL) : null;
  return {
    port,
    distDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(__dirname, '../dist')),
    cmsOrigin: cmsOriginFrom(env.CMS_URL ?? localOrigin(DEFAULT_CMS_PORT, '127.0.0.1')),
    cmsToken: env.CMS_API_TOKEN || undefined,
    remoteDefaults: { ...topology.manifestUrls },
    remoteOverrides,
    // With Redis, this server's copy of the live remotes (kept for a Redis outage and a restart).
    remotesFile: env.SITE_REMOTES_FILE || (redisUrl ? path.join(os.tmpdir(), 'sitio', `remotos-${port}.json`) : undefined),
    remoteHints: env.REMOTE_HINTS !== 'off',
    canaryPolicy: {
      margin: fraction(env, 'RELEASE_CANARY_MARGIN', 0.05),
      minRequests: positiveInt(env, 'RELEASE_CANARY_MIN_REQUESTS', 20),
    },
    canaryCheckMs: 2_000,
    readiness: { checkTimeoutMs: 2_000, reuseMs: 1_000, warmUpMs: 10_000 },
    connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 },
    remotePages: {
      timeoutMs: positiveInt(env, 'REMOTE_RENDER_TIMEOUT_MS', 1_000),
      breakerMs: positiveInt(env, 'REMOTE_RENDER_BREAKER_MS', 10_000),
      // A redeployed remote is what the server renders within this (plus one page load).
      revalidateMs: positiveInt(env, 'REMOTE_REVALIDATE_MS', 5_000),
    },
    cmsReads: {
      timeoutMs: positiveInt(env, 'CMS_READ_TIMEOUT_MS', 3_000),
      // An editor's publish shows within this (plus the browser's own fetch, which is not cached).
      freshMs: positiveInt(env, 'CMS_READ_FRESH_MS', 15_000),
      // While Strapi is down, what was last read keeps answering for a day.
      staleMs: positiveInt(env, 'CMS_READ_STALE_MS', 24 * 60 * 60 * 1000),
      maxEntries: positiveInt(env, 'CMS_READ_MAX_ENTRIES', 1_000),
    },
    leads: {
      cmsToken: env.CMS_LEADS_TOKEN || undefined,
      outboxDir: path.resolve(env.LEADS_OUTBOX_DIR ?? path.join(__dirname, '../.data/leads-outbox')),
      cmsTimeoutMs: positiveInt(env, 'LEADS_CMS_TIMEOUT_MS', 2_000),
      retryMs: positiveInt(env, 'LEADS_RETRY_MS', 1_000),
      retryMaxMs: positiveInt(env, 'LEADS_RETRY_MAX_MS', 5 * 60 * 1000),
      smtpUrl: env.SMTP_URL || undefined,
      notifyTo: env.LEADS_NOTIFY_TO || undefined,
      mailFrom: env.LEADS_MAIL_FROM || `Sitio web <no-responder@${new URL(siteConfig.websiteUrl).hostname.replace(/^www\./, '')}>`,
      rateLimit: positiveInt(env, 'CONTACT_RATE_LIMIT', 5),
      rateWindowMs: positiveInt(env, 'CONTACT_RATE_WINDOW_MS', 10 * 60 * 1000),
      minFillMs: nonNegativeInt(env, 'CONTACT_MIN_FILL_MS', 3_000),
      formSecret: env.CONTACT_FORM_SECRET || crypto.randomBytes(32).toString('base64url'),
      formMaxAgeMs: positiveInt(env, 'CONTACT_FORM_MAX_AGE_MS', 24 * 60 * 60 * 1000),
    },
    remoteErrors: { rateLimit: 30, rateWindowMs: 60_000 },
    pageCache: {
      // A burst of visitors costs one render; an editor's publish shows within
      // PAGE_CACHE_MS plus the CMS reads' own freshness (15 s): under a minute.
      freshMs: Math.min(positiveInt(env, 'PAGE_CACHE_FRESH_MS', 5_000), 30_000),
      maxAgeMs: Math.min(nonNegativeInt(env, 'PAGE_CACHE_MS', 30_000), 30_000),
      maxEntries: positiveInt(env, 'PAGE_CACHE_MAX_ENTRIES', 200),
    },
    proxy: {
      deadlineMs: positiveInt(env, 'CMS_PROXY_DEADLINE_MS', 10_000),
      maxSockets: positiveInt(env, 'CMS_PROXY_MAX_SOCKETS', 32),
      maxPending: positiveInt(env, 'CMS_PROXY_MAX_PENDING', 256),
    },
    shutdownGraceMs: positiveInt(env, 'SHUTDOWN_GRACE_MS', 10_000),
    metricsPort: env.METRICS_PORT ? positiveInt(env, 'METRICS_PORT', 0) : null,
    logLevel: logLevelFrom(env.LOG_LEVEL),
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
    oneOrigin: oneOriginFrom(env),
    // A remotes switch and a purge reach every server within this (the bounds: 2 s and 5 s).
    fleet: redisUrl ? { redisUrl, syncMs: positiveInt(env, 'FLEET_SYNC_MS', 1_000) } : null,
    cmsWebhookSecret: env.CMS_WEBHOOK_SECRET || undefined,
    nodeEnv: env.NODE_ENV ?? 'production',
    hotUpdates: env.SITE_DEV === 'true',
  };
}
