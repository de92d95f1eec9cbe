// @ts-check
// The contract between a remote and the shell for the pages a remote serves (docs/adding-a-page.md).
// Each remote declares its pages in its own `src/pages/pages.mjs`; its build derives its `exposes`
// from them and publishes them as `pages.json` beside its manifest, and the shell composes its
// routes, menus, page status, sitemap and robots.txt from the live releases' `pages.json`, at run
// time. Plain JavaScript because the remotes' rspack configs import it in Node.
import { z } from 'zod';

/**
 * The version of `pages.json`. A shell reads the versions it knows; a release with another is
 * refused by the release check. Raise it only with a change a shell of the old version cannot read.
 */
export const PAGES_SCHEMA_VERSION = 1;

/** The file a remote's browser build publishes beside its `mf-manifest.json`. */
export const PAGES_FILE = 'pages.json';

/** The CMS reads the shell knows for deciding a page's 404 (shell/server/page-status.ts). */
export const NOT_FOUND_READS = /** @type {const} */ (['article', 'successCase', 'product']);

const routePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*(\/:[a-zA-Z]+)?)?$/, 'una ruta como /servicios/kioscos o /blog/:slug (minúsculas, números y guiones)');

const menuPlacement = z.strictObject({
  /** One of the shell's menu groups (soluciones, productos, servicios, recursos, sobre). */
  group: z.string().regex(/^[a-z]+$/, 'el id de un grupo del menú, como servicios'),
  title: z.string().trim().min(1).max(40),
  description: z.string().trim().min(1).max(140),
  /** An icon of @mui/icons-material the shell draws, by name (shell/src/layout/navigation/menu-groups.ts). */
  icon: z.string().regex(/^[A-Z][A-Za-z]+$/, 'el nombre de un ícono de @mui/icons-material, como TvOutlined'),
  /** Its place in the group: entries are listed by it, lowest first. */
  order: z.number().int().min(0).max(1000),
});

/**
 * The shapes a query parameter's value may be declared by, when its values are not a short list:
 * the shell's servers check each (shared/src/cms/content-api-contract.ts).
 * - `slug`: a Strapi uid (letters, digits, `-_.~`); `id`: a positive whole number;
 * - `page-number`: 1 to 10 000; `page-size`: 1 to 100 (Strapi's largest);
 * - `page-path`: a marketing page's path (`/servicios/asistente-ia`);
 * - `text`: up to 80 characters with no control character (a category's name).
 */
export const CMS_VALUE_SHAPES = /** @type {const} */ (['slug', 'id', 'page-number', 'page-size', 'page-path', 'text']);

/**
 * Query parameters no page may declare: `status` and `publicationState` ask Strapi for drafts,
 * which only an editor's preview reads (the shell adds it itself), and `locale` picks content the
 * site does not show.
 */
export const CMS_RESERVED_PARAMS = /** @type {const} */ (['status', 'publicationState', 'locale']);

/** A query parameter's name as Strapi reads it: `populate`, `filters[slug][$eq]`, `populate[author][populate][0]`. */
const CMS_PARAM_NAME = /^[A-Za-z][A-Za-z0-9]*(\[[$A-Za-z0-9]+\])*$/;

/**
 * Why a parameter's name cannot be declared, or null.
 * @param {string} name
 */
function paramNameProblem(name) {
  if (name.length > 80 || !CMS_PARAM_NAME.test(name)) return 'un parámetro de Strapi, como populate o filters[slug][$eq]';
  if ((/** @type {readonly string[]} */ (CMS_RESERVED_PARAMS)).includes(name.replace(/\[.*$/, ''))) return 'los borradores y los idiomas no se piden desde una página';
  return null;
}

/** A parameter's allowed values: the exact values, or one shape. */
const cmsParamValues = z.union([
  z.enum(CMS_VALUE_SHAPES),
  z.array(z.string().min(1).max(200)).min(1).max(20),
]);

/**
 * One read a page's browser code makes through the site's /api (the CMS's proxy): a collection or
 * single type by its Strapi API name, and the query parameters it may send, each with its values.
 * A request is forwarded when one declared read of its collection allows every parameter it has.
 */
export const cmsReadSchema = z
  .strictObject({
    collection: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'el nombre de API de una colección de Strapi, como articles o site-setting'),
    params: z.record(z.string(), cmsParamValues).optional(),
  })
  .superRefine(({ params }, context) => {
    for (const name of Object.keys(params ?? {})) {
      const problem = paramNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', path: ['params', name], message: problem });
    }
  });

