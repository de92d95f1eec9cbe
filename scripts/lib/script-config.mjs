// @ts-check
// What the scripts read from their environment: one zod schema per command (release, prod, bench,
// and the local site's start, dev and serve), each parsed once where the command starts. A bad value
// stops the command with one Spanish line naming every bad variable, as the shell's server does
// (shell/server/server-config.ts); docs/configuration.md's tables are written from these schemas.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { PORT_BASE_RULE, parsePortBase, REMOTE_NAMES } from '../../shared/src/config/topology.mjs';
import { DEFAULT_PROD_PORT_BASE, PROD_PORT_BASE_RULE, prodPortBaseOrNull } from '../prod/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A configuration a script must not run with: every bad variable at once, in one Spanish line
 * (`Configuración no válida: SITE_RELEASES_KEEP debe ser un entero positivo (es "cinco")`).
 */
export class ScriptConfigError extends Error {
  /** @override */
  name = 'ScriptConfigError';

  /** @param {readonly string[]} problems one sentence per bad variable, each naming it */
  constructor(problems) {
    super(`Configuración no válida: ${problems.join('; ')}`);
    this.problems = problems;
    // Where it was thrown tells an operator nothing.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * One variable: how it is parsed, and what its message and the docs say of it.
 * @typedef {object} ScriptVariable
 * @property {z.ZodType} schema its parse, default included (an empty value counts as unset)
 * @property {string} rule what a value must be (`SITE_RELEASES_KEEP debe ser <rule>`)
 * @property {string} description what it does, in Spanish
 * @property {string} [defaultText] its default in words; unset: the schema's constant, or none
 * @property {boolean} [secret] a bad value is not repeated (it may be a password)
 */

/**
 * @template {z.ZodType} S
 * @param {S} schema @param {Omit<ScriptVariable, 'schema'>} doc
 * @returns {ScriptVariable & { schema: S }}
 */
const variable = (schema, doc) => ({ schema, ...doc });

// The kinds of value, each with the rule its messages and the docs state.
const positiveInt = () => z.coerce.number().int().min(1);
const POSITIVE = 'un entero positivo';
const POSITIVE_MS = 'un entero positivo (milisegundos)';
const TEXT = 'un texto';
const HTTP_URL = 'una URL http:// o https://';
/** @param {string} raw */
const isHttpUrl = (raw) => {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};
const httpUrl = () => z.string().refine(isHttpUrl);
/** A switch: `0` turns it off, anything else (or nothing) leaves it on. */
const onUnlessZero = () => z.string().optional().transform((value) => value !== '0');

/** A section of the bench, on unless its variable is `0`. @param {string} what it measures */
const onOffVariable = (what) => variable(onUnlessZero(), { rule: '`0` o nada', description: `\`0\`: no se mide ${what}.`, defaultText: 'se mide' });

const sitePortBase = variable(
  z.string().optional().transform((raw, context) => {
    const base = parsePortBase(raw);
    if (base === null) context.addIssue({ code: 'custom', message: 'bad' });
    return base ?? 0;
  }),
  { rule: PORT_BASE_RULE, description: 'Mueve todos los puertos del sitio (la shell en él, los remotes en los cuatro siguientes); los scripts arman con él los orígenes por omisión.', defaultText: '8080' },
);

const releasesDir = variable(z.string().default(path.join(root, 'releases')).transform((value) => path.resolve(value)), {
  rule: 'una ruta',
  description: 'Las releases de cada remote (`<carpeta>/<remote>/<id>/`), que el origen de cada remote sirve en /releases/<id>/.',
  defaultText: '`releases/` en el repositorio',
});
const remotesFile = variable(z.string().optional(), {
  rule: 'una ruta',
  description: 'El archivo de remotes en vivo que escriben los comandos de release y leen los servidores de la shell.',
  defaultText: '`remotes.json` en SITE_RELEASES_DIR',
});

/** The release store's two variables: every command that reads or writes releases takes both. */
const RELEASE_STORE = { SITE_RELEASES_DIR: releasesDir, SITE_REMOTES_FILE: remotesFile };

/** `REMOTE_<NAME>_ORIGIN` of each remote. */
const remoteOrigins = /** @type {Record<`REMOTE_${Uppercase<import('../../shared/src/config/topology.mjs').RemoteAppName>}_ORIGIN`, ScriptVariable & { schema: z.ZodOptional<z.ZodString> }>} */ (Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    `REMOTE_${name.toUpperCase()}_ORIGIN`,
    variable(httpUrl().optional(), {
      rule: HTTP_URL,
      description: `El origen del remote ${name} (sin /releases/): allí se publican y se comprueban sus releases.`,
      defaultText: `su puerto en la topología (SITE_PORT_BASE + ${REMOTE_NAMES.indexOf(name) + 1})`,
    }),
  ]),
));

