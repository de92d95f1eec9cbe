import type {
  Article,
  ArticleSummary,
  Author,
  CaseHighlight,
  CaseResult,
  Category,
  CmsMedia,
  Material,
  MediaSource,
  NamedItem,
  Product,
  ProductCategory,
  SuccessCase,
  TeamMember,
} from './cms-types';
import { isCmsUploadPath } from './cms-resources';
import { isRecord, listOf, optionalNumber, optionalText, text, type JsonRecord } from './read-fields';

// Each mapper returns null for an item without an id or without the field a
// visitor identifies it by (a name, a title, a slug): such an item cannot be
// linked to or shown, so lists leave it out.

/** The item's id and the text fields it is identified by, or null when one of them is missing. */
function identity<F extends string>(raw: JsonRecord, ...fields: F[]): ({ id: number } & Record<F, string>) | null {
  const id = optionalNumber(raw.id);
  if (id === null) return null;
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = optionalText(raw[field]);
    if (value === null) return null;
    found[field] = value;
  }
  return { id, ...(found as Record<F, string>) };
}

/** An item with an identity (see `identity`) and the rest of its fields, read only when it has one. */
function withIdentity<F extends string, T>(raw: JsonRecord, fields: F[], rest: () => T) {
  const item = identity(raw, ...fields);
  return item === null ? null : { ...item, ...rest() };
}

export function mapCategory(raw: JsonRecord): Category | null {
  return identity(raw, 'name');
}

export function mapNamedItem(raw: JsonRecord): NamedItem | null {
  return mapCategory(raw);
}

/** A rendition the site can serve: a CMS upload with a known width. */
function mapMediaSource(raw: unknown): MediaSource | null {
  if (!isRecord(raw)) return null;
  const url = optionalText(raw.url);
  const width = optionalNumber(raw.width);
  return url === null || width === null || width <= 0 || !isCmsUploadPath(url) ? null : { url, width };
}

/**
 * A file of the media library. Only files the site's own origin serves
 * (`/uploads/…`) are kept: anything else would be refused by the site's
 * server, or would load from an origin the pages do not allow.
 */
export function mapMedia(raw: JsonRecord): CmsMedia | null {
  const id = optionalNumber(raw.id);
  const url = optionalText(raw.url);
  if (id === null || url === null || !isCmsUploadPath(url)) return null;
  const width = optionalNumber(raw.width);
  const original = mapMediaSource({ url, width });
  const formats = isRecord(raw.formats) ? Object.values(raw.formats).map(mapMediaSource) : [];
  const byWidth = new Map<number, MediaSource>();
  for (const source of [...formats, original]) if (source !== null) byWidth.set(source.width, source);
  return {
    id,
    url,
    alt: text(raw.alternativeText),
    mime: text(raw.mime),
    name: text(raw.name),
    width,
    height: optionalNumber(raw.height),
    sources: [...byWidth.values()].sort((a, b) => a.width - b.width),
  };
}

/** A single media field: the file, or null when empty or unusable. */
const optionalMedia = (raw: unknown): CmsMedia | null => (isRecord(raw) ? mapMedia(raw) : null);

function mapAuthor(raw: unknown): Author | null {
  if (!isRecord(raw)) return null;
  const name = optionalText(raw.name);
  if (name === null) return null;
  return {
    name,
    avatar: optionalMedia(raw.avatar),
    linkedin: optionalText(raw.linkedin),
    email: optionalText(raw.email),
  };
}

export function mapArticleSummary(raw: JsonRecord): ArticleSummary | null {
  return withIdentity(raw, ['slug', 'title'], () => ({
    description: text(raw.description),
    cover: optionalMedia(raw.cover),
    featured: raw.featured === true,
    categories: listOf(raw.categories, mapCategory),
    author: mapAuthor(raw.author),
  }));
}

export function mapArticle(raw: JsonRecord): Article | null {
  const summary = mapArticleSummary(raw);
  return summary === null ? null : { ...summary, content: text(raw.content) };
}

function mapHighlight(raw: unknown): CaseHighlight | null {
  if (!isRecord(raw)) return null;
  const highlightText = optionalText(raw.text);
  return highlightText === null ? null : { number: optionalNumber(raw.number), text: highlightText };
}

function mapCaseResult(raw: JsonRecord): CaseResult | null {
  const item = identity(raw, 'title');
  return item === null ? null : { ...item, description: text(raw.description) };
}

export function mapSuccessCase(raw: JsonRecord): SuccessCase | null {
  return withIdentity(raw, ['title'], () => ({
    company: text(raw.company),
    description: text(raw.description),
    image: optionalMedia(raw.image),
    categories: listOf(raw.categories, mapCategory),
    highlight: mapHighlight(raw.highlight),
    contentCompanyDescription: optionalText(raw.contentCompanyDescription),
    contentCompanyImage: optionalMedia(raw.contentCompanyImage),
    outstandingTitle: optionalText(raw.outstandingTitle),
    outstandingContent: optionalText(raw.outstandingContent),
    outstandingMedia: listOf(raw.outstandingMedia, mapMedia),
    contentChallenges: listOf(raw.contentChallenges, mapNamedItem),
    contentSolutions: listOf(raw.contentSolutions, mapNamedItem),
    contentVideo: optionalMedia(raw.contentVideo),
    contentResults: listOf(raw.contentResults, mapCaseResult),
  }));
}

export function mapMaterial(raw: JsonRecord): Material | null {
  return withIdentity(raw, ['title'], () => ({
    description: text(raw.description),
    file: optionalMedia(raw.file),
    categories: listOf(raw.categories, mapCategory),
  }));
}

export function mapProductCategory(raw: JsonRecord): ProductCategory | null {
  return identity(raw, 'slug', 'name');
}

export function mapProduct(raw: JsonRecord): Product | null {
  return withIdentity(raw, ['slug', 'name'], () => ({
    brand: optionalText(raw.brand),
    description: text(raw.description),
    resolution: optionalText(raw.resolution),
    glow: optionalText(raw.glow),
    system: optionalText(raw.system),
    operation: optionalText(raw.operation),
    features: listOf(raw.features, mapNamedItem),
    displaySizes: listOf(raw.displaySizes, mapNamedItem),
    images: listOf(raw.images, mapMedia),
    categories: listOf(raw.categories, mapProductCategory),
  }));
}

/** An address a mail client can write to: one '@', a dotted domain, nothing that breaks out of an attribute. */
const EMAIL = /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/;

/** A web address to link to (http or https), or null: never `javascript:` or another scheme. */
function webLink(value: unknown): string | null {
  const candidate = optionalText(value);
  if (candidate === null) return null;
  try {
    const { protocol } = new URL(candidate);
    return protocol === 'https:' || protocol === 'http:' ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * A person of the team. Without a name, a valid e-mail or a photo (an image of the media
 * library) there is no card or signature to make: the person is left out.
 */
export function mapTeamMember(raw: JsonRecord): TeamMember | null {
  const item = identity(raw, 'name', 'email');
  const photo = optionalMedia(raw.photo);
  if (item === null || !EMAIL.test(item.email) || photo === null || !photo.mime.startsWith('image/')) return null;
  return {
    ...item,
    role: text(raw.role),
    photo,
    quote: text(raw.quote),
    linkedin: webLink(raw.linkedinUrl),
  };
}