/** What a remote publishes of a page (`pages.json`): everything the shell needs at run time. */
export const publishedPageSchema = z.strictObject({
  /** The page's name in the remote's code (`paths.<key>` for the site's shared links). */
  key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'un nombre en camelCase, como kiosks'),
  path: routePath,
  /** The module the remote exposes for it ('./kiosks-page'): a contract with deployed shells. */
  module: z.string().regex(/^\.\/[a-z0-9-]+$/, 'un módulo como ./kioscos-page'),
  /** Listed in the sitemap ('page'), not listed ('none'), or one URL per entry of a CMS collection. */
  sitemap: z.union([
    z.enum(['page', 'none']),
    z.strictObject({ collection: z.enum(['articles', 'cases']), field: z.enum(['slug', 'id']) }),
  ]),
  menus: z.array(menuPlacement).max(5).optional(),
  /** The CMS read that must find the page's entry, or the page answers 404. */
  notFoundUnless: z.enum(NOT_FOUND_READS).optional(),
  /** Asks search engines not to index it (its head and robots.txt). */
  noindex: z.boolean().optional(),
  /**
   * Its module also renders the pages editors make in the CMS (issue 38): the shell routes every
   * published CMS page whose path no remote and not the shell has to this page's remote and module.
   */
  editorPages: z.literal(true).optional(),
  /**
   * The CMS reads its browser code makes through the site's /api: the shell's CMS proxy forwards
   * these (and the shell's own), from the live releases, and nothing else. The release check
   * refuses a release whose reads the CMS's read token cannot serve.
   */
  cmsReads: z.array(cmsReadSchema).max(20).optional(),
});

/** A page as its remote declares it: what it publishes, and the file that serves it. */
export const pageRecordSchema = publishedPageSchema.extend({
  /** The exposed module's file in the remote's folder ('./src/pages/kiosks/kiosks-page.tsx'). */
  file: z.string().regex(/^\.\/src\/pages\/.+\.(tsx|ts)$/, 'un archivo bajo ./src/pages/'),
});

/** A remote's `pages.json`. */
export const publishedPagesSchema = z.strictObject({
  schemaVersion: z.number().int(),
  remote: z.string(),
  pages: z.array(publishedPageSchema),
});

/** @typedef {z.input<typeof pageRecordSchema>} PageRecordInput */
/** @typedef {z.output<typeof pageRecordSchema>} PageRecord */
/** @typedef {z.output<typeof publishedPageSchema>} PublishedPage */
/** @typedef {z.output<typeof menuPlacement>} MenuPlacement */
/** @typedef {z.output<typeof publishedPagesSchema>} PublishedPages */
/** @typedef {(typeof NOT_FOUND_READS)[number]} NotFoundRead */
/** @typedef {z.output<typeof cmsReadSchema>} CmsRead */
/** @typedef {(typeof CMS_VALUE_SHAPES)[number]} CmsValueShape */

/**
 * A zod issue as one line that names the remote and the page's path.
 * @param {string} remote
 * @param {readonly unknown[]} pages
 * @param {z.core.$ZodIssue} issue
 * @param {number} pathOffset where the page's index is in `issue.path`
 */
function issueLine(remote, pages, issue, pathOffset) {
  const index = issue.path[pathOffset];
  const page = typeof index === 'number' ? /** @type {{ path?: unknown } | undefined} */ (pages[index]) : undefined;
  const where = typeof page?.path === 'string' ? page.path : typeof index === 'number' ? `página ${index + 1}` : 'pages.json';
  const field = issue.path.slice(pathOffset + 1).join('.');
  return `remote ${remote}, ${where}: ${field ? `${field}: ` : ''}${issue.message}`;
}

