import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import {
  DEFAULT_CMS_PORT,
  DEFAULT_PORT_BASE,
  localOrigin,
  parsePortBase,
  PORT_BASE_RULE,
  REMOTE_NAMES,
  topologyFor,
} from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { siteConfig } from '@site/shared/config';
import type { LogLevel } from './observability/logger';

/**
 * The server's fixed intervals and limits, which no variable moves: kept here with every other
 * setting of the server, and read by the modules that apply them.
 */
export const SERVER_LIMITS = {
  /** The CMS proxy drops an idle keep-alive socket after this: below the 5 s keep-alive of Node servers such as Strapi's. */
  cmsIdleSocketMs: 4_000,
  /** A browser's error report is two short fields: a body longer than this (bytes) is not one. */
  remoteErrorBodyBytes: 256,
  /**
   * The largest contact form posted without JavaScript (bytes). Percent-encoded, a character of the
   * message can take 6 bytes (`ñ` is `%C3%B1`): the longest message the rules allow (5,000
   * characters) fits, with the other fields.
   */
  contactFormBodyBytes: 64 * 1024,
  /** The contact form's JSON body (bytes): the form's longest message fits several times over. */
  contactJsonBodyBytes: 16 * 1024,
  /** Strapi's content-changed webhook sends the whole entry: an article's Markdown fits well within this (bytes). */
  cmsWebhookBodyBytes: 1024 * 1024,
  /** While draining, connections that finished their response are closed this often. */
  drainSweepMs: 100,
  /** A Redis command that gets no answer within this fails: a page never waits on Redis. */
  redisCommandTimeoutMs: 500,
  /** Reconnections to Redis: soon at first, then once this often while Redis stays away. */
  redisReconnectMaxMs: 1_000,
  /** How often a server adds its release-health counts to the fleet's sums in Redis. */
  fleetFlushMs: 1_000,
  /** The page's script loader runs the scripts after this (ms) where no first paint is reported (a hidden tab, say). */
  scriptLoaderMaxWaitMs: 3_000,
  /** The sitemap reads each CMS collection this many entries at a time. */
  sitemapPageSize: 100,
  /** The confirmation e-mail of a rights request must be handed to the mail server within this (ms), or the person is asked to send again. */
  privacyMailTimeoutMs: 15_000,
  /** The fleet's release-health sums are kept this long (seconds) after a release last served a page (`npm run releases` reads recent ones). */
  fleetHealthTtlS: 7 * 24 * 60 * 60,
} as const;

