import path from 'node:path';
import express, { type Express } from 'express';
import type { Registry } from 'prom-client';
import { cmsProxy } from './cms-proxy';
import { createCmsReader, type CmsReader } from './cms-reader';
import { rangeSafeCompression } from './compression-policy';
import { finalErrorHandler, notFound } from './error-responses';
import { cmsLeadWriter } from './leads/cms-lead-writer';
import { contactEndpoint } from './leads/contact-endpoint';
import { contactFormPost } from './leads/contact-form-post';
import { createLeadDelivery } from './leads/lead-delivery';
import { leadMail } from './leads/lead-mail';
import { createOutbox, type Outbox } from './leads/outbox';
import { createRateLimit, type RateLimit } from './leads/rate-limit';
import { createFleetHealth } from './fleet/fleet-health';
import { startFleetSync } from './fleet/fleet-sync';
import { connectFleetRedis, type FleetRedis } from './fleet/redis-connection';
import { sharedRateLimit } from './fleet/shared-rate-limit';
import { smtpMailer } from './leads/smtp-mailer';
import { remoteSourcesFor } from './live-remotes';
import { createSiteMetrics, type OutboxState } from './observability/metrics';
import { requestMetrics } from './observability/request-metrics';
import { type Logger, rootLogger } from './observability/logger';
import { requestLog } from './observability/request-log';
import { probes, type ReadinessCheck } from './probes';
import { createRemoteFederation, type RemoteFederation } from './remote-federation';
import { chooseRemotes, internalUrlFor, liveManifests, readRemoteSources, remoteOrigins, remotesFileReadable } from './remote-urls';
import { servesRelease } from '@site/shared/releases';
import { createReleaseHealth } from './release-health';
import { remoteErrorsEndpoint } from './remote-errors-endpoint';
import { createPageCache } from './page-cache';
import { createRemotePreloads } from './remote-preloads';
import { requestGuard } from './request-guard';
import { securityHeaders } from './security-headers';
import type { ServerConfig } from './server-config';
import type { RemoteName } from '@site/shared/federation';
import { siteConfig } from '@site/shared/config';
import { cmsCollections } from '@site/shared/cms/content-api-contract';
import { cmsWebhookRoute } from './routes/cms-webhook-route';
import { crawlerRoutes } from './routes/crawler-routes';
import { pageRoute } from './routes/page-route';
import { runtimeConfigRoute } from './routes/runtime-config-route';

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Hashed assets for a year; the page, favicon and runtime configuration always revalidated. */
function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Leads to the CMS through the outbox, and their notification when a mail server is configured. */
function leadDeliveryFor(config: ServerConfig, outbox: Outbox) {
  const { leads } = config;
  const notify = leads.smtpUrl && leads.notifyTo ? { smtpUrl: leads.smtpUrl, to: leads.notifyTo } : null;
  return createLeadDelivery({
    outbox,
    writer: cmsLeadWriter(config.cmsOrigin, leads.cmsToken),
    mailer: notify ? smtpMailer(notify.smtpUrl) : null,
    mailOf: (lead) => leadMail(lead, { from: leads.mailFrom, to: notify?.to ?? '', siteUrl: siteConfig.websiteUrl }),
    cmsTimeoutMs: leads.cmsTimeoutMs,
    backoffMs: leads.retryMs,
    maxBackoffMs: leads.retryMaxMs,
  });
}

/** The outbox as the metrics show it: jobs waiting and the oldest one's age. */
async function outboxState(outbox: Outbox): Promise<OutboxState> {
  const jobs = await outbox.list();
  const oldest = jobs[0]?.queuedAt ? Date.parse(jobs[0].queuedAt) : NaN;
  return { jobs: jobs.length, oldestAgeSeconds: Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0 };
}

/** Whether every live release's pages are loaded here (loading them now, if they were not). */
async function liveRemotesLoaded(config: ServerConfig, federation: RemoteFederation): Promise<boolean> {
  const known = await Promise.all(liveManifests(readRemoteSources(config)).map(({ remote, manifest }) => federation.knows(remote, manifest)));
  return known.every(Boolean);
}

