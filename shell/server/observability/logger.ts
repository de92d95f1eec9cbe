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

/** A query parameter that carries a secret (the privacy confirmation's `token=`), as any URL may spell it, encoded too. */
const TOKEN_IN_URL = /((?:[?&]|%3F|%26)token(?:=|%3D))(?:(?!%26)[^&#\s"'])+/gi;
/** An e-mail address, wherever a message might quote one (a mail server's refusal names its recipient). */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;

/** A URL with the value of its `token` parameter hidden: the confirmation link's token never reaches a log or a page's links. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_URL, '$1[oculto]');
}

/** A log message with the secrets and addresses it might quote hidden: a net under the rule that no line is given them. */
export function scrubLogText(text: string): string {
  return redactUrl(text).replace(EMAIL_ADDRESS, '[correo oculto]');
}

/** An error as pino writes it (its message and stack scrubbed like any message). */
function errorSerializer(value: unknown): unknown {
  const serialized: unknown = pino.stdSerializers.err(value as Error);
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const fields = { ...(serialized as Record<string, unknown>) };
  for (const key of ['message', 'stack']) {
    if (typeof fields[key] === 'string') fields[key] = scrubLogText(fields[key]);
  }
  return fields;
}

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
      serializers: { req: (value: unknown) => value, res: (value: unknown) => value, err: errorSerializer },
      // Every message's text is scrubbed: a token in a URL, an e-mail address quoted by an error.
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubLogText(arg) : arg)) as Parameters<typeof method>;
          method.apply(this, scrubbed);
        },
      },
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