/** Everything the shell's server reads from its environment, checked once at start. */
export interface ServerConfig {
  /** Where the server listens. @default the shell's port of the topology: `SITE_PORT_BASE`, 8080 */
  port: number;
  /**
   * The shell's browser build (index.html and assets/): `dist/` beside the server's build
   * (`dist-dev/` beside `npm run dev`'s).
   */
  distDir: string;
  /** Origin of Strapi; upstream URLs are built from it and a checked path only. @default `http://127.0.0.1:1337` */
  cmsOrigin: URL;
  /** The site's bearer token for the content API: server-side configuration, never sent to a browser. */
  cmsToken: string | undefined;
  /** Where each remote's manifest is when neither REMOTE_<NAME>_URL nor the remotes file says. */
  remoteDefaults: Record<RemoteName, string>;
  /**
   * REMOTE_<NAME>_URL: a remote's `mf-manifest.json` URL (MARKETING, CONTENT, CATALOGUE, TOOLS); the
   * remotes file, where it names the remote, wins over it.
   * @default the remote's port beside the shell's in the topology (8081–8084)
   */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /**
   * SITE_REMOTES_FILE: JSON checked on every page and read again when it changed, so a remote can move without a restart.
   * @default unset; with REDIS_URL, a file in the system's temporary folder
   */
  remotesFile: string | undefined;
  /** A canary is rolled back when its error rate passes the stable's by `margin` over `minRequests` pages. */
  canaryPolicy: { margin: number; minRequests: number };
  /** How often the canaries' health is weighed. */
  canaryCheckMs: number;
  /** `/readyz`: what balancers are told about this server. */
  readiness: {
    /** A readiness check slower than this fails the probe (balancers wait a few seconds at most). */
    checkTimeoutMs: number;
    /** Probes from several balancers within this time share one verdict. */
    reuseMs: number;
    /**
     * The longest the server waits for its remotes' pages before it opens its port (a remote that
     * is down must not keep it closed; `/readyz` says what is missing).
     */
    warmUpMs: number;
  };
  /** Budgets for a visitor's connection: slow or stuck clients must not hold the server. */
  connections: {
    /** The request's headers must have arrived within this. */
    headersTimeoutMs: number;
    /** The whole request must have arrived within this. */
    requestTimeoutMs: number;
    /** An idle kept-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
    /** How often Node checks the two timeouts above (`connectionsCheckingInterval`, Node's and Fastify's option). */
    checkIntervalMs: number;
  };
  /** Remote pages rendered on the server: a slower load renders the fallback; a failure opens a breaker. */
  remotePages: { timeoutMs: number; breakerMs: number; revalidateMs: number };
  /** The server's own reads of the CMS (page status, sitemap). */
  cmsReads: {
    /** One read's deadline; slower, the page is answered from what was kept, or 503. */
    timeoutMs: number;
    freshMs: number;
    staleMs: number;
    /** Answers kept at most (the oldest go first). */
    maxEntries: number;
  };
  /** The contact form's leads: where they go, how they wait, who is told. */
  leads: {
    /** The write-only token that can create leads in the CMS and nothing else. */
    cmsToken: string | undefined;
    /** Leads and notifications not delivered yet, on disk. @default `shell/.data/leads-outbox` */
    outboxDir: string;
    /** One attempt to store a lead; slower, the lead waits in the outbox. */
    cmsTimeoutMs: number;
    /** First wait before a retry; it doubles up to `retryMaxMs`. */
    retryMs: number;
    /** The longest wait between two retries. */
    retryMaxMs: number;
    /** The mail server of the leads' notifications (they need it and LEADS_NOTIFY_TO, or neither) and of the privacy requests' confirmations. */
    smtpUrl: string | undefined;
    /** Who is told of each lead. */
    notifyTo: string | undefined;
    /** The notifications' sender. @default `Sitio web <no-responder@…>` at SITE_URL's domain */
    mailFrom: string;
    /** Leads per address and window. */
    rateLimit: number;
    /** The window `rateLimit` counts in. */
    rateWindowMs: number;
    /** A form sent faster than this is dropped as a robot's. */
    minFillMs: number;
    /**
     * Signs the contact form's token (when it was served, and the key of its lead). Set it, the
     * same on every shell server, where several serve the site; otherwise each start makes one
     * (a form served before a restart is then sent back once, filled in, to be sent again).
     * @default a random one per start
     */
    formSecret: string;
    /** A form open longer than this is sent back to be checked and sent again. */
    formMaxAgeMs: number;
  };
  /** The rights requests (`/privacidad/solicitud`): stored in the CMS with the leads token, confirmed from an e-mailed link (SMTP_URL). */
  privacy: {
    /** How long the confirmation link works. */
    tokenLifetimeMs: number;
  };
  /** Browsers' reports of a remote that failed to load (`/api/remote-errors`): how many a visitor may send. */
  remoteErrors: {
    /** Reports per address and window. */
    rateLimit: number;
    rateWindowMs: number;
  };
  /** Rendered pages kept for anonymous visitors (stale-while-revalidate). */
  pageCache: { freshMs: number; maxAgeMs: number; maxEntries: number };
  proxy: {
    /** Whole exchange with Strapi, headers and body. */
    deadlineMs: number;
    /** Connections to Strapi at once; more requests wait for one. */
    maxSockets: number;
    /** Requests in flight or waiting; past this the proxy answers 503 at once. */
    maxPending: number;
  };
  /** On SIGTERM: how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** A mean event-loop delay past this (ms) makes the server busy: `/readyz` and the pages to render answer 503; 0: never. */
  busyLoopDelayMs: number;
  /** METRICS_PORT: Prometheus' `/metrics` on this internal port; unset, no metrics server. */
  metricsPort: number | null;
  /**
   * One origin behind a front (nginx): the site's public origin (PUBLIC_ORIGIN), under which the
   * remotes' URLs may sit (`/remotes/<name>/`), and the front's internal origin
   * (REMOTES_INTERNAL_ORIGIN) where this server reads those remotes' files, their Node builds
   * included, which the public origin does not serve. Both set, or neither (null).
   */
  oneOrigin: { publicOrigin: string; internalOrigin: string } | null;
  /**
   * TRUSTED_PROXIES: the fronts (addresses, CIDRs or proxy-addr's names such as `loopback`) whose
   * X-Forwarded-For names the visitor; from any other peer the header is ignored. Empty: none.
   */
  trustedProxies: string[];
  /** LOG_LEVEL: the least severe log lines written (JSON on stdout); `silent` writes none. */
  logLevel: LogLevel;
  /**
   * REDIS_URL: the shell servers' shared state (live remotes, release health, the contact form's
   * rate limit, content purges). Null: this server keeps all of it alone (one server).
   */
  fleet: {
    redisUrl: string;
    /** How often this server asks Redis for the live remotes and the purge counter. */
    syncMs: number;
  } | null;
  /** CMS_WEBHOOK_SECRET: Strapi's content-changed webhook is accepted with it (no secret: no webhook route). */
  cmsWebhookSecret: string | undefined;
  /** CMS_SNAPSHOT_FILE: the CMS answers on disk, for a server started while Strapi is down (cms-snapshot.ts). */
  cmsSnapshotFile: string | undefined;
  /** An editor's preview of drafts (plugins/preview.ts): off unless both the secret and the token are set. */
  preview: {
    /** SITE_PREVIEW_SECRET: signs the CMS's preview links and the preview sessions (shared with the CMS). */
    secret: string | undefined;
    /** CMS_PREVIEW_TOKEN: the only token the CMS lets read drafts. */
    token: string | undefined;
    /** CMS_ADMIN_ORIGIN: the admin panel's origin, the only one that may frame a preview. */
    adminOrigin: string | undefined;
  };
  /** SITE_DEV=true (`npm run dev`): the security headers let the remotes' dev servers send hot updates. */
  hotUpdates: boolean;
}