/**
 * What `/readyz` asks before the server gets visitors: its remotes configuration reads, every
 * live release's Node build is known (its manifest read and registered), and the CMS answers or
 * the server holds content it read before (a CMS outage alone must not empty the fleet).
 */
function readinessChecks(config: ServerConfig, federation: RemoteFederation, cms: CmsReader): ReadinessCheck[] {
  return [
    { name: 'configuracion', check: () => Promise.resolve(remotesFileReadable(config)) },
    { name: 'remotos', check: () => liveRemotesLoaded(config, federation) },
    {
      name: 'cms',
      // The reader answers from what it holds while Strapi fails, and throws only when it holds nothing.
      check: async () => {
        await cms.read(cmsCollections.categories, { 'pagination[pageSize]': '1' });
        return true;
      },
    },
  ];
}

/** A rate limit per visitor: over every server with Redis, else this server's own. */
function fleetShared(redis: FleetRedis | null, name: string, window: { limit: number; windowMs: number }): RateLimit {
  const local = createRateLimit(window);
  return redis ? sharedRateLimit(redis, { name, ...window, local }) : local;
}

/** The shell's Express app, with what a server needs to stop it cleanly. */
export interface ShellApp extends Express {
  /** From now on `/readyz` answers 503: the balancer stops sending visitors while requests in flight finish. */
  beginStop(): void;
  /** Stops every timer the app started and waits for a lead delivery under way. Call it once the server is closed. */
  close(): Promise<void>;
  /** Its figures for Prometheus (served on an internal port by the server, `METRICS_PORT`). */
  readonly metrics: Registry;
  /**
   * Loads every live remote's pages, as `/readyz` does: true when all are in. The server does it
   * before it listens, so a front that sends visitors as soon as the port opens (nginx) meets
   * warm pages, not a cold load that outlasts the page timer.
   */
  warmUp(): Promise<boolean>;
}

/**
 * The shell's server: the site's one public door. In order: log and count every request (its id
 * returned in X-Request-Id and sent on to the CMS), refuse
 * malformed ones, the probes, security headers, compression, the contact form's endpoint, browser failure reports,
 * the content-service allowlist, the runtime configuration, robots.txt and the sitemap, the
 * shell's files, the contact form posted without JavaScript, every other route rendered on the
 * server, and a final error handler that shows no internals.
 */
