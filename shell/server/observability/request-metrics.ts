import path from 'node:path';
import type { RequestHandler } from 'express';
import { CONTACT_PATH } from '../leads/contact-endpoint';
import { matchRoute } from '../page-status';
import { HEALTH_PATH, READY_PATH } from '../probes';
import { REMOTE_ERRORS_PATH } from '../remote-errors-endpoint';
import type { SiteMetrics } from './metrics';

/** Paths answered as themselves. */
const OWN_PATHS = new Set([HEALTH_PATH, READY_PATH, CONTACT_PATH, REMOTE_ERRORS_PATH, '/env.js', '/robots.txt', '/sitemap.xml']);
/** Paths counted by their first segment: the CMS proxy's reads and files, the shell's hashed files. */
const PREFIXES = ['/api', '/uploads', '/assets'];

/**
 * The route a request is counted under: a page's route pattern (`/blog/:slug`), a named endpoint,
 * a prefix, `static` or `(sin ruta)`. Never the URL itself: a label per address would grow without end.
 */
export function routeLabel(urlPath: string): string {
  if (OWN_PATHS.has(urlPath)) return urlPath;
  const prefix = PREFIXES.find((candidate) => urlPath.startsWith(`${candidate}/`));
  if (prefix) return prefix;
  if (path.extname(urlPath)) return 'static';
  try {
    return matchRoute(urlPath)?.route.path ?? '(sin ruta)';
  } catch {
    return '(sin ruta)';
  }
}

/** Counts every response and its duration, once it has gone out (or the visitor left). */
export function requestMetrics(metrics: SiteMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const route = routeLabel(req.path);
    res.once('close', () => {
      metrics.request(route, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
