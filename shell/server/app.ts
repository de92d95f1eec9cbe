import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { cmsProxy } from './cms-proxy';
import { createCmsReader } from './cms-reader';
import { rangeSafeCompression } from './compression-policy';
import { finalErrorHandler, notFound, refusedUnlessRead, sendError } from './error-responses';
import { cmsLeadWriter } from './leads/cms-lead-writer';
import { contactEndpoint } from './leads/contact-endpoint';
import { contactFormPost } from './leads/contact-form-post';
import { createFormToken } from './leads/form-token';
import { createLeadDelivery } from './leads/lead-delivery';
import { leadMail } from './leads/lead-mail';
import { createOutbox } from './leads/outbox';
import { createRateLimit } from './leads/rate-limit';
import { smtpMailer } from './leads/smtp-mailer';
import { matchRoute, pageStatus } from './page-status';
import { createRemoteFederation } from './remote-federation';
import { chooseRemotes, readRemoteSources, readRemoteUrls, remoteOrigins } from './remote-urls';
import { servesRelease } from '@site/shared/build/releases';
import { bucketOf, visitorBucket } from './release-bucket';
import { createReleaseHealth } from './release-health';
import { remoteErrorsEndpoint } from './remote-errors-endpoint';
import { createPageCache } from './page-cache';
import { createRemotePreloads } from './remote-preloads';
import { renderDocument, sendDocument } from './render-page';
import { requestGuard } from './request-guard';
import { nonceOf, securityHeaders } from './security-headers';
import type { ServerConfig } from './server-config';
import type { RemoteName } from '@site/shared/federation';
import { siteConfig } from '@site/shared/config';
import { CONTACT_FORM_STATE_KEY, type ContactFormState } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { runtimeConfigScript, shellEntryScripts, shellFontPreloads, shellStylesheets } from './shell-page';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** How often the canaries' health is weighed. */
const CANARY_CHECK_MS = 2_000;

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Hashed assets for a year; the page, favicon and runtime configuration always revalidated. */
function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Leads to the CMS through the outbox, and their notification when a mail server is configured. */
function leadDeliveryFor(config: ServerConfig) {
  const { leads } = config;
  const notify = leads.smtpUrl && leads.notifyTo ? { smtpUrl: leads.smtpUrl, to: leads.notifyTo } : null;
  return createLeadDelivery({
    outbox: createOutbox(leads.outboxDir),
    writer: cmsLeadWriter(config.cmsOrigin, leads.cmsToken),
    mailer: notify ? smtpMailer(notify.smtpUrl) : null,
    mailOf: (lead) => leadMail(lead, { from: leads.mailFrom, to: notify?.to ?? '', siteUrl: siteConfig.websiteUrl }),
    cmsTimeoutMs: leads.cmsTimeoutMs,
    backoffMs: leads.retryMs,
    maxBackoffMs: leads.retryMaxMs,
  });
}

/**
 * The shell's server: the site's one public door. In order: refuse malformed
 * requests, security headers, compression, the content-service allowlist, the
 * runtime configuration, robots.txt and the sitemap, the shell's files, every
 * route rendered on the server, and a final error handler that shows no
 * internals.
 */
