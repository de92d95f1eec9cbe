import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { privacyPolicyQuery } from '@site/shared/cms/cms-queries';
import { siteConfig } from '@site/shared/config';
import { answerClientError, refuseTunnel } from './client-errors';
import { runQuery } from './cms-reader';
import { answerError } from './error-responses';
import { type Logger, rootLogger } from './observability/logger';
import { allowedMethodsPlugin, collectRouteMethods } from './plugins/allowed-methods';
import { cmsProxyPlugin } from './plugins/cms-proxy';
import { contentPlugin } from './plugins/content';
import { fleetPlugin } from './plugins/fleet';
import { headersPlugin } from './plugins/headers';
import { leadsPlugin } from './plugins/leads';
import { observabilityPlugin, requestIdOf } from './plugins/observability';
import { pageRendererPlugin } from './plugins/page-renderer';
import { pagesPlugin } from './plugins/pages';
import { previewPlugin } from './plugins/preview';
import { probesPlugin } from './plugins/probes';
import { redirectsPlugin } from './plugins/redirects';
import { releasesPlugin } from './plugins/releases';
import { remotesPlugin } from './plugins/remotes';
import { siteRoutesPlugin } from './plugins/site-routes';
import { webhooksPlugin } from './plugins/webhooks';
import { liveManifests } from './remote-urls';
import { requestGuard } from './request-guard';
import type { ServerConfig } from './server-config';

/**
 * How the app logs: the server's pino logger, the request's id (a trusted front's, or a new one)
 * on every line, and one line per request written by the observability plugin (method, path,
 * status): Fastify's own two would carry the request's URL, headers and body, a visitor's data.
 */
export function loggingOptions(logger: Logger) {
  const loggerInstance: FastifyBaseLogger = logger;
  return {
    loggerInstance,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => requestIdOf(req.headers),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
  };
}

/**
 * The shell's server, the site's one public door: a Fastify app with one plugin per concern, each
 * given its own slice of the configuration and closing what it opened in `onClose`. A request
 * passes the guard (malformed targets refused), is logged and counted (observability), gets its
 * security headers and nonce (headers), and reaches one route: the probes, the releases' reports
 * and `/env.js`, the CMS webhook, the CMS proxy's allowlist, the contact form's leads, or a page
 * (an editor's redirect, rendered, or from the page cache), a file of the shell's build, the sitemap.
 */
export async function buildShellApp(config: ServerConfig, { logger = rootLogger }: { logger?: Logger } = {}): Promise<FastifyInstance> {
  const { connections } = config;
  const app = Fastify({
    ...loggingOptions(logger),
    // The visitor's address (rate limits) from X-Forwarded-For only when the peer is a configured front.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Node's own budgets for a slow or stuck client: a request whose headers never end is cut within
    // headersTimeoutMs plus one check interval, and answered 408 (client-errors.ts).
    http: { headersTimeout: connections.headersTimeoutMs, connectionsCheckingInterval: connections.checkIntervalMs },
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    // A request that arrives on a kept-alive connection while stopping (a front's reused connection) is
    // still answered, with its connection closed after it: a 503 would reach the visitor (nginx retries
    // only a request that got no answer). /readyz says 503 meanwhile, so balancers stop sending.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false },
    // The body parsers of each route set their own limit; nothing else takes a body.
    bodyLimit: 16 * 1024,
  });

  app.server.on('connect', refuseTunnel);
  collectRouteMethods(app);
  app.addHook('onRequest', requestGuard);
  app.setErrorHandler(answerError);

  await app.register(observabilityPlugin, { metricsPort: config.metricsPort });
  // Read by the release buckets and the preview session (request.cookies, reply.setCookie). Pinned to
  // 11.0.2: 11.1 loads `cookie` by a dynamic import, which jest's CommonJS runtime cannot run.
  await app.register(cookie);
  await app.register(contentPlugin, {
    cmsOrigin: config.cmsOrigin,
    cmsToken: config.cmsToken,
    cmsReads: config.cmsReads,
    cmsSnapshotFile: config.cmsSnapshotFile,
  });
  await app.register(fleetPlugin, { fleet: config.fleet, remotesFile: config.remotesFile });
  await app.register(remotesPlugin, {
    remoteDefaults: config.remoteDefaults,
    remoteOverrides: config.remoteOverrides,
    remotesFile: config.remotesFile,
    oneOrigin: config.oneOrigin,
    remotePages: config.remotePages,
  });
  // The remotes' own page routes, for the CMS to refuse them to an editor's page.
  await app.register(siteRoutesPlugin);
  await app.register(headersPlugin, { hotUpdates: config.hotUpdates });
  // Text answers compressed (pages kept in the cache arrive compressed already; never a byte range).
  // A page is compressed whole, in one go, and sent with its length (syncThreshold above any page): a
  // server that dies mid-render has sent nothing, so the front can retry elsewhere.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024, syncThreshold: 1024 * 1024 });
  await app.register(probesPlugin, { readiness: config.readiness, busyLoopDelayMs: config.busyLoopDelayMs });
  await app.register(releasesPlugin, {
    canaryPolicy: config.canaryPolicy,
    canaryCheckMs: config.canaryCheckMs,
    remotesFile: config.remotesFile,
    remoteErrors: config.remoteErrors,
  });
  await app.register(webhooksPlugin, { cmsWebhookSecret: config.cmsWebhookSecret });
  await app.register(previewPlugin, { preview: config.preview, cmsOrigin: config.cmsOrigin, cmsReads: config.cmsReads });
  await app.register(redirectsPlugin, { freshMs: config.cmsReads.freshMs });
  await app.register(cmsProxyPlugin, {
    cmsOrigin: config.cmsOrigin,
    token: config.cmsToken,
    previewToken: config.preview.token,
    ...config.proxy,
    // Every live release's reads (each remote's stable and canary), as this request sees the remotes.
    allowlist: async (request) => app.remotes.sitePages.cmsAllowlistOf(liveManifests(await app.remotes.sourcesFor(request))),
  });
  // Renders the pages for whichever plugin answers with one: the pages' routes, the forms' posts.
  await app.register(pageRendererPlugin, {
    distDir: config.distDir,
    pageCache: config.pageCache,
    formSecret: config.leads.formSecret,
  });
  await app.register(pagesPlugin, { distDir: config.distDir });
  await app.register(leadsPlugin, {
    leads: config.leads,
    privacy: config.privacy,
    cmsOrigin: config.cmsOrigin,
    siteUrl: siteConfig.websiteUrl,
    // The policy in force as the pages read it (one cached read, kept while Strapi is down).
    policy: async () => {
      const policy = await runQuery(app.content.reader, privacyPolicyQuery);
      return policy && { version: policy.version, privacyEmail: policy.privacyEmail, requestDeadlineDays: policy.requestDeadlineDays };
    },
  });
  await app.register(allowedMethodsPlugin);
  return app;
}