type Env = Record<string, string | undefined>;

/**
 * A configuration the server must not start with: every bad variable at once, in one Spanish line
 * (`Configuración no válida: PORT debe ser …; REDIS_URL debe ser …`). Where it was thrown tells an
 * operator nothing, so its stack is that line too: a logger that prints stacks prints the line.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';

  /** @param problems one sentence per bad variable, each naming it */
  constructor(readonly problems: readonly string[]) {
    super(`Configuración no válida: ${problems.join('; ')}`);
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** What the docs say of a variable (docs/configuration.md's table is written from these). */
interface VariableDoc {
  /** What it does, in Spanish. */
  description: string;
  /** Its default as the docs say it, where the schema computes it at start (from other variables, a path, a random key). */
  defaultText?: string;
  /** Its value may hold a password: a bad one is not repeated in the message. */
  secret?: boolean;
}

/** What a value must be, as a bad value's message says it (`PORT debe ser <rule>`), and a ceiling it is lowered to. */
interface ValueRule {
  rule?: string;
  atMost?: number;
}

const DOCS = z.registry<VariableDoc>();
const RULES = z.registry<ValueRule>();

// The kinds of value, each with the rule its messages and the docs state.

/** A count (entries, requests, sockets). */
const count = () => z.coerce.number().int().min(1).register(RULES, { rule: 'un entero positivo' });
/** A duration in milliseconds. */
const durationMs = () => z.coerce.number().int().min(1).register(RULES, { rule: 'un entero positivo (milisegundos)' });
/** A duration in milliseconds, where 0 turns the feature off. */
const durationMsOrOff = () => z.coerce.number().int().min(0).register(RULES, { rule: 'un entero positivo (milisegundos) o 0' });
/** A share, from 0 to 1. */
const fraction = () => z.coerce.number().min(0).max(1).register(RULES, { rule: 'un número entre 0 y 1' });
/** A TCP port. */
const port = () => z.coerce.number().int().min(1).max(65_535).register(RULES, { rule: 'un número de puerto de 1 a 65535' });
/** Free text (a token, an address, a name). */
const text = () => z.string().register(RULES, { rule: 'un texto' });
/** A file or folder, resolved against the working folder. */
const filePath = () => z.string().transform((value) => path.resolve(value)).register(RULES, { rule: 'una ruta' });

/** Larger values are taken as `max` (a ceiling, not an error). */
const atMost = (schema: z.ZodType<number, unknown>, max: number) => schema.transform((value) => Math.min(value, max)).register(RULES, { atMost: max });

/** The URL, when `raw` is an absolute URL with one of `protocols`. */
function urlWith(raw: string, protocols: readonly string[]): URL | null {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** An absolute URL of one of `protocols` (`'redis:'`); the value is the URL as written, or normalised with `href`. */
const absoluteUrl = (protocols: readonly string[], output: (url: URL, raw: string) => string = (parsed) => parsed.href) =>
  z
    .string()
    .refine((raw) => urlWith(raw, protocols) !== null)
    .transform((raw) => output(new URL(raw), raw))
    .register(RULES, { rule: `una URL ${protocols.map((protocol) => `${protocol}//`).join(' o ')}` });
const HTTP = ['http:', 'https:'] as const;
/** Only the origin: a path or query in the setting would otherwise be joined to every request. */
const httpOrigin = () => absoluteUrl(HTTP, (parsed) => parsed.origin);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LogLevel[];
const logLevel = () => z.enum(LOG_LEVELS).register(RULES, { rule: `uno de ${LOG_LEVELS.join(', ')}` });

/** proxy-addr's names of address ranges (what Fastify's `trustProxy` compiles). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`), an IPv4 range with its netmask, or a range's name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range);
}

/** A comma-separated list of proxies; blanks between commas are dropped. */
const proxyList = () =>
  z
    .string()
    .transform((raw) => raw.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isProxyEntry)))
    .register(RULES, { rule: `una lista separada por comas de direcciones IP, rangos CIDR o ${PROXY_RANGE_NAMES.join(', ')}` });

/** The variable's schema, with what the docs say of it. */
function documented<S extends z.ZodType>(schema: S, doc: VariableDoc): S {
  DOCS.add(schema, doc);
  return schema;
}

/** `REMOTE_MARKETING_URL`, … */
type RemoteUrlVariable = `REMOTE_${Uppercase<RemoteName>}_URL`;
const remoteUrlVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL` as RemoteUrlVariable;

/** The defaults of the docs: the site's ports at SITE_PORT_BASE's default. */
const defaultTopology = topologyFor(DEFAULT_PORT_BASE);

function remoteUrlVariables() {
  const remoteNames: readonly RemoteName[] = REMOTE_NAMES;
  const variable = (name: RemoteName) =>
    documented(absoluteUrl(HTTP).optional(), {
      description: `La URL del \`mf-manifest.json\` del remote ${name}; el archivo de remotes (SITE_REMOTES_FILE), si lo nombra, manda sobre ella.`,
      defaultText: `\`${defaultTopology.manifestUrls[name]}\`: el puerto del remote junto al de la shell (SITE_PORT_BASE lo mueve)`,
    });
  return Object.fromEntries(remoteNames.map((name) => [remoteUrlVariable(name), variable(name)])) as Record<RemoteUrlVariable, ReturnType<typeof variable>>;
}

