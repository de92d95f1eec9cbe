import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { type Logger, withRequestLogger } from './logger';

/** An id a trusted front (nginx's `$request_id`, a load balancer) may have set: kept when it looks like one. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** Probes arrive every few seconds from every balancer: their lines would drown the rest. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** The error pino-http makes up for a 5xx answered without one. */
const SYNTHETIC_ERROR = /^failed with status code \d{3}$/;

const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0]?.slice(0, 200) ?? '';

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && FORWARDED_ID.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * One line per request answered (method, path, status, time) with a request id, returned in
 * `X-Request-Id` and carried by every line logged while answering it. The query string, the
 * headers and the visitor's address are left out: they may hold a token or personal data.
 */
export function requestLog(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: requestIdOf,
    customAttributeKeys: { reqId: 'reqId', responseTime: 'ms' },
    quietReqLogger: true,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.has(pathOf(req.url)) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method ?? ''} ${pathOf(req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method ?? ''} ${pathOf(req.url)} ${res.statusCode}`,
    // A 5xx answered on purpose (a remote or the CMS down) has no error: pino-http would make one up,
    // with a stack of its own internals. Real errors keep theirs.
    customErrorObject: (_req, _res, error, value: Record<string, unknown>) => (SYNTHETIC_ERROR.test(error.message) ? { ...value, err: undefined } : value),
  });
  return (req, res, next) => {
    middleware(req, res);
    withRequestLogger(req.log, next);
  };
}
