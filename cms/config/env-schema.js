'use strict';

/**
 * Everything the CMS reads from its environment, in one zod schema, parsed once per process (when
 * Strapi first loads its configuration, after its .env): config/*.js, src/ and scripts/ read
 * `cmsEnv()`, never process.env. A bad value stops the start with one Spanish line naming every bad
 * variable, as the shell's server and the scripts say theirs (shell/server/server-config.ts,
 * scripts/lib/script-config.mjs); docs/configuration.md's CMS table is written from this schema.
 */
const z = require('zod');
const { DEFAULT_CMS_PORT } = require('../src/utils/default-port');

/** A configuration the CMS must not start with: every bad variable at once, in one Spanish line. */
class CmsConfigError extends Error {
  /** @param {readonly string[]} problems one sentence per bad variable, each naming it */
  constructor(problems) {
    super(`Configuración no válida del CMS: ${problems.join('; ')}`);
    this.name = 'CmsConfigError';
    this.problems = problems;
  }
}

/**
 * @typedef {object} CmsVariable
 * @property {z.ZodType} schema its parse, default included (an empty value counts as unset)
 * @property {string} rule what a value must be (`PORT debe ser <rule>`)
 * @property {string} description what it does, in Spanish
 * @property {string} [defaultText] its default in words; unset: the schema's constant, or none
 * @property {boolean} [secret] a bad value is not repeated
 */

/** @template {z.ZodType} S @param {S} schema @param {Omit<CmsVariable, 'schema'>} doc */
const variable = (schema, doc) => ({ schema, ...doc });

const TEXT = 'un texto';
const POSITIVE = 'un entero positivo';
const count = (fallback) => z.coerce.number().int().min(1).default(fallback);
const countOrZero = (fallback) => z.coerce.number().int().min(0).default(fallback);
/** `true` or `false`, as Strapi's env.bool reads it (anything but `true` is false). */
const flag = (fallback) => z.enum(['true', 'false']).default(fallback ? 'true' : 'false').transform((value) => value === 'true');
const FLAG = '`true` o `false`';
const isHttpUrl = (raw) => {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};
const httpUrl = () => z.string().refine(isHttpUrl);
const HTTP_URL = 'una URL http:// o https://';
/** A token the CMS stores for the site's servers: long enough not to be guessed. */
const token = () => z.string().min(32).optional();
const TOKEN = 'un texto de al menos 32 caracteres';
const secret = (description) => variable(z.string().optional(), { rule: TEXT, description, defaultText: 'una al azar en cada inicio (con NODE_ENV=production, obligatoria)', secret: true });
/** The site's identity, as the seed's first settings take it (shared/src/config/site-config.ts has the same defaults). */
const seedText = (description, fallback) => variable(z.string().optional(), { rule: TEXT, description, defaultText: `\`${fallback}\`` });

