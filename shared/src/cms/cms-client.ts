import type { AxiosInstance } from 'axios';
import { itemsOf, listMetaOf, type CmsListMeta } from './list-meta';
import { isRecord, type JsonRecord } from './read-fields';

let client: Promise<AxiosInstance> | undefined;

/**
 * The one client of the content service. The browser calls its own origin
 * (`/api`); the site's server forwards to Strapi and adds the bearer token, so
 * no credential is ever in a bundle (docs/ARCHITECTURE.md §3). Loaded on the
 * first call: a page whose first view the server rendered with its data never
 * downloads axios (20 KB gzip).
 */
export function loadCmsClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) =>
    axios.create({ baseURL: '/api', timeout: 10_000, headers: { Accept: 'application/json' } }),
  );
  return client;
}

/** Axios's own error check, without importing axios eagerly. */
const isAxiosError = (error: unknown): error is { code?: string; response?: { status: number } } =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Any failure of a call to the content service: network, timeout, HTTP status or unexpected body. */
export class CmsError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'CmsError';
    this.status = status;
  }
}

export type QueryParams = Record<string, string | number>;

/** The items of `data.data` and the list's pagination. */
export interface CmsAnswer extends CmsListMeta {
  items: JsonRecord[];
}

/**
 * GET a collection and return the items of `data.data` (SPEC §7) with the
 * list's pagination. Failures
 * are logged once here and rethrown as CmsError for the hooks to turn into
 * empty lists (SPEC §8).
 */
export async function getCollection(path: string, params?: QueryParams): Promise<CmsAnswer> {
  try {
    const response = await (await loadCmsClient()).get<unknown>(path, { params });
    const body: unknown = response.data;
    const data = isRecord(body) ? itemsOf(body.data) : null;
    if (!isRecord(body) || data === null) {
      throw new CmsError(`Respuesta inesperada del servicio de contenidos en ${path}`, response.status);
    }
    const items = data.filter(isRecord);
    return { items, ...listMetaOf(body, items.length) };
  } catch (error) {
    const failure =
      error instanceof CmsError
        ? error
        : new CmsError(
            `No se pudo leer ${path} del servicio de contenidos${isAxiosError(error) && error.code ? ` (${error.code})` : ''}`,
            isAxiosError(error) ? (error.response?.status ?? null) : null,
          );
    console.warn(`[cms] ${failure.message}${failure.status ? `: HTTP ${failure.status}` : ''}`);
    throw failure;
  }
}
