import crypto from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/**
 * The Content-Security-Policy of a page: scripts only with this response's
 * nonce (and what they load: 'strict-dynamic' lets the federation runtime add
 * remote entries and chunks), styles from the site and the remotes or with the
 * nonce (emotion's <style> elements), style attributes for MUI, everything else
 * from the site's own origin and the configured remote origins only.
 */
export function contentSecurityPolicy({
  nonce,
  remoteOrigins,
  hotUpdates = false,
}: {
  nonce: string;
  remoteOrigins: readonly string[];
  /** Development (npm run dev): the remotes' dev servers push hot updates over websockets. */
  hotUpdates?: boolean;
}): string {
  const remotes = remoteOrigins.join(' ');
  const sockets = hotUpdates ? remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')) : [];
  const withRemotes = (...sources: string[]): string => [...sources, remotes].filter(Boolean).join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}' 'strict-dynamic'`],
    ['style-src', withRemotes("'self'", `'nonce-${nonce}'`)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', withRemotes("'self'", 'data:', 'blob:')],
    ['font-src', withRemotes("'self'", 'data:')],
    ['media-src', withRemotes("'self'", 'blob:')],
    ['connect-src', withRemotes("'self'", ...sockets)],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The nonce of this response's inline scripts and styles. */
export function nonceOf(res: Response): string {
  const nonce: unknown = res.locals.nonce;
  if (typeof nonce !== 'string') throw new Error('securityHeaders() must run before any page is written');
  return nonce;
}

/** Security headers on every response of the shell, with a fresh nonce per request. */
export function securityHeaders(currentRemoteOrigins: (res: Response) => readonly string[], { hotUpdates = false } = {}): RequestHandler {
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(18).toString('base64');
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, remoteOrigins: currentRemoteOrigins(res), hotUpdates }));
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
