import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspDirectives, PERMISSIONS_POLICY } from '../security-headers';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's nonce: React's inline scripts and emotion's style elements carry it, the CSP names it. */
    pageNonce: string;
  }
}

export interface HeadersOptions {
  /** SITE_DEV=true (`npm run dev`): the policy lets the remotes' dev servers send hot updates. */
  hotUpdates: boolean;
}

/** The names of the policy's directives, in order (the values depend on the response). */
const DIRECTIVE_NAMES = cspDirectives({ nonce: '', remoteOrigins: [] }).map(([name]) => name);

/**
 * Security headers on every response, by @fastify/helmet: a Content-Security-Policy with a fresh
 * nonce per request (one nonce for scripts and styles: React and emotion share it) and the live
 * remotes' origins, a strict referrer policy, no framing, nosniff; HSTS is the TLS front's job.
 * Permissions-Policy is not one of helmet's headers: set beside it.
 */
export const headersPlugin = fp<HeadersOptions>(
  async (fastify, { hotUpdates }) => {
    /** Each response's policy, made once (helmet's directive functions get the raw response). */
    const policies = new WeakMap<ServerResponse, Array<[string, string]>>();
    fastify.decorateReply('pageNonce', '');
    fastify.addHook('onRequest', async (request, reply) => {
      reply.pageNonce = crypto.randomBytes(18).toString('base64');
      // The remotes plugin, registered before, has put this request's live remotes' origins on it.
      policies.set(reply.raw, cspDirectives({ nonce: reply.pageNonce, remoteOrigins: request.remoteOrigins ?? [], hotUpdates }));
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
    const directives = Object.fromEntries(
      DIRECTIVE_NAMES.map((name, index) => [
        name,
        [
          (_req: unknown, res: ServerResponse) => policies.get(res)?.[index]?.[1] ?? "'none'",
        ],
      ]),
    );
    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // The remotes' origins load the shell's fonts and files in development.
      crossOriginResourcePolicy: false,
      strictTransportSecurity: false,
    });
  },
  { name: 'headers', dependencies: ['remotes'] },
);