/** The secrets Strapi signs and encrypts with (src/utils/secrets.js). */
const SECRETS = ['APP_KEYS', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY'];

/** The tokens src/bootstrap/api-token.js stores: each its own value. */
const TOKEN_VARIABLES = ['CMS_API_TOKEN', 'CMS_LEADS_TOKEN', 'CMS_PREVIEW_TOKEN', 'CMS_TEST_READ_LEADS_TOKEN'];

const LOG_LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'];

const CMS_ENV = {
  NODE_ENV: variable(z.string().optional(), { rule: TEXT, description: '`production`: los secretos de Strapi son obligatorios (sin ellos, no arranca).' }),
  HOST: variable(z.string().default('127.0.0.1'), { rule: TEXT, description: 'Dónde escucha el CMS.' }),
  PORT: variable(z.coerce.number().int().min(1).max(65_535).default(DEFAULT_CMS_PORT), { rule: 'un número de puerto de 1 a 65535', description: 'El puerto del CMS.' }),
  CMS_PUBLIC_URL: variable(z.string().default(''), { rule: TEXT, description: 'La URL pública de Strapi (`server.url`), si está tras un frente.', defaultText: 'ninguna' }),
  CMS_BEHIND_PROXY: variable(flag(false), { rule: FLAG, description: '`true`: Strapi confía en las cabeceras X-Forwarded-* de su frente.' }),
  CMS_PUBLIC_DIR: variable(z.string().default('./public'), {
    rule: 'una ruta',
    description: 'La carpeta pública de Strapi (relativa a `cms/`); los archivos subidos van a su `uploads/`. Una por instancia.',
  }),
  CMS_ADMIN: variable(flag(false), { rule: FLAG, description: '`true`: sirve el panel de edición y la API de administración en `/admin` (si no, cada ruta `/admin` responde 404).' }),
  CMS_ADMIN_EMAIL: variable(z.string().optional(), { rule: TEXT, description: 'La primera cuenta de administración, creada al arrancar cuando no hay ninguna (con CMS_ADMIN_PASSWORD).' }),
  CMS_ADMIN_PASSWORD: variable(z.string().optional(), { rule: TEXT, description: 'La contraseña de esa primera cuenta.', secret: true }),
  CMS_ADMIN_FIRSTNAME: variable(z.string().default('Administrador'), { rule: TEXT, description: 'El nombre de esa primera cuenta.' }),
  CMS_ADMIN_LASTNAME: variable(z.string().default('Sitio'), { rule: TEXT, description: 'El apellido de esa primera cuenta.' }),
  CMS_LOG_LEVEL: variable(z.enum(LOG_LEVELS).default('info'), { rule: `uno de ${LOG_LEVELS.join(', ')}`, description: 'Las líneas de log menos graves que se escriben; `http` escribe cada petición.' }),
  CMS_REST_DEFAULT_LIMIT: variable(count(500), { rule: POSITIVE, description: 'Entradas por página cuando quien llama no dice cuántas (el sitio no lo dice).' }),
  CMS_REST_MAX_LIMIT: variable(count(500), { rule: POSITIVE, description: 'Entradas por página como máximo.' }),
  CMS_READ_ONLY_TASK: variable(flag(false), {
    rule: FLAG,
    description: '`true` (las tareas `npm run leads:export` y `npm run privacy` la ponen): la app se carga sin tocar tokens, administración, webhook ni contenido inicial, y sin tareas programadas.',
  }),
  ...Object.fromEntries(
    [
      ['APP_KEYS', 'Las cuatro claves de las sesiones de Strapi, separadas por comas.'],
      ['ADMIN_JWT_SECRET', 'Firma las sesiones del panel.'],
      ['API_TOKEN_SALT', 'La sal con que Strapi guarda el hash de cada token de la API.'],
      ['TRANSFER_TOKEN_SALT', 'La sal de los tokens de transferencia.'],
      ['ENCRYPTION_KEY', 'Cifra la copia de cada token que muestra el panel.'],
    ].map(([name, description]) => [name, secret(description)]),
  ),
  DATABASE_CLIENT: variable(z.enum(['sqlite', 'postgres']).default('sqlite'), { rule: 'uno de sqlite, postgres', description: 'La base de datos del contenido.' }),
  DATABASE_FILENAME: variable(z.string().default('.tmp/data.db'), { rule: 'una ruta', description: 'SQLite: el archivo, relativo a `cms/`.' }),
  DATABASE_URL: variable(z.string().optional(), { rule: TEXT, description: 'PostgreSQL: la cadena de conexión; con ella no se usan DATABASE_HOST … DATABASE_PASSWORD.', secret: true }),
  DATABASE_HOST: variable(z.string().default('127.0.0.1'), { rule: TEXT, description: 'PostgreSQL: el servidor.' }),
  DATABASE_PORT: variable(z.coerce.number().int().min(1).max(65_535).default(5432), { rule: 'un número de puerto de 1 a 65535', description: 'PostgreSQL: el puerto.' }),
  DATABASE_NAME: variable(z.string().default('cms'), { rule: TEXT, description: 'PostgreSQL: la base.' }),
  DATABASE_USERNAME: variable(z.string().default('cms'), { rule: TEXT, description: 'PostgreSQL: el usuario.' }),
  DATABASE_PASSWORD: variable(z.string().default(''), { rule: TEXT, description: 'PostgreSQL: la contraseña.', defaultText: 'vacía', secret: true }),
  DATABASE_SCHEMA: variable(z.string().default('public'), { rule: TEXT, description: 'PostgreSQL: el esquema.' }),
  DATABASE_SSL: variable(flag(false), { rule: FLAG, description: 'PostgreSQL: `true` conecta con TLS.' }),
  DATABASE_SSL_REJECT_UNAUTHORIZED: variable(flag(true), { rule: FLAG, description: 'PostgreSQL con TLS: `false` acepta un certificado que no se puede verificar.' }),
  DATABASE_SSL_CA: variable(z.string().optional(), { rule: TEXT, description: 'PostgreSQL con TLS: el certificado de la autoridad que firma el del servidor.' }),
  DATABASE_POOL_MIN: variable(countOrZero(2), { rule: 'un entero positivo o 0', description: 'PostgreSQL: conexiones abiertas como mínimo.' }),
  DATABASE_POOL_MAX: variable(count(10), { rule: POSITIVE, description: 'PostgreSQL: conexiones abiertas como máximo.' }),
  DATABASE_CONNECTION_TIMEOUT: variable(count(60_000), { rule: 'un entero positivo (milisegundos)', description: 'Cuánto se espera una conexión a la base.' }),
  CMS_API_TOKEN: variable(token(), { rule: TOKEN, description: 'El token de lectura del servidor del sitio (colecciones que muestra, nada de leads); sin él, cada lectura es 401.', secret: true }),
  CMS_LEADS_TOKEN: variable(token(), { rule: TOKEN, description: 'El token de solo escritura del servidor del sitio para sus formularios (crear leads y solicitudes de privacidad, confirmarlas); sin él, se revoca.', secret: true }),
  CMS_PREVIEW_TOKEN: variable(token(), { rule: TOKEN, description: 'El token con que el servidor del sitio lee borradores para la vista previa; el único que puede.', secret: true }),
  CMS_TEST_READ_LEADS_TOKEN: variable(token(), { rule: TOKEN, description: 'Solo pruebas: un token que solo lista leads y solicitudes de privacidad; sin él (siempre en producción), no existe.', secret: true }),
  SITE_WEBHOOK_URL: variable(httpUrl().optional(), { rule: HTTP_URL, description: 'Adónde Strapi avisa cada cambio de contenido, para que los servidores del sitio purguen lo guardado (con CMS_WEBHOOK_SECRET); sin ella, el webhook se quita.' }),
  CMS_WEBHOOK_SECRET: variable(z.string().optional(), { rule: TEXT, description: 'El secreto que Strapi envía con cada aviso.', secret: true }),
  SITE_PREVIEW_URL: variable(httpUrl().optional(), {
    rule: HTTP_URL,
    description: 'La dirección del sitio: la vista previa del panel (con SITE_PREVIEW_SECRET) y la comprobación de que la dirección nueva de una página no es de un remote.',
  }),
  SITE_PREVIEW_SECRET: variable(z.string().optional(), { rule: TEXT, description: 'El secreto que comparte con los servidores del sitio para firmar los enlaces de vista previa.', secret: true }),
  CMS_SEED: variable(flag(true), { rule: FLAG, description: '`false`: nunca carga el contenido inicial (por ejemplo, en producción).' }),
  CMS_SEED_UPLOAD_CONCURRENCY: variable(count(2), { rule: POSITIVE, description: 'Archivos que el contenido inicial sube a la vez.' }),
  CMS_SEED_EXTRA_PRODUCTS: variable(countOrZero(0), { rule: 'un entero positivo o 0', description: 'Variantes de producto generadas que se suman al contenido inicial (catálogo grande).' }),
  CMS_SEED_EXTRA_ARTICLES: variable(countOrZero(0), { rule: 'un entero positivo o 0', description: 'Artículos generados que se suman al contenido inicial (blog grande).' }),
  SITE_BRAND_NAME: seedText('La marca, en la política de privacidad inicial.', 'Nexo Digital'),
  SITE_CONTACT_EMAIL: seedText('El correo de contacto de los ajustes y la política de privacidad iniciales.', 'contacto@example.com'),
  SITE_WHATSAPP_URL: seedText('El enlace de WhatsApp de los ajustes iniciales.', 'https://wa.me/56900000000'),
  SITE_CUSTOMER_PORTAL_URL: seedText('El portal de clientes de los ajustes iniciales.', 'https://portal.example.com/'),
  SITE_LINKEDIN_URL: seedText('LinkedIn, en los ajustes iniciales.', 'https://www.linkedin.com/company/example'),
  SITE_INSTAGRAM_URL: seedText('Instagram, en los ajustes iniciales.', 'https://www.instagram.com/example'),
  SITE_YOUTUBE_URL: seedText('YouTube, en los ajustes iniciales.', 'https://www.youtube.com/@example'),
  LEADS_OUTBOX_DIRS: variable(z.string().optional(), {
    rule: 'rutas separadas por comas',
    description: '`npm run privacy`: las bandejas de salida de los servidores del sitio (su LEADS_OUTBOX_DIR), relativas a donde se escribe el comando.',
    defaultText: '`shell/.data/leads-outbox`',
  }),
  LEADS_TIME_ZONE: variable(z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('es', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }).default('America/Santiago'), { rule: 'una zona horaria IANA', description: '`npm run leads:export`: la hora de cada lead y el nombre del archivo.' }),
};

