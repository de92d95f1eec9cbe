/**
 * What the site may ask of the content service, in one place: the collections
 * the data layer reads and the query parameters it sends, by name and shape.
 * The data layer builds its calls from these names; the site's server forwards
 * a request to Strapi only when it matches them (everything else is refused
 * there and never carries the token). Change both sides here, together.
 */

import { cmsCollections, cmsSingleTypes, isCmsPagePath, isCmsSlug, isCmsUploadPath, type CmsSingleType } from './cms-resources';

// What the browser's data layer names (collections, slugs, paths) is cms-resources.ts's: the browser
// never loads this allowlist, only the servers that check a request against it.
export { cmsCollections, cmsSingleTypes, isCmsPagePath, isCmsSlug, isCmsUploadPath };
export type { CmsCollection, CmsResource, CmsSingleType } from './cms-resources';

const collectionNames: ReadonlySet<string> = new Set(Object.values(cmsCollections));
const singleTypeNames: ReadonlySet<string> = new Set(Object.values(cmsSingleTypes));
export const isCmsSingleType = (name: string): name is CmsSingleType => singleTypeNames.has(name);

/** A field or relation name of a content type, as Strapi spells it. */
const fieldName = (value: string): boolean => /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(value);
const positiveInt = (max: number) => (value: string): boolean => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= max;

/** Lists select at most this many fields, by position. */
const MAX_LISTED = 8;
type Position = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
type ListedParam = `fields[${Position}]`;
const listedParams = Object.fromEntries(
  Array.from({ length: MAX_LISTED }, (_, i) => [`fields[${i}]`, fieldName]),
) as Record<ListedParam, (value: string) => boolean>;

const isTrue = (value: string): boolean => value === 'true';


/** Query parameters the data layer sends, each with the only values it sends. */
export const cmsQueryParams = {
  /**
   * `populate=*`: relations and components one level deep (all these types have); `populate=pagina`: a
   * marketing page whole, every block with its media at any depth, which the CMS's page controller
   * spells out (cms/src/pages/page-populate.js): named, not sent as its ~70 parameters (6 KB);
   * `populate=sections`: the privacy policy's sections (a component, no media).
   */
  populate: (value: string): boolean => value === '*' || value === 'pagina' || value === 'sections',
  /** `filters[id][$eq]=12`: one success case by its numeric id. */
  'filters[id][$eq]': positiveInt(9_999_999_999),
  /** `filters[slug][$eq]=mi-articulo`: one article or product by its slug. */
  'filters[slug][$eq]': isCmsSlug,
  /** `filters[featured][$eq]=true`: the blog's featured article. */
  'filters[featured][$eq]': (value: string): boolean => value === 'true',
  /** `filters[categories][name][$eq]=Retail`: a list in one category (SPEC §4). */
  'filters[categories][name][$eq]': (value: string): boolean =>
    value.length > 0 && value.length <= 80 && !/\p{Cc}/u.test(value),
  /** Pages of a list: a page number and a page size the CMS allows. */
  'pagination[page]': positiveInt(10_000),
  'pagination[pageSize]': positiveInt(100),
  /** `fields[0]=title`: a list asks only for the fields its cards show… */
  ...listedParams,
  /** …and the relations and media they show, by name (Strapi's object form). */
  'populate[categories]': isTrue,
  'populate[cover]': isTrue,
  /** The author is a component: its avatar is one level further down than `*` reaches. */
  'populate[author][populate][0]': (value: string): boolean => value === 'avatar',
  /** `filters[path][$eq]=/servicios/asistente-ia`: one marketing page by its path. */
  'filters[path][$eq]': isCmsPagePath,
  /** The pages' index: each page's SEO (its `noindex`) and its menu entries. */
  'populate[seo]': isTrue,
  'populate[menus]': isTrue,
} as const satisfies Record<string, (value: string) => boolean>;

export type CmsQueryParam = keyof typeof cmsQueryParams;

/** Strapi 5 document ids: 24 lower-case letters and digits. */
const DOCUMENT_ID = /^[a-z0-9]{24}$/;

/** The paths that belong to the content service (the API and the media library), whatever follows. */
export const isContentServicePath = (path: string): boolean =>
  path === '/api' || path.startsWith('/api/') || path === '/uploads' || path.startsWith('/uploads/');

export type ContentApiVerdict =
  | { ok: true; kind: 'api' | 'media'; path: string; query: Array<[CmsQueryParam, string]> }
  | { ok: false; status: 400 | 404; reason: string };

const refuse = (status: 400 | 404, reason: string): ContentApiVerdict => ({ ok: false, status, reason });

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Decides whether a request target (origin-form: path and query, as received)
 * is one the site's server may forward to the content service. The answer
 * carries the normalised path and the parsed, checked query, from which the
 * upstream URL is built; the raw target is never reused.
 */
export function checkContentApiTarget(target: string): ContentApiVerdict {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : target.slice(queryStart + 1);

  // Paths are compared as sent: any escape, dot segment, empty segment or
  // backslash is refused rather than decoded, so there is nothing to normalise
  // differently from Strapi.
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(rawPath)) return refuse(400, 'ruta no válida');
  const segments = rawPath.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return refuse(400, 'ruta no válida');
  }

  if (segments[0] === 'uploads') {
    if (!isCmsUploadPath(rawPath)) return refuse(404, 'archivo desconocido');
    if (rawQuery !== '') return refuse(400, 'los archivos no admiten parámetros');
    return { ok: true, kind: 'media', path: rawPath, query: [] };
  }

  const [api, collection, documentId, ...rest] = segments;
  if (api !== 'api' || collection === undefined || rest.length > 0) return refuse(404, 'recurso desconocido');
  if (!collectionNames.has(collection) && !(singleTypeNames.has(collection) && documentId === undefined)) {
    return refuse(404, 'recurso desconocido');
  }
  if (documentId !== undefined && !DOCUMENT_ID.test(documentId)) return refuse(404, 'recurso desconocido');

  const query: Array<[CmsQueryParam, string]> = [];
  const seen = new Set<string>();
  for (const pair of rawQuery === '' ? [] : rawQuery.split('&')) {
    const equals = pair.indexOf('=');
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = decodeComponent(equals === -1 ? '' : pair.slice(equals + 1));
    if (name === null || value === null) return refuse(400, 'parámetro mal codificado');
    if (!Object.hasOwn(cmsQueryParams, name)) return refuse(400, `parámetro no permitido: ${name.slice(0, 40)}`);
    const param = name as CmsQueryParam;
    if (seen.has(param)) return refuse(400, `parámetro repetido: ${param}`);
    if (!cmsQueryParams[param](value)) return refuse(400, `valor no permitido para ${param}`);
    seen.add(param);
    query.push([param, value]);
  }
  return { ok: true, kind: 'api', path: rawPath, query };
}
