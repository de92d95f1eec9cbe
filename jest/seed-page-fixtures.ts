// Test helper: the CMS's seeded marketing pages (cms/src/seed/data/pages) as the site reads them, so the
// registry's tests render the very pages the CMS starts with. The seed writes a media value as
// `{ file, alt }`; the API answers Strapi's media object, which is what this makes of it.
import { type MarketingPageEntry } from '@site/shared/cms';
import { mapMarketingPage } from './cms-mappers';

export interface SeededPage {
  title: string;
  path: string;
  seo: Record<string, unknown>;
  blocks: Array<Record<string, unknown> & { __component: string }>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the seed is CommonJS, outside the workspaces
export const seededPages = require('../cms/src/seed/data/pages') as SeededPage[];

const isSeededMedia = (value: unknown): value is { file: string; alt?: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { file?: unknown }).file === 'string' &&
  Object.keys(value).every((key) => key === 'file' || key === 'alt');

/** A seeded file as Strapi's media object: an upload under /uploads with its size and a smaller format. */
export function strapiMedia(file: string, alt = '', id = 1) {
  const name = file.split('/').pop() ?? file;
  const extension = name.split('.').pop() ?? '';
  const upload = name.replace(/\.([a-z0-9]+)$/, '_a1b2c3.$1');
  const image = !['webm', 'mp4'].includes(extension);
  return {
    id,
    name,
    alternativeText: image ? alt : null,
    mime: image ? `image/${extension === 'svg' ? 'svg+xml' : extension}` : `video/${extension}`,
    url: `/uploads/${upload}`,
    width: image ? 960 : null,
    height: image ? 640 : null,
    formats: image ? { small: { url: `/uploads/small_${upload}`, width: 500, height: 333 } } : null,
  };
}

/** The seed's values with every `{ file, alt }` as Strapi's media object, and every component with an id. */
function asAnswered(value: unknown, ids: { next: number }): unknown {
  if (isSeededMedia(value)) return strapiMedia(value.file, value.alt, ids.next++);
  if (Array.isArray(value)) return value.map((item) => asAnswered(item, ids));
  if (typeof value === 'object' && value !== null) {
    return { id: ids.next++, ...Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asAnswered(inner, ids)])) };
  }
  return value;
}

/** A seeded page as the API answers it (raw JSON, before the data layer maps it). */
export function answeredPage(seeded: SeededPage): Record<string, unknown> {
  const ids = { next: 1 };
  return {
    id: 1,
    documentId: 'abcdefghijklmnopqrstuvwx',
    title: seeded.title,
    path: seeded.path,
    seo: asAnswered(seeded.seo, ids),
    blocks: seeded.blocks.map((block) => asAnswered(block, ids)),
  };
}

/** A seeded page as the page reads it (pageByPathQuery's answer). */
export function seededEntry(seeded: SeededPage): MarketingPageEntry {
  const entry = mapMarketingPage(answeredPage(seeded));
  if (!entry) throw new Error(`El seed de ${seeded.path} no da una página`);
  return entry;
}
