import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cmsCollections } from '@site/shared/cms/content-api-contract';
import { errorPage, wantsJson } from '../error-responses';
import { createReadiness, HEALTH_PATH, READY_PATH } from '../probes';
import { SERVER_LIMITS, type ServerConfig } from '../server-config';

export interface ProbesOptions {
  readiness: Pick<ServerConfig['readiness'], 'checkTimeoutMs' | 'reuseMs'>;
  /** A mean event-loop delay past this (ms, over one-second samples) means the server is stalled; 0: never. */
  busyLoopDelayMs: number;
}

/** An answer of @fastify/under-pressure while the event loop is stalled: what it sends, or undefined to answer as usual. */
type PressureAnswer = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's answer while the event loop is stalled (@fastify/under-pressure reads it). */
    pressureHandler?: PressureAnswer;
    /**
     * A page to render: answered 503 while the event loop is stalled, so the visitor is better sent to
     * another server. Any other route answers as usual: a script, style or image refused would break a
     * page already on its way, and a lead refused would cost the visitor's message.
     */
    shedWhenBusy?: boolean;
  }
}

/** Seconds a client or balancer is asked to wait before it tries this server again. */
export const BUSY_RETRY_AFTER_S = 5;
const BUSY_MESSAGE = 'El sitio está muy ocupado en este momento. Inténtalo de nuevo en unos segundos.';

/** What a page to render gets while the event loop is stalled: 503 in Spanish, and when to come back. */
const busyAnswer: PressureAnswer = (request, reply) => {
  if (!request.routeOptions.config.shedWhenBusy) return undefined;
  reply.code(503).header('Retry-After', String(BUSY_RETRY_AFTER_S)).header('Cache-Control', 'no-store');
  if (wantsJson(request)) return { error: BUSY_MESSAGE };
  reply.type('text/html; charset=utf-8');
  return errorPage(503, BUSY_MESSAGE, reply.pageNonce || undefined);
};

/**
 * The load balancer's two questions, in the conventions of Kubernetes and nginx-style health
 * checks: `/healthz` (the process answers: restart it if not) and `/readyz` (send it visitors:
 * configuration read, remotes known, content to serve — the CMS answers, or the server holds
 * content it read before, so a CMS outage alone does not empty the fleet). `/readyz` fails while
 * the event loop is stalled (@fastify/under-pressure, which then answers the pages to render 503
 * too), and from the moment the server starts to close: from then on every connection is closed
 * as soon as its response has gone, so requests in flight finish and the stop waits for no idle
 * kept-alive connection. Neither probe is cached.
 */
export const probesPlugin = fp<ProbesOptions>(
  async (fastify, { readiness: { checkTimeoutMs, reuseMs }, busyLoopDelayMs }) => {
    const { remotes, content } = fastify;
    const readiness = createReadiness({
      checkTimeoutMs,
      reuseMs,
      checks: [
        { name: 'configuracion', check: async () => remotes.fileReadable() },
        { name: 'remotos', check: () => remotes.allLoaded() },
        {
          name: 'cms',
          // The reader answers from what it holds while Strapi fails, and throws only when it holds nothing.
          check: async () => {
            await content.reader.read(cmsCollections.categories, { 'pagination[pageSize]': '1' });
            return true;
          },
        },
      ],
    });

    // Once closing has begun, requests on connections still open are answered (app.ts), /readyz with
    // 503 so balancers send no more, a probe already waiting on its checks included.
    let closing = false;
    let sweep: NodeJS.Timeout | undefined;
    fastify.addHook('preClose', async () => {
      closing = true;
      // Node's server.close() ends only the connections idle at that moment: one busy then would be
      // kept alive for keepAliveTimeout after its response, holding back the stop and every onClose.
      sweep = setInterval(() => fastify.server.closeIdleConnections(), SERVER_LIMITS.drainSweepMs);
    });
    fastify.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
    fastify.addHook('onClose', async () => clearInterval(sweep));
    const stopping = (reply: FastifyReply) => reply.code(503).send({ estado: 'deteniéndose', listo: false });

    // under-pressure sends what a pressure handler returns (its README); its types say void.
    await fastify.register(underPressure, { maxEventLoopDelay: busyLoopDelayMs, pressureHandler: busyAnswer as () => void });

    fastify.get(HEALTH_PATH, async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ estado: 'activo' }),
    );

    fastify.get(
      READY_PATH,
      {
        config: {
          pressureHandler: (_request, reply) => {
            reply.code(503).header('Retry-After', String(BUSY_RETRY_AFTER_S)).header('Cache-Control', 'no-store');
            return { estado: 'sobrecargado', listo: false };
          },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (closing) return stopping(reply);
        const { ready, checks } = await readiness();
        if (closing) return stopping(reply);
        return reply.code(ready ? 200 : 503).send({ estado: ready ? 'listo' : 'no listo', listo: ready, comprobaciones: checks });
      },
    );
  },
  { name: 'probes', dependencies: ['content', 'remotes'] },
);