/**
 * Every variable the shell's server reads, each declared once: its kind and bounds, its default and
 * what it does. Parsed once at start (readServerConfig); docs/configuration.md's table is written
 * from it (`npm run docs:config`). An empty variable counts as unset.
 */
export const SERVER_ENV = z
  .object({
    SITE_PORT_BASE: documented(
      z
        .string()
        .transform((raw, context) => {
          const base = parsePortBase(raw);
          if (base === null) context.addIssue({ code: 'custom', input: raw });
          return base ?? DEFAULT_PORT_BASE;
        })
        .register(RULES, { rule: PORT_BASE_RULE })
        .default(DEFAULT_PORT_BASE),
      {
        description:
          'Mueve todos los puertos del sitio: la shell en él, los cuatro remotes en los cuatro siguientes. De él salen el puerto por omisión de este servidor y las URL por omisión de los remotes.',
      },
    ),
    PORT: documented(port().optional(), {
      description: 'Dónde escucha el servidor.',
      defaultText: `el de la shell en la topología: SITE_PORT_BASE (${defaultTopology.ports.shell})`,
    }),
    CMS_URL: documented(httpOrigin().default(localOrigin(DEFAULT_CMS_PORT, '127.0.0.1')), {
      description: 'El origen de Strapi: las URL hacia él se arman con este origen y una ruta comprobada, nada más (una ruta o consulta escrita aquí se descarta).',
    }),
    CMS_API_TOKEN: documented(text().optional(), {
      description: 'El token del sitio para la API de contenido: queda en el servidor, nunca llega a un navegador.',
    }),
    ...remoteUrlVariables(),
    SITE_REMOTES_FILE: documented(text().optional(), {
      description:
        'Un JSON que el servidor revisa en cada página y vuelve a leer cuando cambió, para que un remote cambie de lugar sin reiniciar el servidor. Con Redis, la copia de este servidor de los remotes en vivo (para una caída de Redis y un reinicio).',
      defaultText: 'no definida; con REDIS_URL, un archivo en la carpeta temporal del sistema',
    }),
    REDIS_URL: documented(absoluteUrl(['redis:', 'rediss:']).optional(), {
      description:
        'El estado compartido de los servidores de la shell (remotes en vivo, salud de las versiones, límite del formulario de contacto, purgas de contenido). Sin ella, este servidor lo guarda todo solo (un único servidor).',
      secret: true,
    }),
    FLEET_SYNC_MS: documented(durationMs().default(1_000), {
      description:
        'Con REDIS_URL: cada cuánto este servidor pregunta a Redis por los remotes en vivo y el contador de purgas. Un cambio de remotes y una purga llegan a todos los servidores dentro de este plazo.',
    }),
    RELEASE_CANARY_MARGIN: documented(fraction().default(0.05), {
      description: 'Una versión canaria vuelve atrás cuando su tasa de errores supera la de la estable en más de este margen (0,05: cinco puntos), pasadas RELEASE_CANARY_MIN_REQUESTS páginas.',
    }),
    RELEASE_CANARY_MIN_REQUESTS: documented(count().default(20), {
      description: 'Las páginas que sirve una versión canaria antes de que su tasa de errores cuente (RELEASE_CANARY_MARGIN).',
    }),
    REMOTE_RENDER_TIMEOUT_MS: documented(durationMs().default(1_000), {
      description: 'Cuánto espera una página el módulo de un remote en el servidor; más lento, muestra la alternativa del remote (la carga sigue, y la próxima visita ve la página).',
    }),
    REMOTE_RENDER_BREAKER_MS: documented(durationMs().default(10_000), {
      description: 'Tras un fallo de un remote, sus páginas muestran la alternativa en el acto durante este tiempo; una carga más larga cuenta como fallo.',
    }),
    REMOTE_REVALIDATE_MS: documented(durationMs().default(5_000), {
      description: 'Cada cuánto se revisan el manifiesto de Node y el pages.json de cada remote servido en una URL fija: un remote desplegado de nuevo se renderiza, con sus páginas y menús, dentro de este plazo (más una carga de página).',
    }),
    CMS_READ_TIMEOUT_MS: documented(durationMs().default(3_000), {
      description: 'El plazo de cada lectura del CMS que hace el propio servidor (estado de las páginas, sitemap); más lenta, la página se responde con lo guardado, o 503.',
    }),
    CMS_READ_FRESH_MS: documented(durationMs().default(15_000), {
      description: 'Lo leído del CMS se usa sin volver a leerlo durante este tiempo: lo que publica un editor se ve dentro de él (más la lectura del propio navegador, que no se guarda).',
    }),
    CMS_READ_STALE_MS: documented(durationMs().default(24 * 60 * 60 * 1000), {
      description: 'Con Strapi caído, lo último leído sigue respondiendo durante este tiempo.',
    }),
    CMS_SNAPSHOT_FILE: documented(text().optional(), {
      description:
        'Un archivo donde el servidor guarda lo último que leyó del CMS (contenido publicado), para que un servidor que arranca con Strapi caído muestre las páginas con ese contenido (hasta CMS_READ_STALE_MS). Uno por servidor.',
      defaultText: 'ninguno: lo leído solo se guarda en memoria',
    }),
    CMS_READ_MAX_ENTRIES: documented(count().default(1_000), {
      description: 'Respuestas del CMS guardadas como máximo (salen primero las más antiguas).',
    }),
    CMS_LEADS_TOKEN: documented(text().optional(), {
      description: 'El token de solo escritura que crea leads en el CMS y nada más.',
    }),
    LEADS_OUTBOX_DIR: documented(filePath().default(() => path.join(__dirname, '../.data/leads-outbox')), {
      description: 'Los leads y los avisos aún no entregados, en disco.',
      defaultText: '`shell/.data/leads-outbox`',
    }),
    LEADS_CMS_TIMEOUT_MS: documented(durationMs().default(2_000), {
      description: 'El plazo de un intento de guardar un lead; más lento, el lead espera en la bandeja de salida.',
    }),
    LEADS_RETRY_MS: documented(durationMs().default(1_000), {
      description: 'La primera espera antes de reintentar una entrega; se duplica hasta LEADS_RETRY_MAX_MS.',
    }),
    LEADS_RETRY_MAX_MS: documented(durationMs().default(5 * 60 * 1000), {
      description: 'La espera más larga entre dos reintentos.',
    }),
    SMTP_URL: documented(absoluteUrl(['smtp:', 'smtps:'], (_parsed, raw) => raw).optional(), {
      description:
        'El servidor de correo: los avisos de leads (con esta variable y LEADS_NOTIFY_TO, no con una sola) y el correo que confirma una solicitud de privacidad (sin él, el formulario de solicitud pide escribir al correo de privacidad).',
      secret: true,
    }),
    LEADS_NOTIFY_TO: documented(text().optional(), {
      description: 'A quién se avisa de cada lead.',
    }),
    LEADS_MAIL_FROM: documented(
      text().default(() => `Sitio web <no-responder@${new URL(siteConfig.websiteUrl).hostname.replace(/^www\./, '')}>`),
      {
        description: 'El remitente de los avisos.',
        defaultText: '`Sitio web <no-responder@…>` en el dominio de SITE_URL',
      },
    ),
    CONTACT_RATE_LIMIT: documented(count().default(5), {
      description: 'Leads por dirección y ventana.',
    }),
    CONTACT_RATE_WINDOW_MS: documented(durationMs().default(10 * 60 * 1000), {
      description: 'La ventana en que se cuentan los leads de CONTACT_RATE_LIMIT.',
    }),
    CONTACT_MIN_FILL_MS: documented(durationMsOrOff().default(3_000), {
      description: 'Un formulario enviado más rápido que esto se descarta como de un robot (0: no se mira).',
    }),
    CONTACT_FORM_SECRET: documented(text().default(() => crypto.randomBytes(32).toString('base64url')), {
      description:
        'Firma el token del formulario de contacto (cuándo se sirvió y la clave de su lead). Defínela, la misma en cada servidor de la shell, donde varios sirven el sitio; si no, cada inicio crea una (un formulario servido antes de un reinicio vuelve entonces una vez, lleno, para enviarlo de nuevo).',
      defaultText: 'una al azar en cada inicio',
    }),
    CONTACT_FORM_MAX_AGE_MS: documented(durationMs().default(24 * 60 * 60 * 1000), {
      description: 'Un formulario abierto más tiempo vuelve para revisarlo y enviarlo de nuevo.',
    }),
    PRIVACY_TOKEN_LIFETIME_MS: documented(atMost(durationMs(), 7 * 24 * 60 * 60 * 1000).default(48 * 60 * 60 * 1000), {
      description:
        'Cuánto dura el enlace para confirmar una solicitud de privacidad (/privacidad/solicitud) que se envía por correo (SMTP_URL, remitente LEADS_MAIL_FROM); pasado este plazo, la solicitud no se puede confirmar y hay que enviarla de nuevo. 48 horas por omisión, 7 días como máximo.',
    }),
    // A burst of visitors costs one render; an editor's publish shows within PAGE_CACHE_MS plus
    // the CMS reads' own freshness (15 s): under a minute.
    PAGE_CACHE_FRESH_MS: documented(atMost(durationMs(), 30_000).default(5_000), {
      description: 'Las páginas renderizadas para visitantes anónimos: una más joven que esto se sirve tal cual (una ráfaga de visitas cuesta un render).',
    }),
    PAGE_CACHE_MS: documented(atMost(durationMsOrOff(), 30_000).default(30_000), {
      description:
        'Una página más vieja se sigue sirviendo hasta esta edad mientras se renderiza otra (0: no se guardan páginas). Lo que publica un editor se ve dentro de este tiempo más CMS_READ_FRESH_MS.',
    }),
    PAGE_CACHE_MAX_ENTRIES: documented(count().default(200), {
      description: 'Páginas guardadas como máximo (salen primero las menos usadas).',
    }),
    CMS_PROXY_DEADLINE_MS: documented(durationMs().default(10_000), {
      description: 'El plazo de todo un intercambio reenviado a Strapi, cabeceras y cuerpo.',
    }),
    CMS_PROXY_MAX_SOCKETS: documented(count().default(32), {
      description: 'Conexiones a Strapi a la vez; las demás peticiones esperan una.',
    }),
    CMS_PROXY_MAX_PENDING: documented(count().default(256), {
      description: 'Peticiones a Strapi en curso o en espera; pasado este número, el proxy responde 503 en el acto.',
    }),
    SHUTDOWN_GRACE_MS: documented(durationMs().default(10_000), {
      description: 'Con SIGTERM: cuánto pueden tardar las peticiones en curso antes de que se corten sus conexiones.',
    }),
    BUSY_LOOP_DELAY_MS: documented(durationMsOrOff().default(1_000), {
      description:
        'Con el bucle de eventos atrasado en promedio más que esto (ms, por segundo), /readyz y las páginas por renderizar responden 503 con Retry-After, para que el balanceador envíe a las visitas a otro servidor (0: nunca).',
    }),
    METRICS_PORT: documented(port().optional(), {
      description: 'El `/metrics` de Prometheus en este puerto interno; sin ella, no hay servidor de métricas.',
    }),
    LOG_LEVEL: documented(logLevel().default('info'), {
      description: 'Las líneas de log menos graves que se escriben (JSON en stdout); `silent` no escribe ninguna.',
    }),
    TRUSTED_PROXIES: documented(proxyList().optional(), {
      description: 'Los frentes cuyo X-Forwarded-For nombra al visitante; de cualquier otro, la cabecera se ignora.',
      defaultText: 'ninguno',
    }),
    PUBLIC_ORIGIN: documented(httpOrigin().optional(), {
      description:
        'Un solo origen tras un frente (nginx): el origen público del sitio, bajo el que pueden estar las URL de los remotes (`/remotes/<nombre>/`). Va con REMOTES_INTERNAL_ORIGIN: las dos o ninguna.',
    }),
    REMOTES_INTERNAL_ORIGIN: documented(httpOrigin().optional(), {
      description:
        'El origen interno del frente, donde este servidor lee los archivos de esos remotes, sus compilaciones de Node incluidas, que el origen público no sirve. Va con PUBLIC_ORIGIN: las dos o ninguna.',
    }),
    CMS_WEBHOOK_SECRET: documented(text().optional(), {
      description: 'Con él se acepta el webhook de Strapi de contenido cambiado (sin secreto, no hay ruta de webhook).',
    }),
    SITE_PREVIEW_SECRET: documented(text().optional(), {
      description:
        'El secreto que comparte con el CMS para la vista previa: firma los enlaces del panel y las sesiones de vista previa (al menos 32 caracteres). Sin él o sin CMS_PREVIEW_TOKEN, no hay vista previa.',
    }),
    CMS_PREVIEW_TOKEN: documented(text().optional(), {
      description: 'El token del CMS que lee borradores, solo para la vista previa de un editor; queda en el servidor.',
    }),
    CMS_ADMIN_ORIGIN: documented(httpOrigin().optional(), {
      description: 'El origen del panel de Strapi: el único que puede mostrar una vista previa en un marco (ninguna otra página se deja enmarcar).',
      defaultText: 'ninguno: la vista previa se abre, pero no dentro del panel',
    }),
    SITE_DEV: documented(text().optional(), {
      description: '`true` (`npm run dev`): las cabeceras de seguridad dejan que los servidores de desarrollo de los remotes envíen actualizaciones en caliente. Otro valor, o ninguno: no.',
    }),
  })
  .refine((env) => env.SITE_PREVIEW_SECRET === undefined || env.SITE_PREVIEW_SECRET.length >= 32, {
    message: 'SITE_PREVIEW_SECRET debe tener al menos 32 caracteres',
    when: () => true,
  })
  .refine((env) => (env.PUBLIC_ORIGIN === undefined) === (env.REMOTES_INTERNAL_ORIGIN === undefined), {
    message: 'PUBLIC_ORIGIN y REMOTES_INTERNAL_ORIGIN van juntas: define las dos o ninguna',
    // Said beside the other bad variables, not instead of them.
    when: () => true,
  });