export function createShellApp(config: ServerConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('env', process.env.NODE_ENV ?? 'production');
  // Express's query parser is not used: the allowlist parses queries itself.
  app.set('query parser', false);

  const currentRemotes = () => readRemoteUrls(config);
  const cms = createCmsReader({ cmsOrigin: config.cmsOrigin, token: config.cmsToken, ...config.cmsReads });
  const federation = createRemoteFederation(config.remotePages);
  const releaseHealth = createReleaseHealth({ policy: config.canaryPolicy, remotesFile: config.remotesFile });
  // Every canary is weighed against its stable release every few seconds, on every instance.
  setInterval(() => releaseHealth.checkCanaries(readRemoteSources(config)), CANARY_CHECK_MS).unref();
  const isLive = (remote: RemoteName, release: string) => {
    const source = readRemoteSources(config)[remote];
    return source.kind === 'releases' && servesRelease(source.releases, release);
  };
  const pageCache = createPageCache(config.pageCache);
  const remotePreloads = createRemotePreloads({ timeoutMs: config.remotePages.timeoutMs, maxAgeMs: config.remotePages.revalidateMs });
  app.use(requestGuard());
  app.use(securityHeaders(() => remoteOrigins(currentRemotes()), { hotUpdates: process.env.SITE_DEV === 'true' }));
  app.use(rangeSafeCompression());
  // One delivery and one rate limit for the form, sent as JSON or natively (below).
  const leadDelivery = leadDeliveryFor(config);
  const contactRateLimit = createRateLimit({ limit: config.leads.rateLimit, windowMs: config.leads.rateWindowMs });
  const contactOrigins = [new URL(siteConfig.websiteUrl).origin];
  app.use(contactEndpoint({
    delivery: leadDelivery,
    rateLimit: contactRateLimit,
    minFillMs: config.leads.minFillMs,
    allowedOrigins: contactOrigins,
    tokenSecret: config.leads.formSecret,
  }));
  app.use(remoteErrorsEndpoint({ health: releaseHealth, rateLimit: createRateLimit({ limit: 30, windowMs: 60_000 }), isLive }));
  app.use(cmsProxy({ cmsOrigin: config.cmsOrigin, token: config.cmsToken, ...config.proxy }));

  app.get('/env.js', (req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(runtimeConfigScript(chooseRemotes(readRemoteSources(config), bucketOf(req)).urls));
  });

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt());
  });

  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      const xml = sitemapXml(await sitemapEntries(cms));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300');
      res.send(xml);
    } catch (error) {
      // Half a sitemap would tell crawlers the other half is gone: better none for now.
      if (error instanceof Error && error.name === 'CmsUnavailableError') {
        res.setHeader('Retry-After', '60');
        sendError(req, res, 503, 'El mapa del sitio no está disponible en este momento.');
        return;
      }
      next(error);
    }
  });

  app.use(
    express.static(config.distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor('/' + path.relative(config.distDir, filePath).split(path.sep).join('/')));
      },
    }),
  );

  // Every other path without a file extension is a page, rendered on the
  // server (the browser hydrates it) with the status a crawler needs: 404 for
  // unknown paths and unknown articles, cases or products, 503 when a remote
  // or the CMS cannot answer.
  /**
   * Renders the page at the request's URL and sends it. `form`: the contact form's state for this
   * response alone (its token, and what the visitor sent): that page is rendered for it, never
   * kept, and answers `form.status`.
   */
  async function servePage(req: Request, res: Response, form?: { state: ContactFormState; status: number }): Promise<void> {
    const [urlPath = '/', query = ''] = req.url.split('?');
    const sources = readRemoteSources(config);
    // The visitor's releases: the stable ones, or a canary for a visitor in its share.
    const choice = chooseRemotes(sources, visitorBucket(req, res, sources));
    const remotes = choice.urls;
    const match = matchRoute(urlPath);
    const render = async () => {
      const [status, preloads] = await Promise.all([
        pageStatus(urlPath, new URLSearchParams(query), cms),
        match && config.remoteHints ? remotePreloads.forPage(remotes[match.route.remote], match.route.module) : [],
      ]);
      return renderDocument({
        url: req.url,
        status: form?.status ?? status,
        page: match ? { remote: match.route.remote, module: match.route.module, params: match.params } : null,
        remotes,
        remoteOrigins: remoteOrigins(remotes),
        bootstrapScripts: shellEntryScripts(config.distDir),
        stylesheets: shellStylesheets(config.distDir),
        fonts: shellFontPreloads(config.distDir),
        federation,
        preloads,
        cms,
        personal: form ? { [CONTACT_FORM_STATE_KEY]: form.state } : undefined,
      });
    };
    // A page rendered against other remote builds or URLs is never served again.
    const key = `${federation.generation()}|${JSON.stringify(remotes)}|${req.url}`;
    const document = form ? await render() : await pageCache.get(key, render);
    const release = match ? choice.releases[match.route.remote] : undefined;
    if (match && release) releaseHealth.served(match.route.remote, release.release, document.status < 500 && !document.partsFailed);
    sendDocument(req, res, document, nonceOf(res));
  }

  // The contact form without JavaScript: posted to its own page, answered by the same rules as the
  // JSON endpoint, and sent back filled in when something is wrong.
  app.use(contactFormPost({
    delivery: leadDelivery,
    rateLimit: contactRateLimit,
    minFillMs: config.leads.minFillMs,
    allowedOrigins: contactOrigins,
    tokenSecret: config.leads.formSecret,
    tokenMaxAgeMs: config.leads.formMaxAgeMs,
    render: (res, state, status) => servePage(res.req, res, { state, status }),
  }));

  // Every other path without a file extension is a page, rendered on the
  // server (the browser hydrates it) with the status a crawler needs: 404 for
  // unknown paths and unknown articles, cases or products, 503 when a remote
  // or the CMS cannot answer. The contact page carries a token of its own.
  app.use(async (req, res, next) => {
    const [urlPath = '/'] = req.url.split('?');
    if (path.extname(urlPath)) {
      next();
      return;
    }
    if (refusedUnlessRead(req, res)) return;
    try {
      const form = urlPath === paths.contact ? { state: { token: createFormToken(config.leads.formSecret) }, status: 200 } : undefined;
      await servePage(req, res, form);
    } catch (error) {
      next(error);
    }
  });

  app.use(notFound());
  app.use(finalErrorHandler());
  return app;
}
