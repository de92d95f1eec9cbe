import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };
export type LogLevel = Level | 'silent';

/**
 * Field names that may carry a secret or a visitor's data: censored wherever they appear in a
 * log line's first two levels, as a net under the rule that no line is given them.
 */
const NEVER_LOGGED = ['authorization', 'cookie', 'token', 'password', 'email', 'phone', 'fields', 'body'];
const REDACTED_PATHS = [...NEVER_LOGGED, ...NEVER_LOGGED.map((name) => `*.${name}`), 'req.headers', 'res.headers'];

/**
 * The server's logger: one JSON line per event on stdout (pino), for the platform's log
 * collector to ship. Its level is set from LOG_LEVEL by the server's start-up.
 */
export function createLogger(destination?: DestinationStream, level: LogLevel = 'info'): Logger {
  return pino(
    {
      level,
      base: { service: 'shell', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
      formatters: { level: (label) => ({ level: label }) },
      // A request's line carries `req` and `res` as the observability plugin writes them (method and
      // path, status): Fastify's own serializers would add the visitor's address.
      serializers: { req: (value: unknown) => value, res: (value: unknown) => value },
    },
    destination,
  );
}

/** The process's logger; tests and the start-up may change its level. */
export const rootLogger = createLogger();

/** The logger of the request being answered, so its lines carry its id. */
const requestLoggers = new AsyncLocalStorage<Logger>();

/** Runs `work` (and everything it starts) with the request's own logger. */
export function withRequestLogger<T>(logger: Logger, work: () => T): T {
  return requestLoggers.run(logger, work);
}

/** The logger to use here: the request's when called while answering one, the process's otherwise. */
export function log(): Logger {
  return requestLoggers.getStore() ?? rootLogger;
}

/** The id of the request being answered, sent on to the CMS so both logs can be joined. */
export function currentRequestId(): string | undefined {
  const store = requestLoggers.getStore();
  // A logger other than pino (a test app's) has no bindings.
  const bindings = typeof store?.bindings === 'function' ? store.bindings() : undefined;
  return typeof bindings?.reqId === 'string' ? bindings.reqId : undefined;
}

/** `X-Request-Id` for a call to the CMS made while answering a request; none otherwise. */
export function requestIdHeader(): Record<string, string> {
  const id = currentRequestId();
  return id ? { 'X-Request-Id': id } : {};
}