/** The variables as parsed: typed, defaults filled in. */
export type ServerEnv = z.output<typeof SERVER_ENV>;
type VariableName = keyof ServerEnv;

/** A schema's layers, outermost first: through defaults, optionals and pipes to the kind of value. */
function layersOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  const inner = def.innerType ?? def.in;
  return inner ? [schema, ...layersOf(inner)] : [schema];
}

/** The first rule and ceiling a schema's layers state. */
function ruleOf(schema: z.core.$ZodType): ValueRule {
  const layers = layersOf(schema).map((layer) => RULES.get(layer) ?? {});
  return { rule: layers.find((layer) => layer.rule)?.rule, atMost: layers.find((layer) => layer.atMost !== undefined)?.atMost };
}

/** One variable as the schema declares it: what the docs' table and a bad value's message say. */
export interface VariableDescription {
  name: VariableName;
  /** What a value must be ("un entero positivo"). */
  rule: string;
  description: string;
  /** The default the schema holds as a constant, or its `defaultText`; undefined: unset. */
  defaultValue: number | string | undefined;
  /** The default is the code's own text, not a constant (`defaultText`). */
  defaultIsText: boolean;
  /** Larger values are taken as this. */
  atMost: number | undefined;
  secret: boolean;
}

/** Every variable of SERVER_ENV, in its order. */
export function describeServerEnv(): VariableDescription[] {
  return Object.entries(SERVER_ENV.shape).map(([name, schema]) => {
    const doc = DOCS.get(schema);
    const { rule, atMost } = ruleOf(schema);
    if (!doc || !rule) throw new Error(`${name}: la variable no dice qué hace o qué valor admite (documented(), y una regla en su tipo)`);
    const def = schema._zod.def as { type: string; defaultValue?: unknown };
    // A constant default only: a computed one (a function, read here) has its defaultText.
    const constant = doc.defaultText === undefined && def.type === 'default' ? def.defaultValue : undefined;
    if (constant !== undefined && typeof constant !== 'number' && typeof constant !== 'string') {
      throw new Error(`${name}: su valor por omisión no es un número ni un texto: dilo con defaultText`);
    }
    return {
      name: name as VariableName,
      rule,
      description: doc.description,
      defaultValue: doc.defaultText ?? constant,
      defaultIsText: doc.defaultText !== undefined,
      atMost,
      secret: doc.secret ?? false,
    };
  });
}

