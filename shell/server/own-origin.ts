import type { FastifyRequest } from 'fastify';

// Hand-written: @fastify/cors tells browsers what they may read; it refuses no request.

/**
 * Whether the Origin the browser names is one of the site's own: this host by either scheme (TLS
 * may end before this server) or one of `allowedOrigins`; null when the request names none.
 */
function originIsOwn(request: FastifyRequest, allowedOrigins: readonly string[]): boolean | null {
  const origin = request.headers.origin;
  if (!origin) return null;
  const host = request.headers.host ?? '';
  return [`http://${host}`, `https://${host}`, ...allowedOrigins].includes(origin);
}

/** A form sent from one of the site's own pages, JSON or native: the defence against a cross-site post. */
export const sentFromSite = (request: FastifyRequest, allowedOrigins: readonly string[] = []): boolean =>
  originIsOwn(request, allowedOrigins) === true;

/** Not sent by a page of another site (a beacon without Origin is the browser's same-origin one). */
export const notFromAnotherSite = (request: FastifyRequest): boolean => originIsOwn(request, []) !== false;
