import type { MarketingPageEntry, PageBlock, PageIndexEntry, PageMenuEntry, PageSeo } from './cms-types';
import { isCmsPagePath } from './cms-resources';
import { mapMedia } from './map-entities';
import { isRecord, listOf, optionalNumber, optionalText, text, type JsonRecord } from './read-fields';

// The marketing pages from the content service. A page without a usable path cannot be routed to,
// so it is left out; everything else an editor may leave empty gets the type's "nothing". The
// blocks' own fields are left as they came (their media files pared down): remote-marketing reads them
// (src/blocks).

/** A menu entry's order when the editors left it empty: the CMS's own default. */
const DEFAULT_MENU_ORDER = 100;

function mapSeo(raw: unknown, fallbackTitle: string): PageSeo {
  const seo = isRecord(raw) ? raw : {};
  return {
    metaTitle: optionalText(seo.metaTitle) ?? fallbackTitle,
    metaDescription: text(seo.metaDescription),
    keywords: optionalText(seo.keywords),
    socialImage: isRecord(seo.socialImage) ? mapMedia(seo.socialImage) : null,
    noindex: seo.noindex === true,
  };
}

/** What of a media file a block's reader uses (mapMedia): the rest Strapi sends stays out of the page. */
const MEDIA_FIELDS = ['id', 'url', 'alternativeText', 'width', 'height', 'mime', 'name'] as const;
const FORMAT_FIELDS = ['url', 'width', 'height'] as const;

const pick = (raw: JsonRecord, fields: readonly string[]): JsonRecord =>
  Object.fromEntries(fields.filter((field) => raw[field] !== undefined && raw[field] !== null).map((field) => [field, raw[field]]));

/** A file of the media library: it has an address and a MIME type. */
const isMediaFile = (raw: JsonRecord): boolean => typeof raw.url === 'string' && typeof raw.mime === 'string';

/**
 * A block's field as the page keeps it: as it came, but a media file pared down to what its reader
 * uses, its renditions too. The page's read is handed to the browser in the HTML; Strapi's file
 * records (hashes, sizes, paths, dates, provider) are most of its weight and none of its use.
 */
function compactField(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compactField);
  if (!isRecord(value)) return value;
  if (isMediaFile(value)) {
    const formats = isRecord(value.formats)
      ? Object.fromEntries(Object.entries(value.formats).filter((entry): entry is [string, JsonRecord] => isRecord(entry[1])).map(([name, format]) => [name, pick(format, FORMAT_FIELDS)]))
      : undefined;
    return { ...pick(value, MEDIA_FIELDS), ...(formats ? { formats } : {}) };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compactField(inner)]));
}

/** A block of the dynamic zone: its component name and id, the rest as its fields. */
function mapBlock(raw: JsonRecord): PageBlock | null {
  const { __component: component, id, ...fields } = raw;
  const name = optionalText(component);
  const blockId = optionalNumber(id);
  return name === null || blockId === null ? null : { component: name, id: blockId, fields: compactField(fields) as JsonRecord };
}

function mapMenuEntry(raw: JsonRecord): PageMenuEntry | null {
  const group = optionalText(raw.group);
  const title = optionalText(raw.title);
  const icon = optionalText(raw.icon);
  if (group === null || title === null || icon === null) return null;
  return { group, title, description: text(raw.description), icon, order: optionalNumber(raw.order) ?? DEFAULT_MENU_ORDER };
}

/** The page's path, when it is one the site can route to. */
function pathOf(raw: JsonRecord): string | null {
  const path = optionalText(raw.path);
  return path !== null && isCmsPagePath(path) ? path : null;
}

/** A page with its SEO and blocks, or null without a document id or a usable path. */
export function mapMarketingPage(raw: JsonRecord): MarketingPageEntry | null {
  const documentId = optionalText(raw.documentId);
  const path = pathOf(raw);
  if (documentId === null || path === null) return null;
  const title = text(raw.title);
  return { documentId, path, title, seo: mapSeo(raw.seo, title), blocks: listOf(raw.blocks, mapBlock) };
}

/** A page of the index: its path, title, whether search engines may list it, and its menu entries. */
export function mapPageIndexEntry(raw: JsonRecord): PageIndexEntry | null {
  const path = pathOf(raw);
  if (path === null) return null;
  return {
    path,
    title: text(raw.title),
    noindex: isRecord(raw.seo) && raw.seo.noindex === true,
    menus: listOf(raw.menus, mapMenuEntry),
  };
}
