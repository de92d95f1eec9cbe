import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Logger, withRequestLogger } from '../observability/logger';
import { createSiteMetrics, type SiteMetrics } from '../observability/metrics';
import { listenOnEveryAddress } from '../listen';

declare module 'fastify' {
  interface FastifyInstance {
    siteMetrics: SiteMetrics;
  }
  interface FastifyRequest {
    /** The live page's route a page request was served by (`/blog/:slug`), or null: set by the pages plugin. */
    pageRoute: string | null;
  }
}

export interface ObservabilityOptions {
  /** METRICS_PORT: Prometheus' `/metrics` on this internal port; null, no metrics server. */
  metricsPort: number | null;
}

/** An id a trusted front (nginx's `$request_id`, a load balancer) may have set: kept when it looks like one. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The request's id: the front's, when it sent one that looks like one, or a new one. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && FORWARDED_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Probes arrive every few seconds from every balancer: their lines would drown the rest. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);
/** Files answered as themselves; every other file of the build is counted as `static`. */
const OWN_FILES = new Set(['/env.js', '/robots.txt', '/sitemap.xml']);
/** Routes counted by their first segment: the CMS proxy's reads and files, the build's hashed files, the deferred sheets. */
const PREFIXES = ['/api/', '/uploads/', '/assets/', '/_estilos/'];

const pathOf = (url: string): string => url.split('?')[0]?.slice(0, 200) ?? '';

/**
 * The route a request is counted under: the pattern Fastify matched (`/blog/:slug`), a prefix,
 * `static` or `(sin ruta)`. Never the URL itself: a label per address would grow without end.
 */
export function routeLabel(pattern: string | undefined, urlPath: string): string {
  if (pattern === undefined) return path.extname(urlPath) ? 'static' : '(sin ruta)';
  const prefix = PREFIXES.find((candidate) => pattern.startsWith(candidate) && (pattern.includes('*') || pattern.includes(':') || candidate === '/assets/'));
  if (prefix) return prefix.slice(0, -1);
  if (path.extname(pattern) && !OWN_FILES.has(pattern)) return 'static';
  return pattern;
}

/**
 * Every request logged (one JSON line when answered: method, path, status, time; the query, the
 * headers and the visitor's address left out, as they may hold a token or personal data) and
 * counted for Prometheus, under an id returned in X-Request-Id and carried by every line logged
 * while answering it. Prometheus scrapes `/metrics` on an internal port of its own, apart from
 * the site's: nothing a visitor can reach, and a scrape never queues behind page renders.
 */
export const observabilityPlugin = fp<ObservabilityOptions>(
  async (fastify, { metricsPort }) => {
    const metrics = createSiteMetrics();
    fastify.decorate('siteMetrics', metrics);
    fastify.decorateRequest('pageRoute', null);

    /** Requests already logged and counted: a response cut short may be seen both closing and failing. */
    const recorded = new WeakSet<FastifyRequest>();
    const record = (request: FastifyRequest, reply: FastifyReply): void => {
      if (recorded.has(request)) return;
      recorded.add(request);
      const urlPath = pathOf(request.url);
      // Pages share one Fastify route (the live pages are matched at run time): each is counted by its own.
      const pattern = request.pageRoute ?? (request.routeOptions.url === '/*' ? undefined : request.routeOptions.url);
      metrics.request(routeLabel(pattern, urlPath), request.method, reply.statusCode, reply.elapsedTime / 1000);
      if (QUIET_PATHS.has(urlPath)) return;
      const line = `${request.method} ${urlPath} ${reply.statusCode}`;
      const fields = { req: { method: request.method, path: urlPath }, res: { status: reply.statusCode }, ms: Math.round(reply.elapsedTime) };
      if (reply.statusCode >= 500) request.log.error(fields, line);
      else request.log.info(fields, line);
    };

    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header('X-Request-Id', request.id);
      // A response cut short (an upstream that died, a visitor who left) never reaches onResponse.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) record(request, reply);
      });
      // Deeper modules log with `log()` (the request's logger while answering it).
      // Fastify's request logger is a pino child of the app's pino logger (app.ts): its type is the base one.
      withRequestLogger(request.log as Logger, done);
    });
    fastify.addHook('onResponse', async (request, reply) => record(request, reply));

    if (metricsPort !== null) {
      const scrape = Fastify({ logger: false });
      scrape.get('/metrics', async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));
      scrape.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Solo /metrics.\n'));
      // Open before the site's port (listen() waits for onReady): a taken port fails the start.
      fastify.addHook('onReady', async () => {
        await listenOnEveryAddress(scrape, metricsPort);
      });
      // Scraped until the end: the last figures of a stopping server are not lost.
      fastify.addHook('onClose', async () => scrape.close());
    }
  },
  { name: 'observability' },
);
