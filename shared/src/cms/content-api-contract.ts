/**
 * What the site's browser code may ask of the content service through the site's /api: the
 * collections and query parameters the live releases' page records declare (`cmsReads`, composed
 * at run time by the shell's server: shell/server/site-pages/cms-allowlist.ts) and the shell's
 * own, and the media library's files. The site's server forwards a request to Strapi only when it
 * matches them (everything else is refused there and never carries the token).
 */

import type { CmsRead, CmsValueShape } from '../pages/page-records.mjs';
import { cmsCollections, cmsSingleTypes, isCmsPagePath, isCmsSlug, isCmsUploadPath, type CmsSingleType } from './cms-resources';

// What the browser's data layer names (collections, slugs, paths) is cms-resources.ts's: the browser
// never loads this checker, only the servers that check a request against it.
export { cmsCollections, cmsSingleTypes, isCmsPagePath, isCmsSlug, isCmsUploadPath };
export type { CmsCollection, CmsResource, CmsSingleType } from './cms-resources';
export type { CmsRead, CmsValueShape };

const singleTypeNames: ReadonlySet<string> = new Set(Object.values(cmsSingleTypes));
export const isCmsSingleType = (name: string): name is CmsSingleType => singleTypeNames.has(name);

const positiveInt = (max: number) => (value: string): boolean => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= max;

/** How a value of each declared shape is checked (page-records.mjs says what each is). */
const VALUE_CHECKS = {
  slug: isCmsSlug,
  id: positiveInt(9_999_999_999),
  'page-number': positiveInt(10_000),
  'page-size': positiveInt(100),
  'page-path': isCmsPagePath,
  text: (value: string): boolean => value.length > 0 && value.length <= 80 && !/\p{Cc}/u.test(value),
} as const satisfies Record<CmsValueShape, (value: string) => boolean>;

/**
 * Never forwarded, whatever a release declares: drafts are an editor's preview's alone (the proxy
 * adds `status=draft` itself, with the preview token), and the site shows one locale.
 */
const RESERVED_PARAMS: ReadonlySet<string> = new Set(['status', 'publicationState', 'locale']);

/** A query parameter's name as the data layer sends it (`populate`, `filters[slug][$eq]`). */
export type CmsQueryParam = string;

/** The reads allowed, by collection: what `checkContentApiTarget` checks a request against. */
export interface CmsAllowlist {
  readonly byCollection: ReadonlyMap<string, readonly CmsRead[]>;
}

/** The allowlist of these reads (a page's, a release's, the site's), each collection's reads together. */
export function cmsAllowlistOf(reads: Iterable<CmsRead>): CmsAllowlist {
  const byCollection = new Map<string, CmsRead[]>();
  for (const read of reads) {
    const known = byCollection.get(read.collection);
    if (known) known.push(read);
    else byCollection.set(read.collection, [read]);
  }
  return { byCollection };
}

/** Whether one declared read allows every parameter of a request. */
function allows(read: CmsRead, query: ReadonlyArray<[string, string]>): boolean {
  return query.every(([name, value]) => {
    const values = read.params && Object.hasOwn(read.params, name) ? read.params[name] : undefined;
    if (values === undefined) return false;
    return typeof values === 'string' ? VALUE_CHECKS[values](value) : values.includes(value);
  });
}


/** The paths that belong to the content service (the API and the media library), whatever follows. */
export const isContentServicePath = (path: string): boolean =>
  path === '/api' || path.startsWith('/api/') || path === '/uploads' || path.startsWith('/uploads/');

export type ContentApiVerdict =
  | { ok: true; kind: 'api' | 'media'; path: string; query: Array<[string, string]> }
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
 * Decides whether a request target (origin-form: path and query, as received) is one the site's
 * server may forward to the content service, given the reads allowed now. The answer carries the
 * normalised path and the parsed, checked query, from which the upstream URL is built; the raw
 * target is never reused. A collection no read names is 404; a parameter or value no read of it
 * allows is 400.
 */
export function checkContentApiTarget(target: string, allowlist: CmsAllowlist): ContentApiVerdict {
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

  // A collection's list (or a single type's entry), never an entry by id: no page reads one so.
  const [api, collection, ...rest] = segments;
  if (api !== 'api' || collection === undefined || rest.length > 0) return refuse(404, 'recurso desconocido');
  const reads = allowlist.byCollection.get(collection);
  if (!reads) return refuse(404, 'recurso desconocido');

  const query: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const pair of rawQuery === '' ? [] : rawQuery.split('&')) {
    const equals = pair.indexOf('=');
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = decodeComponent(equals === -1 ? '' : pair.slice(equals + 1));
    if (name === null || value === null) return refuse(400, 'parámetro mal codificado');
    if (RESERVED_PARAMS.has(name) || !reads.some((read) => read.params && Object.hasOwn(read.params, name))) {
      return refuse(400, `parámetro no permitido: ${name.slice(0, 40)}`);
    }
    if (seen.has(name)) return refuse(400, `parámetro repetido: ${name}`);
    seen.add(name);
    query.push([name, value]);
  }
  if (!reads.some((read) => allows(read, query))) return refuse(400, 'valores no declarados por ninguna lectura');
  return { ok: true, kind: 'api', path: rawPath, query };
}