/** A bad variable's sentence: `PORT debe ser un número de puerto de 1 a 65535 (es "abc")`. */
function problemsOf(error: z.ZodError, env: Env): string[] {
  const described = new Map(describeServerEnv().map((variable) => [variable.name as string, variable]));
  const problems = new Map<string, string>();
  for (const issue of error.issues) {
    const name = issue.path[0];
    const variable = typeof name === 'string' ? described.get(name) : undefined;
    if (!variable) {
      // A rule across variables: its message names them.
      problems.set(issue.message, issue.message);
      continue;
    }
    // One sentence per variable, whatever number of checks its value failed.
    if (problems.has(variable.name)) continue;
    const value = variable.secret ? 'su valor no se muestra' : `es "${env[variable.name] ?? ''}"`;
    problems.set(variable.name, `${variable.name} debe ser ${variable.rule} (${value})`);
  }
  return [...problems.values()];
}

/**
 * The server's configuration from its environment, checked once at start. Every bad variable is
 * named in one ConfigError.
 */
/** The shell's browser build beside the server's: dist-server/ serves dist/, dist-server-dev/ dist-dev/ (dist-server-<name>/ dist-<name>/). */
function shellBuildBeside(serverDir: string): string {
  const name = path.basename(serverDir);
  return path.join(serverDir, '..', name.startsWith('dist-server') ? name.replace(/^dist-server/, 'dist') : 'dist');
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  // Only the schema's variables, an empty one as unset.
  const input = Object.fromEntries(Object.keys(SERVER_ENV.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = SERVER_ENV.safeParse(input);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error, input));
  return configFrom(parsed.data);
}

