import { siteConfig } from '@site/shared/config';
import { cmsCollections, type CmsCollection } from '@site/shared/cms/content-api-contract';
import { productPath } from '@site/shared/routes';
import type { CmsReader } from './cms-reader';
import { escapeHtml } from './escape-html';
import { SERVER_LIMITS } from './server-config';
import type { LivePage } from './site-pages/compose-site';

export interface SitemapEntry {
  /** Path on the site, e.g. /blog/mi-articulo. */
  path: string;
  /** Last change, from the content service (ISO 8601). */
  lastModified?: string;
}


/** The pages a crawler should index as they are, by their records (`sitemap: 'page'`). */
export function staticSitemapPaths(pages: readonly LivePage[]): string[] {
  return pages.filter((page) => page.sitemap === 'page').map((page) => page.path);
}

type ListedRoute = LivePage & { sitemap: { collection: CmsCollection; field: string } };

/** The page of one CMS entry: the record's route with its parameter filled by the entry's field. */
const entryPath = (route: ListedRoute, value: string): string => route.path.replace(/:[a-z]+$/i, encodeURIComponent(value));

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string = siteConfig.websiteUrl): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeHtml(new URL(path, siteUrl).href)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers are kept out of the live pages that ask not to be indexed (they say so in their heads too). */
export function robotsTxt(pages: readonly LivePage[], siteUrl: string = siteConfig.websiteUrl): string {
  const disallowed = pages.filter((page) => page.noindex).map((page) => `Disallow: ${page.path}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}

/** Every entry of a collection, a page at a time, with only the fields the sitemap needs (the id comes with each). */
async function allEntries(cms: CmsReader, collection: CmsCollection, fields: readonly string[]): Promise<Array<Record<string, unknown>>> {
  const entries: Array<Record<string, unknown>> = [];
  const fieldParams = Object.fromEntries([...fields, 'updatedAt'].map((field, index) => [`fields[${index}]`, field]));
  for (let page = 1; ; page += 1) {
    const answer = await cms.read(collection, { ...fieldParams, 'pagination[page]': String(page), 'pagination[pageSize]': String(SERVER_LIMITS.sitemapPageSize) });
    entries.push(...answer.data);
    if (page >= answer.pageCount) return entries;
  }
}

const lastModifiedOf = (entry: Record<string, unknown>): string | undefined =>
  typeof entry.updatedAt === 'string' ? entry.updatedAt : undefined;

/** One URL per entry read, at the address `pathOf` gives its field's value (entries without one are left out). */
function entryUrls(read: ReadonlyArray<Record<string, unknown>>, field: string, pathOf: (value: string) => string): SitemapEntry[] {
  return read.flatMap((entry) => {
    const value = entry[field];
    const usable = (typeof value === 'string' && value !== '') || typeof value === 'number';
    return usable ? [{ path: pathOf(String(value)), lastModified: lastModifiedOf(entry) }] : [];
  });
}

/**
 * Each product's view of the catalogue (`/productos?producto=<slug>`, its canonical address), when a
 * listed live page is the one whose 404 the product read decides (`notFoundUnless: 'product'`,
 * page-status.ts): the shell knows that page's views by that read, as it knows their 404.
 */
async function productViews(cms: CmsReader, pages: readonly LivePage[]): Promise<SitemapEntry[]> {
  if (!pages.some((page) => page.notFoundUnless === 'product' && page.sitemap === 'page')) return [];
  return entryUrls(await allEntries(cms, cmsCollections.products, ['slug']), 'slug', productPath);
}

/**
 * The live pages and one URL per entry of each collection a page record lists (every published
 * article and success case), and every published product's view. Throws when the CMS has nothing to say.
 */
export async function sitemapEntries(cms: CmsReader, pages: readonly LivePage[]): Promise<SitemapEntry[]> {
  const listed = pages.filter((page): page is ListedRoute => typeof page.sitemap === 'object');
  const entries = await Promise.all([
    ...listed.map(async (route) => {
      const { collection, field } = route.sitemap;
      const read = await allEntries(cms, collection, field === 'id' ? [] : [field]);
      return entryUrls(read, field, (value) => entryPath(route, value));
    }),
    productViews(cms, pages),
  ]);
  return [...staticSitemapPaths(pages).map((path) => ({ path })), ...entries.flat()];
}
