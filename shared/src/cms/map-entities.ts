import type {
  Article,
  ArticleSummary,
  Author,
  CaseHighlight,
  CaseResult,
  Category,
  Material,
  MediaItem,
  NamedItem,
  Product,
  ProductCategory,
  SuccessCase,
} from './cms-types';
import { isRecord, listOf, optionalNumber, optionalText, text, type JsonRecord } from './read-fields';

// Each mapper returns null for an item without an id or without the field a
// visitor identifies it by (a name, a title, a slug): such an item cannot be
// linked to or shown, so lists leave it out.

export function mapCategory(raw: JsonRecord): Category | null {
  const id = optionalNumber(raw.id);
  const name = optionalText(raw.name);
  return id === null || name === null ? null : { id, name };
}

export function mapNamedItem(raw: JsonRecord): NamedItem | null {
  return mapCategory(raw);
}

export function mapMediaItem(raw: JsonRecord): MediaItem | null {
  const id = optionalNumber(raw.id);
  const url = optionalText(raw.url);
  return id === null || url === null ? null : { id, url };
}

function mapAuthor(raw: unknown): Author | null {
  if (!isRecord(raw)) return null;
  const name = optionalText(raw.name);
  if (name === null) return null;
  return {
    name,
    avatarUrl: optionalText(raw.avatarUrl),
    linkedin: optionalText(raw.linkedin),
    email: optionalText(raw.email),
  };
}

export function mapArticleSummary(raw: JsonRecord): ArticleSummary | null {
  const id = optionalNumber(raw.id);
  const slug = optionalText(raw.slug);
  const title = optionalText(raw.title);
  if (id === null || slug === null || title === null) return null;
  return {
    id,
    slug,
    title,
    description: text(raw.description),
    coverUrl: optionalText(raw.coverUrl),
    featured: raw.featured === true,
    categories: listOf(raw.categories, mapCategory),
    author: mapAuthor(raw.author),
  };
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
  const id = optionalNumber(raw.id);
  const title = optionalText(raw.title);
  return id === null || title === null ? null : { id, title, description: text(raw.description) };
}

export function mapSuccessCase(raw: JsonRecord): SuccessCase | null {
  const id = optionalNumber(raw.id);
  const title = optionalText(raw.title);
  if (id === null || title === null) return null;
  return {
    id,
    title,
    company: text(raw.company),
    description: text(raw.description),
    imageUrl: optionalText(raw.imageUrl),
    categories: listOf(raw.categories, mapCategory),
    highlight: mapHighlight(raw.highlight),
    contentCompanyDescription: optionalText(raw.contentCompanyDescription),
    contentCompanyImageUrl: optionalText(raw.contentCompanyImageUrl),
    outstandingTitle: optionalText(raw.outstandingTitle),
    outstandingContent: optionalText(raw.outstandingContent),
    outstandingMedia: listOf(raw.outstandingMedia, mapMediaItem),
    contentChallenges: listOf(raw.contentChallenges, mapNamedItem),
    contentSolutions: listOf(raw.contentSolutions, mapNamedItem),
    contentVideoUrl: optionalText(raw.contentVideoUrl),
    contentResults: listOf(raw.contentResults, mapCaseResult),
  };
}

export function mapMaterial(raw: JsonRecord): Material | null {
  const id = optionalNumber(raw.id);
  const title = optionalText(raw.title);
  if (id === null || title === null) return null;
  return {
    id,
    title,
    description: text(raw.description),
    downloadUrl: optionalText(raw.downloadUrl),
    categories: listOf(raw.categories, mapCategory),
  };
}

export function mapProductCategory(raw: JsonRecord): ProductCategory | null {
  const id = optionalNumber(raw.id);
  const slug = optionalText(raw.slug);
  const name = optionalText(raw.name);
  return id === null || slug === null || name === null ? null : { id, slug, name };
}

export function mapProduct(raw: JsonRecord): Product | null {
  const id = optionalNumber(raw.id);
  const slug = optionalText(raw.slug);
  const name = optionalText(raw.name);
  if (id === null || slug === null || name === null) return null;
  return {
    id,
    slug,
    name,
    brand: optionalText(raw.brand),
    description: text(raw.description),
    resolution: optionalText(raw.resolution),
    glow: optionalText(raw.glow),
    system: optionalText(raw.system),
    operation: optionalText(raw.operation),
    features: listOf(raw.features, mapNamedItem),
    displaySizes: listOf(raw.displaySizes, mapNamedItem),
    imagesUrl: listOf(raw.imagesUrl, mapMediaItem),
    categories: listOf(raw.categories, mapProductCategory),
  };
}
