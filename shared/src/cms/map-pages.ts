import type { MarketingPageEntry, PageBlock, PageIndexEntry, PageMenuEntry, PageSeo } from './cms-types';
import { isCmsPagePath } from './cms-resources';
import { mapMedia } from './map-entities';
import { isRecord, listOf, optionalNumber, optionalText, text, type JsonRecord } from './read-fields';

// The marketing pages from the content service. A page without a usable path cannot be routed to,
// so it is left out; everything else an editor may leave empty gets the type's "nothing". The
// blocks' own fields are left as they came: remote-marketing reads them (src/blocks).

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

/** A block of the dynamic zone: its component name and id, the rest as its fields. */
function mapBlock(raw: JsonRecord): PageBlock | null {
  const { __component: component, id, ...fields } = raw;
  const name = optionalText(component);
  const blockId = optionalNumber(id);
  return name === null || blockId === null ? null : { component: name, id: blockId, fields };
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