/** A random token where a command's own token is unset. @param {string} description */
const generatedToken = (description) =>
  variable(z.string().optional(), { rule: TEXT, description, defaultText: 'uno al azar en cada inicio', secret: true });

/** Each command's variables, by the command's name. */
export const SCRIPT_ENVS = {
  /** `npm run release…` (scripts/release.mjs) */
  release: {
    SITE_PORT_BASE: sitePortBase,
    ...RELEASE_STORE,
    SITE_RELEASES_KEEP: variable(positiveInt().default(5), {
      rule: POSITIVE,
      description: 'Releases guardadas por remote: quien cargó una sigue funcionando tras un cambio. Las en vivo nunca se borran.',
    }),
    RELEASE_CHECK_BUDGET_MS: variable(positiveInt().default(5_000), {
      rule: POSITIVE_MS,
      description: 'Lo que puede tardar en renderizarse una página de una release candidata en la comprobación de contrato.',
    }),
    RELEASE_PREPARE_TIMEOUT_MS: variable(positiveInt().default(60_000), {
      rule: POSITIVE_MS,
      description: 'Cuánto espera un comando a que los servidores en marcha carguen una release antes de ponerla en vivo.',
    }),
    ...remoteOrigins,
    REDIS_URL: variable(
      z.string().refine((raw) => {
        try {
          return ['redis:', 'rediss:'].includes(new URL(raw).protocol);
        } catch {
          return false;
        }
      }).optional(),
      { rule: 'una URL redis:// o rediss://', description: 'Con ella, los comandos cambian los remotes en vivo de toda la flota en Redis (no el archivo de remotes).', secret: true },
    ),
  },
  /** `npm run prod` (scripts/prod.mjs) */
  prod: {
    PROD_PORT_BASE: variable(
      z.string().optional().transform((raw, context) => {
        const base = prodPortBaseOrNull(raw);
        if (base === null) context.addIssue({ code: 'custom', message: 'bad' });
        return base ?? 0;
      }),
      { rule: PROD_PORT_BASE_RULE, description: 'Mueve todos los puertos de `npm run prod` (nginx, servidores de la shell, remotes, CMS, PostgreSQL, Redis).', defaultText: String(DEFAULT_PROD_PORT_BASE) },
    ),
    SITE_RELEASES_DIR: variable(z.string().optional(), {
      rule: 'una ruta',
      description: 'Las releases que sirven los orígenes de los remotes (ver los comandos de release).',
      defaultText: 'no definida: cada remote sirve su compilación',
    }),
    CMS_API_TOKEN: generatedToken('El token de lectura del sitio en el CMS.'),
    CMS_LEADS_TOKEN: generatedToken('El token que solo crea leads en el CMS.'),
    CMS_WEBHOOK_SECRET: generatedToken('El secreto del webhook de contenido cambiado, de Strapi a los servidores de la shell.'),
    SITE_PREVIEW_SECRET: generatedToken('El secreto de la vista previa, compartido por el CMS y la shell.'),
    CMS_PREVIEW_TOKEN: generatedToken('El token del CMS que lee borradores para la vista previa.'),
    CONTACT_FORM_SECRET: generatedToken('Firma el token del formulario de contacto, el mismo en los dos servidores de la shell.'),
    SITE_PREVIEW_URL: variable(httpUrl().optional(), {
      rule: HTTP_URL,
      description: 'Dónde abre el CMS la vista previa de un borrador.',
      defaultText: 'el origen HTTPS del sitio local',
    }),
    CMS_ADMIN_ORIGIN: variable(httpUrl().optional(), {
      rule: HTTP_URL,
      description: 'El origen del panel de Strapi, el único que puede enmarcar una vista previa.',
      defaultText: '`http://localhost:<puerto del CMS>`',
    }),
  },
  /** `npm run bench` (scripts/bench.mjs) */
  bench: {
    SITE_PORT_BASE: sitePortBase,
    BENCH_RUNS: variable(positiveInt().default(3), { rule: POSITIVE, description: 'Mediciones de Lighthouse por ruta y forma (se da la mediana).' }),
    BENCH_ROUTES: variable(z.string().optional(), {
      rule: 'rutas separadas por comas',
      description: 'Las rutas medidas (`/,/blog`); sin ella, las del informe.',
      defaultText: 'las del informe',
    }),
    BENCH_ONLY: variable(z.enum(['leads', 'throughput']).optional(), {
      rule: 'uno de leads, throughput',
      description: 'Mide solo esa sección (y nada de Lighthouse).',
    }),
    BENCH_THROUGHPUT_SECONDS: variable(positiveInt().default(20), { rule: POSITIVE, description: 'Segundos de cada medición de rendimiento (autocannon).' }),
    BENCH_CPU_SLOWDOWN: variable(z.coerce.number().positive().optional(), {
      rule: 'un número positivo',
      description: 'El freno de CPU de la medición móvil, en vez del 4× de Lighthouse.',
      defaultText: '4 (el de Lighthouse)',
    }),
    .../** @type {Record<'BENCH_IMAGES' | 'BENCH_TYPING' | 'BENCH_THROUGHPUT' | 'BENCH_LARGE_BLOG' | 'BENCH_LEADS' | 'BENCH_ONE_BUNDLE' | 'BENCH_PRODUCTION' | 'BENCH_NO_SCRIPTS' | 'BENCH_INTERACTIONS' | 'BENCH_BLOCKING', ReturnType<typeof onOffVariable>>} */ (Object.fromEntries(
      /** @type {Array<[string, string]>} */ ([
        ['BENCH_IMAGES', 'las imágenes'],
        ['BENCH_TYPING', 'la escritura en el buscador'],
        ['BENCH_THROUGHPUT', 'el rendimiento (peticiones por segundo)'],
        ['BENCH_LARGE_BLOG', 'el blog grande'],
        ['BENCH_LEADS', 'los leads'],
        ['BENCH_ONE_BUNDLE', 'la comparación con un solo bundle'],
        ['BENCH_PRODUCTION', 'el sitio de producción local'],
        ['BENCH_NO_SCRIPTS', 'las páginas sin JavaScript'],
        ['BENCH_INTERACTIONS', 'las interacciones'],
        ['BENCH_BLOCKING', 'el tiempo de bloqueo'],
      ]).map(([name, what]) => [name, onOffVariable(what)]),
    )),
    BENCH_NO_SCRIPTS_DESKTOP: variable(z.string().optional().transform((value) => value === '1'), {
      rule: '`1` o nada',
      description: '`1`: las páginas sin JavaScript se miden también en escritorio.',
      defaultText: 'solo en móvil',
    }),
  },
  /** The Chromium of the bench, the end-to-end tests and the sharing image (scripts/lib/chromium.mjs) */
  browser: {
    CHROME_PATH: variable(z.string().default('/usr/bin/chromium'), { rule: 'una ruta', description: 'El Chromium con que miden Lighthouse y Playwright, y con que corren las pruebas de punta a punta.' }),
  },
  /** `npm start`, `npm run dev` and `npm run serve` (scripts/start.mjs, dev.mjs, dev-remote.mjs, serve.mjs) */
  site: {
    SITE_PORT_BASE: sitePortBase,
    ...RELEASE_STORE,
    SITE_SHELL_ORIGINS: variable(z.string().refine((raw) => raw.split(',').every((origin) => isHttpUrl(origin.trim()))).optional(), {
      rule: 'URL http:// o https:// separadas por comas',
      description: 'Los orígenes de la shell a los que los servidores de los remotes (`npm run serve`) responden CORS.',
      defaultText: '`http://localhost:<SITE_PORT_BASE>,http://127.0.0.1:<SITE_PORT_BASE>`',
    }),
    CMS_PORT: variable(z.coerce.number().int().min(1).max(65_535).default(1337), {
      rule: 'un número de puerto de 1 a 65535',
      description: 'El puerto del CMS que inician `npm start` y `npm run dev`.',
    }),
    CMS_URL: variable(httpUrl().optional(), {
      rule: HTTP_URL,
      description: 'El CMS en marcha que usan los scripts; sin ella, inician uno en CMS_PORT.',
      defaultText: '`http://127.0.0.1:<CMS_PORT>`',
    }),
    CMS_API_TOKEN: generatedToken('El token de lectura del sitio en el CMS que inician; un remote solo (`scripts/dev-remote.mjs`) usa con él un CMS en marcha.'),
    CMS_ADMIN: variable(z.string().optional().transform((value) => value === 'true'), {
      rule: '`true` o nada',
      description: '`true` (o `--admin`): `npm start` abre también el panel de edición de Strapi.',
      defaultText: 'sin panel',
    }),
    CMS_ADMIN_EMAIL: variable(z.string().optional(), { rule: TEXT, description: 'El correo del primer editor del panel (con CMS_ADMIN_PASSWORD).' }),
    CMS_ADMIN_PASSWORD: variable(z.string().optional(), { rule: TEXT, description: 'La contraseña del primer editor del panel.', secret: true }),
  },
};