export function createShellApp(config: ServerConfig, { logger = rootLogger }: { logger?: Logger } = {}): ShellApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('env', config.nodeEnv);
  // Express's query parser is not used: the allowlist parses queries itself.
  app.set('query parser', false);
  // The visitor's address (rate limits) from X-Forwarded-For only when the peer is a configured front.
  if (config.trustedProxies.length > 0) app.set('trust proxy', config.trustedProxies);

  let stopping = false;
  const outbox = createOutbox(config.leads.outboxDir);
  const metrics = createSiteMetrics(() => outboxState(outbox));
  const cms = createCmsReader({ cmsOrigin: config.cmsOrigin, token: config.cmsToken, ...config.cmsReads, onRead: metrics.cmsRead });
  const fetchUrl = internalUrlFor(config.oneOrigin);
  const federation = createRemoteFederation({ ...config.remotePages, fetchUrl });
  const pageCache = createPageCache({ ...config.pageCache, onLookup: metrics.pageCache });
  // With Redis, what the servers share: the live remotes, release health, rate limits, purges.
  const fleetRedis = config.fleet ? connectFleetRedis(config.fleet.redisUrl, logger) : null;
  const purgeContent = () => {
    pageCache.clear();
    cms.clear();
  };
  const fleetSync = fleetRedis && config.fleet && config.remotesFile
    ? startFleetSync({ redis: fleetRedis, remotesFile: config.remotesFile, intervalMs: config.fleet.syncMs, onPurge: purgeContent, logger })
    : null;
  const releaseHealth = createReleaseHealth({
    policy: config.canaryPolicy,
    remotesFile: config.remotesFile,
    fleet: fleetRedis ? createFleetHealth(fleetRedis) : undefined,
    roundMs: config.canaryCheckMs,
    // Every server reads the rollback at its next round; this one at once.
    onRolledBack: () => void fleetSync?.syncNow(),
  });
  // Every canary is weighed against its stable release every few seconds: on every instance, or
  // with Redis by one server per round, on the fleet's sums.
  const canaryTimer = setInterval(() => void releaseHealth.checkCanaries(readRemoteSources(config)), config.canaryCheckMs);
  canaryTimer.unref();
  const isLive = (remote: RemoteName, release: string) => {
    const source = readRemoteSources(config)[remote];
    return source.kind === 'releases' && servesRelease(source.releases, release);
  };
  const remotePreloads = createRemotePreloads({ timeoutMs: config.remotePages.timeoutMs, maxAgeMs: config.remotePages.revalidateMs, fetchUrl });
  app.use(requestLog(logger));
  app.use(requestMetrics(metrics));
  app.use(requestGuard());
  app.use(
    probes({
      checks: readinessChecks(config, federation, cms),
      stopping: () => stopping,
      checkTimeoutMs: config.readiness.checkTimeoutMs,
      reuseMs: config.readiness.reuseMs,
    }),
  );
  app.use(securityHeaders((res) => remoteOrigins(chooseRemotes(remoteSourcesFor(res, config), null).urls, config.oneOrigin?.publicOrigin), { hotUpdates: config.hotUpdates }));
  app.use(rangeSafeCompression());
  // One delivery and one rate limit for the form, sent as JSON or natively (below).
  const delivery = leadDeliveryFor(config, outbox);
  // Every lead accepted, by either door, counted once.
  const leadDelivery = {
    ...delivery,
    async accept(lead: Parameters<typeof delivery.accept>[0]) {
      const outcome = await delivery.accept(lead);
      metrics.leadAccepted(outcome);
      return outcome;
    },
  };
  const contactRateLimit = fleetShared(fleetRedis, 'contacto', { limit: config.leads.rateLimit, windowMs: config.leads.rateWindowMs });
  const contactOrigins = [new URL(siteConfig.websiteUrl).origin];
  app.use(contactEndpoint({
    delivery: leadDelivery,
    rateLimit: contactRateLimit,
    minFillMs: config.leads.minFillMs,
    allowedOrigins: contactOrigins,
    tokenSecret: config.leads.formSecret,
  }));
  app.use(remoteErrorsEndpoint({ health: releaseHealth, rateLimit: fleetShared(fleetRedis, 'errores', { limit: config.remoteErrors.rateLimit, windowMs: config.remoteErrors.rateWindowMs }), isLive }));
  if (config.cmsWebhookSecret) {
    app.use(cmsWebhookRoute({
      secret: config.cmsWebhookSecret,
      async onContentChanged() {
        purgeContent();
        await fleetSync?.announcePurge();
      },
    }));
  }
  app.use(cmsProxy({ cmsOrigin: config.cmsOrigin, token: config.cmsToken, ...config.proxy }));
  app.get('/env.js', runtimeConfigRoute(config));
  app.use(crawlerRoutes(cms));

  app.use(
    express.static(config.distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor('/' + path.relative(config.distDir, filePath).split(path.sep).join('/')));
      },
    }),
  );

  const pages = pageRoute({ config, cms, federation, releaseHealth, pageCache, remotePreloads, metrics });
  // The contact form without JavaScript: posted to its own page, answered by the same rules as the
  // JSON endpoint, and sent back filled in when something is wrong.
  app.use(contactFormPost({
    delivery: leadDelivery,
    rateLimit: contactRateLimit,
    minFillMs: config.leads.minFillMs,
    allowedOrigins: contactOrigins,
    tokenSecret: config.leads.formSecret,
    tokenMaxAgeMs: config.leads.formMaxAgeMs,
    render: (res, state, status) => pages.servePage(res.req, res, { state, status }),
  }));
  app.use(pages.deferredStyles);
  app.use(pages.handler);

  app.use(notFound());
  app.use(finalErrorHandler());

  return Object.assign(app, {
    metrics: metrics.registry,
    warmUp: () => liveRemotesLoaded(config, federation),
    beginStop() {
      stopping = true;
    },
    async close() {
      stopping = true;
      clearInterval(canaryTimer);
      federation.stop();
      releaseHealth.stop();
      fleetSync?.stop();
      await leadDelivery.stop();
      await fleetRedis?.close();
    },
  });
}
