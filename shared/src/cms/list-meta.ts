import { isRecord, type JsonRecord } from './read-fields';

/** Where a list's page sits in the whole list (Strapi's `meta.pagination`). */
export interface CmsListMeta {
  pageCount: number;
  total: number;
}

const countOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** A list's pagination from Strapi's answer; one page holding what came when it is missing. */
export function listMetaOf(body: JsonRecord, itemCount: number): CmsListMeta {
  const pagination = isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : {};
  return { pageCount: Math.max(1, countOf(pagination.pageCount, 1)), total: countOf(pagination.total, itemCount) };
}

/**
 * The items of an answer's `data`: a collection's list, or a single type's one entry as a list of
 * one (none while it is unpublished: `null`); null for anything else.
 */
export function itemsOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) return [data];
  return data === null ? [] : null;
}