/** @typedef {keyof typeof SCRIPT_ENVS} ScriptCommand */
/**
 * A command's variables as parsed: typed, defaults filled in.
 * @template {ScriptCommand} C
 * @typedef {{ [K in keyof (typeof SCRIPT_ENVS)[C]]: (typeof SCRIPT_ENVS)[C][K] extends { schema: infer S extends z.ZodType } ? z.output<S> : never }} ScriptEnv
 */

/**
 * Variables from an environment, parsed once; every bad one named in one ScriptConfigError.
 * @param {Record<string, ScriptVariable>} variables @param {Record<string, string | undefined>} env
 * @returns {Record<string, unknown>}
 */
function readVariables(variables, env) {
  const schema = z.object(Object.fromEntries(Object.entries(variables).map(([name, { schema: parse }]) => [name, parse])));
  // Only the schema's variables, an empty one as unset.
  const input = Object.fromEntries(Object.keys(variables).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const bad = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  throw new ScriptConfigError(
    bad.map((name) => {
      const { rule, secret } = variables[name] ?? { rule: '' };
      return `${name} debe ser ${rule} (${secret ? 'su valor no se muestra' : `es "${input[name]}"`})`;
    }),
  );
}

/**
 * The command's variables from its environment, parsed once where the command starts; every bad one
 * named in one ScriptConfigError.
 * @template {ScriptCommand} C
 * @param {C} command @param {Record<string, string | undefined>} [env]
 * @returns {ScriptEnv<C>}
 */
export function readScriptEnv(command, env = process.env) {
  return /** @type {ScriptEnv<C>} */ (readVariables(SCRIPT_ENVS[command], env));
}

/** @type {Partial<{ [C in ScriptCommand]: ScriptEnv<C> }>} */
const parsedByCommand = {};

/**
 * The running command's variables, parsed once, when first asked for (its modules may ask as they
 * load). A bad one ends the process with one Spanish line naming every bad one, and exit code 1: no
 * stack, since the command is what the operator ran, not a library.
 * @template {ScriptCommand} C
 * @param {C} command
 * @returns {ScriptEnv<C>}
 */
export function commandEnv(command) {
  const known = /** @type {ScriptEnv<C> | undefined} */ (parsedByCommand[command]);
  if (known) return known;
  try {
    const parsed = readScriptEnv(command);
    parsedByCommand[command] = /** @type {never} */ (parsed);
    return parsed;
  } catch (error) {
    if (!(error instanceof ScriptConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The release store's folders (scripts/lib/release-store.mjs), which the release commands and the
 * remotes' servers share: the same two variables of their commands' schemas.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ releasesDir: string, remotesFile: string }}
 */
export function readReleaseStoreEnv(env = process.env) {
  const parsed = /** @type {{ SITE_RELEASES_DIR: string, SITE_REMOTES_FILE: string | undefined }} */ (readVariables(RELEASE_STORE, env));
  return { releasesDir: parsed.SITE_RELEASES_DIR, remotesFile: path.resolve(parsed.SITE_REMOTES_FILE ?? path.join(parsed.SITE_RELEASES_DIR, 'remotes.json')) };
}

/**
 * The command's variables as docs/configuration.md's table lists them (the shape of the server's
 * describeServerEnv).
 * @param {ScriptCommand} command
 * @returns {Array<{ name: string, rule: string, description: string, defaultValue: number | string | undefined, defaultIsText: boolean, atMost: undefined, secret: boolean }>}
 */
export function describeScriptEnv(command) {
  /** @type {Record<string, ScriptVariable>} */
  const variables = SCRIPT_ENVS[command];
  return Object.entries(variables).map(([name, { schema, rule, description, defaultText, secret }]) => {
    const def = /** @type {{ type: string, defaultValue?: unknown, in?: { _zod: { def: { type: string, defaultValue?: unknown } } } }} */ (schema._zod.def);
    // A constant default, outermost or under a transform's pipe (`default(…).transform(…)` keeps it inside).
    const layer = def.type === 'default' ? def : def.in?._zod.def.type === 'default' ? def.in._zod.def : undefined;
    const constant = defaultText === undefined && (typeof layer?.defaultValue === 'number' || typeof layer?.defaultValue === 'string') ? layer.defaultValue : undefined;
    return { name, rule, description, defaultValue: defaultText ?? constant, defaultIsText: defaultText !== undefined, atMost: undefined, secret: secret ?? false };
  });
}
