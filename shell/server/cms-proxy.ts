import type { IncomingHttpHeaders } from 'node:http';
import type { ContentApiVerdict } from '@site/shared/cms/content-api-contract';

/** What the CMS proxy forwards (plugins/cms-proxy.ts): the rules, apart from the wiring. */

/** An allowed target: a read of the API or a file of the media library, with its checked path and query. */
export type AllowedTarget = Extract<ContentApiVerdict, { ok: true }>;

/** Response headers worth passing back (Strapi adds its own CSP, HSTS and CORS, meant for itself). */
const PASSED_BACK = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'last-modified', 'etag'];
/** Request headers worth forwarding: content negotiation, conditional requests and, for media, byte ranges. */
const FORWARDED = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];

/** A media-library file's name carries its content's hash: what is at its URL never changes. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The visitor's answers, in Spanish. */
export const CMS_PROXY_MESSAGES = {
  404: 'Recurso no encontrado.',
  400: 'Solicitud no válida.',
  busy: 'El servicio de contenidos está ocupado. Inténtalo de nuevo en unos segundos.',
  unavailable: 'El servicio de contenidos no está disponible.',
  timedOut: 'El servicio de contenidos no respondió a tiempo.',
} as const;

/** The checked query, re-encoded: the request's own query string is never sent on. */
export function upstreamQuery(target: AllowedTarget): string {
  return new URLSearchParams(target.query).toString();
}

/**
 * The headers sent to the CMS: the listed ones the visitor sent (Range for media only), the
 * bearer token with API reads only, and the request's id, so Strapi's log line and ours for the
 * same visit can be joined.
 */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  target: AllowedTarget,
  token: string | undefined,
  requestId: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = incoming[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (target.kind === 'media' && typeof incoming.range === 'string') headers.range = incoming.range;
  if (target.kind === 'api' && token) headers.authorization = `Bearer ${token}`;
  headers['x-request-id'] = requestId;
  return headers;
}

/** The CMS's response headers that the visitor gets. */
export function passedBackHeaders(upstream: IncomingHttpHeaders): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const name of PASSED_BACK) {
    const value = upstream[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * Content changes whenever an editor publishes: always revalidated. A file at its hashed name
 * never changes, so it is kept for a year; an error is not kept at all.
 */
export function cacheControlFor(kind: AllowedTarget['kind'], status: number): string {
  if (kind === 'api') return 'no-cache';
  return status === 200 || status === 206 ? UPLOAD_CACHE_CONTROL : 'no-store';
}
