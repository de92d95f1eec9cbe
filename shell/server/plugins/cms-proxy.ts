import { AsyncLocalStorage } from 'node:async_hooks';
import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { checkContentApiTarget, type CmsAllowlist } from '@site/shared/cms/content-api-contract';
import { cacheControlFor, CMS_PROXY_MESSAGES, passedBackHeaders, upstreamQuery, upstreamRequestHeaders } from '../cms-proxy';
import { sendError } from '../error-responses';
import { SERVER_LIMITS } from '../server-config';

export interface CmsProxyOptions {
  /** Strapi's origin: every upstream URL is this origin, a checked path and a re-encoded query. */
  cmsOrigin: URL;
  /** The site's read-only token, sent with API reads only. */
  token: string | undefined;
  /** The token that reads drafts, sent instead for an editor's preview (plugins/preview.ts). */
  previewToken?: string;
  /** The whole exchange with Strapi, headers and body. */
  deadlineMs: number;
  /** Connections to Strapi at once; more requests wait for one. */
  maxSockets: number;
  /** Requests in flight or waiting; past this the proxy answers 503 at once. */
  maxPending: number;
  /**
   * The reads it forwards now: the shell's and those the live releases' pages declare, composed
   * at run time as the routes are (app.ts: site-pages/cms-allowlist.ts).
   */
  allowlist: (request: FastifyRequest) => Promise<CmsAllowlist>;
}

/** undici's errors for a connection that closed under a request it had sent (a kept-alive one Strapi dropped). */
const CONNECTION_DROPPED = new Set<string | undefined>(['UND_ERR_SOCKET', 'ECONNRESET']);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * /api/... and /uploads/...: forwarded to the content service (@fastify/reply-from on an undici
 * pool) when, and only when, the allowlist allows them (the collections and query parameters the
 * live releases' pages and the shell declare, the media library's files); the bearer token goes
 * with /api reads only. Everything else is answered here: 404 or 400 for a refused target, 405
 * for anything but a read (the allowed-methods plugin, from the GET routes below), 503 while too
 * many requests wait, 502 or 504 when Strapi fails or is late. Encapsulated: `reply.from` is
 * this plugin's alone. The contact form's and the error reports' routes under /api are static
 * routes of their own plugins, which Fastify's router prefers to these wildcards.
 */
export const cmsProxyPlugin: FastifyPluginAsync<CmsProxyOptions> = async (fastify, { cmsOrigin, token, previewToken, deadlineMs, maxSockets, maxPending, allowlist }) => {
  // An idle socket is dropped before Strapi's own keep-alive timeout (Node's 5 s) closes it under a request.
  const pool = new Pool(cmsOrigin.origin, { connections: maxSockets, keepAliveTimeout: SERVER_LIMITS.cmsIdleSocketMs });
  // The request's signal goes with its upstream call: reply-from passes none, and a visitor who
  // leaves, or the deadline, must stop the call to Strapi even before its headers come.
  const signals = new AsyncLocalStorage<AbortSignal>();
  const dispatcher = {
    request(options: Dispatcher.RequestOptions, callback: (error: Error | null, data: Dispatcher.ResponseData) => void): void {
      pool.request({ ...options, signal: signals.getStore() }, callback);
    },
  } as Pick<Dispatcher, 'request'>;
  await fastify.register(replyFrom, { base: cmsOrigin.origin, undici: dispatcher, disableRequestLogging: true });
  fastify.addHook('onClose', async () => pool.destroy());

  // Hand-written: no plugin caps the requests in flight on a route (under-pressure weighs the
  // process, rate-limit counts a window of time), and Strapi's queue must not grow without end.
  let pending = 0;
  const parentErrorHandler = fastify.errorHandler;

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const target = checkContentApiTarget(request.url, await allowlist(request));
    if (!target.ok) return sendError(request, reply, target.status, CMS_PROXY_MESSAGES[target.status]);
    if (pending >= maxPending) {
      reply.header('Retry-After', '2');
      return sendError(request, reply, 503, CMS_PROXY_MESSAGES.busy);
    }
    pending += 1;
    reply.raw.once('close', () => {
      pending -= 1;
    });

    // Aborted when the visitor leaves (or a video seek drops the range) and at the deadline.
    const { signal } = request;
    // An editor's preview reads the drafts, as its page was rendered, never kept by the browser.
    const preview = previewToken !== undefined && target.kind === 'api' && fastify.preview.of(request);
    const query = preview ? `${upstreamQuery(target)}&status=draft`.replace(/^&/, '') : upstreamQuery(target);
    return signals.run(signal, () =>
      reply.from(target.path, {
        queryString: () => query,
        rewriteRequestHeaders: (req) => upstreamRequestHeaders(req.headers, target, preview ? previewToken : token, req.id),
        rewriteHeaders: (headers) => passedBackHeaders(headers),
        // A kept-alive connection Strapi closed just as the read went out: it never reached
        // Strapi, and a read is safe to send again, once (undici retries no request it had sent).
        retryDelay: ({ err, attempt }) => (attempt === 0 && !signal.aborted && CONNECTION_DROPPED.has(errorCode(err)) ? 1 : null),
        onResponse: (_req, _reply, upstream) => {
          if (signal.aborted) {
            upstream.stream.destroy();
            return;
          }
          reply.header('Cache-Control', preview ? 'private, no-store' : cacheControlFor(target.kind, reply.statusCode));
          // Strapi dying mid-body (or the deadline) destroys the visitor's response too: the
          // truncation is visible, never a hang.
          reply.send(upstream.stream);
        },
        // reply-from has logged the error (a warning); the request's own line says 502.
        onError: () => {
          // Whoever aborted has answered: the deadline (504, below), or nobody is left to answer.
          if (signal.aborted) return;
          sendError(request, reply, 502, CMS_PROXY_MESSAGES.unavailable);
        },
      }),
    );
  }

  // The whole exchange, headers and body, however slowly Strapi trickles: Fastify's handler
  // timeout aborts the request's signal (and so the upstream call), and answers 504 here, or
  // cuts a response already under way.
  const routeOptions = {
    handlerTimeout: deadlineMs,
    errorHandler: (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      if (errorCode(error) === 'FST_ERR_HANDLER_TIMEOUT') return sendError(request, reply, 504, CMS_PROXY_MESSAGES.timedOut);
      return parentErrorHandler(error, request, reply);
    },
  };
  // GET only: Fastify adds HEAD, and the allowed-methods plugin answers every other method 405.
  for (const url of ['/api', '/api/*', '/uploads', '/uploads/*']) fastify.get(url, routeOptions, forward);
};