/** The settings, nested as the server's modules take them, from the parsed variables. */
function configFrom(env: ServerEnv): ServerConfig {
  // SITE_PORT_BASE moves the defaults: the shell's port and the remotes' manifests beside it.
  const topology = topologyFor(env.SITE_PORT_BASE);
  const remoteNames: readonly RemoteName[] = REMOTE_NAMES;
  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const value = env[remoteUrlVariable(name)];
    if (value) remoteOverrides[name] = value;
  }
  const port = env.PORT ?? topology.ports.shell;
  const redisUrl = env.REDIS_URL ?? null;
  return {
    port,
    distDir: shellBuildBeside(__dirname),
    cmsOrigin: new URL(env.CMS_URL),
    cmsToken: env.CMS_API_TOKEN,
    remoteDefaults: { ...topology.manifestUrls },
    remoteOverrides,
    // With Redis, this server's copy of the live remotes (kept for a Redis outage and a restart).
    remotesFile: env.SITE_REMOTES_FILE ?? (redisUrl ? path.join(os.tmpdir(), 'sitio', `remotos-${port}.json`) : undefined),
    canaryPolicy: { margin: env.RELEASE_CANARY_MARGIN, minRequests: env.RELEASE_CANARY_MIN_REQUESTS },
    canaryCheckMs: 2_000,
    readiness: { checkTimeoutMs: 2_000, reuseMs: 1_000, warmUpMs: 10_000 },
    connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, checkIntervalMs: 1_000 },
    remotePages: { timeoutMs: env.REMOTE_RENDER_TIMEOUT_MS, breakerMs: env.REMOTE_RENDER_BREAKER_MS, revalidateMs: env.REMOTE_REVALIDATE_MS },
    cmsReads: {
      timeoutMs: env.CMS_READ_TIMEOUT_MS,
      freshMs: env.CMS_READ_FRESH_MS,
      staleMs: env.CMS_READ_STALE_MS,
      maxEntries: env.CMS_READ_MAX_ENTRIES,
    },
    leads: {
      cmsToken: env.CMS_LEADS_TOKEN,
      outboxDir: env.LEADS_OUTBOX_DIR,
      cmsTimeoutMs: env.LEADS_CMS_TIMEOUT_MS,
      retryMs: env.LEADS_RETRY_MS,
      retryMaxMs: env.LEADS_RETRY_MAX_MS,
      smtpUrl: env.SMTP_URL,
      notifyTo: env.LEADS_NOTIFY_TO,
      mailFrom: env.LEADS_MAIL_FROM,
      rateLimit: env.CONTACT_RATE_LIMIT,
      rateWindowMs: env.CONTACT_RATE_WINDOW_MS,
      minFillMs: env.CONTACT_MIN_FILL_MS,
      formSecret: env.CONTACT_FORM_SECRET,
      formMaxAgeMs: env.CONTACT_FORM_MAX_AGE_MS,
    },
    privacy: { tokenLifetimeMs: env.PRIVACY_TOKEN_LIFETIME_MS },
    remoteErrors: { rateLimit: 30, rateWindowMs: 60_000 },
    pageCache: { freshMs: env.PAGE_CACHE_FRESH_MS, maxAgeMs: env.PAGE_CACHE_MS, maxEntries: env.PAGE_CACHE_MAX_ENTRIES },
    proxy: { deadlineMs: env.CMS_PROXY_DEADLINE_MS, maxSockets: env.CMS_PROXY_MAX_SOCKETS, maxPending: env.CMS_PROXY_MAX_PENDING },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    busyLoopDelayMs: env.BUSY_LOOP_DELAY_MS,
    metricsPort: env.METRICS_PORT ?? null,
    logLevel: env.LOG_LEVEL,
    trustedProxies: env.TRUSTED_PROXIES ?? [],
    oneOrigin:
      env.PUBLIC_ORIGIN && env.REMOTES_INTERNAL_ORIGIN ? { publicOrigin: env.PUBLIC_ORIGIN, internalOrigin: env.REMOTES_INTERNAL_ORIGIN } : null,
    fleet: redisUrl ? { redisUrl, syncMs: env.FLEET_SYNC_MS } : null,
    cmsWebhookSecret: env.CMS_WEBHOOK_SECRET,
    cmsSnapshotFile: env.CMS_SNAPSHOT_FILE,
    preview: { secret: env.SITE_PREVIEW_SECRET, token: env.CMS_PREVIEW_TOKEN, adminOrigin: env.CMS_ADMIN_ORIGIN },
    hotUpdates: env.SITE_DEV === 'true',
  };
}