/** The rules across variables, each message naming them. */
function crossProblems(values) {
  const problems = [];
  if (values.NODE_ENV === 'production') {
    const missing = SECRETS.filter((name) => !values[name]);
    if (missing.length) problems.push(`${missing.join(', ')} ${missing.length === 1 ? 'debe definirse' : 'deben definirse'} con NODE_ENV=production`);
  }
  TOKEN_VARIABLES.forEach((name, i) => {
    const twin = TOKEN_VARIABLES.find((other, j) => j < i && values[other] && values[other] === values[name]);
    if (values[name] && twin) problems.push(`${name} debe ser distinto de ${twin}: cada token tiene su propio valor`);
  });
  return problems;
}

/**
 * The CMS's variables from `env`, checked; every bad one named in one CmsConfigError.
 * @param {Record<string, string | undefined>} [env]
 */
function readCmsEnv(env = process.env) {
  const schema = z.object(Object.fromEntries(Object.entries(CMS_ENV).map(([name, { schema: parse }]) => [name, parse])));
  // Only the schema's variables, an empty one as unset.
  const input = Object.fromEntries(Object.keys(CMS_ENV).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = schema.safeParse(input);
  const problems = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].map((name) => {
        const { rule, secret: hidden } = CMS_ENV[name];
        return `${name} debe ser ${rule} (${hidden ? 'su valor no se muestra' : `es "${input[name]}"`})`;
      });
  problems.push(...crossProblems(input));
  if (problems.length) throw new CmsConfigError(problems);
  return parsed.data;
}

let parsedEnv;
/** The CMS's variables, parsed once per process, when first asked for (Strapi has read its .env by then). */
function cmsEnv() {
  parsedEnv ??= readCmsEnv();
  return parsedEnv;
}

/** Every variable as docs/configuration.md's table lists it (the shape of the server's describeServerEnv). */
function describeCmsEnv() {
  return Object.entries(CMS_ENV).map(([name, { schema, rule, description, defaultText, secret: hidden }]) => {
    const def = schema._zod.def;
    const layer = def.type === 'default' ? def : def.in?._zod.def.type === 'default' ? def.in._zod.def : undefined;
    const constant = defaultText === undefined && ['number', 'string'].includes(typeof layer?.defaultValue) ? layer.defaultValue : undefined;
    return { name, rule, description, defaultValue: defaultText ?? (constant === '' ? undefined : constant), defaultIsText: defaultText !== undefined, atMost: undefined, secret: hidden ?? false };
  });
}

module.exports = { CMS_ENV, CmsConfigError, readCmsEnv, cmsEnv, describeCmsEnv };