/**
 * Problems with a set of pages that the schema alone cannot see: a path, key or menu entry twice.
 * @param {string} remote
 * @param {ReadonlyArray<PublishedPage & { file?: string }>} pages
 * @returns {string[]}
 */
function duplicatesIn(remote, pages) {
  /** @type {string[]} */
  const problems = [];
  const seen = { path: new Set(), key: new Set() };
  /** @type {Map<string, string>} */
  const fileOfModule = new Map();
  for (const page of pages) {
    const shape = page.path.replace(/:[a-zA-Z]+/g, ':');
    if (seen.path.has(shape)) problems.push(`remote ${remote}, ${page.path}: la ruta está dos veces`);
    if (seen.key.has(page.key)) problems.push(`remote ${remote}, ${page.path}: el nombre ${page.key} está dos veces`);
    seen.path.add(shape);
    seen.key.add(page.key);
    const file = fileOfModule.get(page.module);
    if (page.file && file && file !== page.file) problems.push(`remote ${remote}, ${page.path}: ${page.module} sale de dos archivos`);
    if (page.file) fileOfModule.set(page.module, page.file);
  }
  return problems;
}

/**
 * A remote's pages, checked when its build starts: a record that fails the schema stops the build
 * with one line per problem, naming the remote and the path.
 * @template {readonly PageRecordInput[]} T
 * @param {string} remote
 * @param {T} records
 * @returns {T}
 */
export function definePages(remote, records) {
  const parsed = z.array(pageRecordSchema).safeParse(records);
  const problems = parsed.success ? duplicatesIn(remote, parsed.data) : parsed.error.issues.map((issue) => issueLine(remote, records, issue, 0));
  if (problems.length > 0) throw new Error(`Las páginas de remote-${remote} no son válidas:\n${problems.join('\n')}`);
  return records;
}

/**
 * A remote's `exposes` for the federation plugin: exposed name -> file. One module per page, so a
 * visitor downloads only the page they open; two routes of one page (/ and /home) expose it once.
 * @param {readonly PageRecordInput[]} records
 * @returns {Record<string, string>}
 */
export function exposesOf(records) {
  return Object.fromEntries(records.map(({ module, file }) => [module, file]));
}

/**
 * What a remote's build publishes as `pages.json` (the records without their files).
 * @param {string} remote
 * @param {readonly PageRecordInput[]} records
 * @returns {PublishedPages}
 */
export function publishedPagesOf(remote, records) {
  return {
    schemaVersion: PAGES_SCHEMA_VERSION,
    remote,
    pages: records.map((record) => publishedPageSchema.parse(Object.fromEntries(Object.entries(record).filter(([field]) => field !== 'file')))),
  };
}

/**
 * A `pages.json` as a shell reads it: its pages, or why it cannot be used, one line per problem
 * naming the remote and the path.
 * @param {string} remote the remote the file was published by
 * @param {unknown} json
 * @returns {{ ok: true, pages: PublishedPage[] } | { ok: false, problems: string[] }}
 */
export function readPublishedPages(remote, json) {
  const version = typeof json === 'object' && json !== null ? /** @type {{ schemaVersion?: unknown }} */ (json).schemaVersion : undefined;
  if (version !== PAGES_SCHEMA_VERSION) {
    return { ok: false, problems: [`remote ${remote}, ${PAGES_FILE}: versión de esquema ${String(version)}, esta shell lee la ${PAGES_SCHEMA_VERSION}`] };
  }
  const parsed = publishedPagesSchema.safeParse(json);
  if (!parsed.success) {
    const pages = /** @type {{ pages?: unknown }} */ (json).pages;
    return { ok: false, problems: parsed.error.issues.map((issue) => issueLine(remote, Array.isArray(pages) ? pages : [], issue, 1)) };
  }
  if (parsed.data.remote !== remote) return { ok: false, problems: [`remote ${remote}, ${PAGES_FILE}: dice ser de ${parsed.data.remote}`] };
  const problems = duplicatesIn(remote, parsed.data.pages);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, pages: parsed.data.pages };
}
