import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../error-responses';
import { shellOwns } from '../site-pages/compose-site';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route this plugin added (its methods are not ones the path takes). */
    allowedMethodsAnswer?: boolean;
  }
  interface FastifyInstance {
    /** The methods every route path takes, as the app's plugins registered them. */
    routeMethods: Map<string, Set<string>>;
  }
}

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Starts noting each route's methods: call it before any plugin adds a route. */
export function collectRouteMethods(app: FastifyInstance): void {
  const byPath = new Map<string, Set<string>>();
  app.decorate('routeMethods', byPath);
  app.addHook('onRoute', (route) => {
    // The answers this plugin adds are not methods the route takes.
    if (route.config?.allowedMethodsAnswer) return;
    const methods = byPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    byPath.set(route.url, methods);
  });
}

/**
 * `OPTIONS` answers, and any other method refused with 405, naming in `Allow` the methods each
 * route takes (a GET route takes HEAD too). Hand-written: Fastify answers a method a route does
 * not take with 404, and no Fastify plugin of the ecosystem names a route's methods.
 * Register it after every plugin that adds routes.
 */
export const allowedMethodsPlugin = fp(
  async (fastify) => {
    if (!fastify.hasDecorator('routeMethods')) throw new Error('collectRouteMethods(app) must run before the plugins add their routes');
    // The pages' catch-all takes its methods at every path that may be a page's (the shell's own are not).
    const pageMethods = fastify.routeMethods.get('/*') ?? new Set<string>();
    for (const [url, methods] of [...fastify.routeMethods]) {
      if (!shellOwns(url)) for (const method of pageMethods) methods.add(method);
      if (methods.has('GET')) methods.add('HEAD');
      const allow = METHODS.filter((method) => methods.has(method) && method !== 'OPTIONS').join(', ');
      const others = METHODS.filter((method) => !methods.has(method));
      if (others.length === 0) continue;
      fastify.route({
        method: others,
        url,
        config: { allowedMethodsAnswer: true },
        handler: (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('Allow', allow);
          if (request.method === 'OPTIONS') return reply.code(204).header('Cache-Control', 'no-store').send();
          return sendError(request, reply, 405, 'Método no permitido.');
        },
      });
    }
  },
  { name: 'allowed-methods' },
);
