import { siteConfig } from '@site/shared/config';
import type { CmsCollection } from '@site/shared/cms/content-api-contract';
import { articlePath, paths, successCasePath } from '@site/shared/routes';
import { routeTable } from '@site/shared/route-table';
import type { CmsReader } from './cms-reader';
import { noindexPaths } from './page-status';

export interface SitemapEntry {
  /** Path on the site, e.g. /blog/mi-articulo. */
  path: string;
  /** Last change, from the content service (ISO 8601). */
  lastModified?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** The routes of the route table a crawler should index: no parameters, no noindex page, / once. */
export function staticSitemapPaths(): string[] {
  return routeTable
    .map((route) => route.path)
    .filter((path) => !path.includes(':') && !noindexPaths.has(path) && path !== paths.home);
}

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string = siteConfig.websiteUrl): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(new URL(path, siteUrl).href)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string = siteConfig.websiteUrl): string {
  const disallowed = [...noindexPaths].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}

const PAGE_SIZE = 100;

/** Every entry of a collection, a page at a time, with only the fields the sitemap needs. */
async function allEntries(cms: CmsReader, collection: CmsCollection, field: string): Promise<Array<Record<string, unknown>>> {
  const entries: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page += 1) {
    const answer = await cms.read(collection, {
      'fields[0]': field,
      'fields[1]': 'updatedAt',
      'pagination[page]': String(page),
      'pagination[pageSize]': String(PAGE_SIZE),
    });
    entries.push(...answer.data);
    if (page >= answer.pageCount) return entries;
  }
}

const lastModifiedOf = (entry: Record<string, unknown>): string | undefined =>
  typeof entry.updatedAt === 'string' ? entry.updatedAt : undefined;

/** The site's pages and every published article and success case. Throws when the CMS has nothing to say. */
export async function sitemapEntries(cms: CmsReader): Promise<SitemapEntry[]> {
  const [articles, cases] = await Promise.all([allEntries(cms, 'articles', 'slug'), allEntries(cms, 'cases', 'title')]);
  return [
    ...staticSitemapPaths().map((path) => ({ path })),
    ...articles
      .filter((article) => typeof article.slug === 'string' && article.slug !== '')
      .map((article) => ({ path: articlePath(String(article.slug)), lastModified: lastModifiedOf(article) })),
    ...cases
      .filter((entry) => typeof entry.id === 'number')
      .map((entry) => ({ path: successCasePath(Number(entry.id)), lastModified: lastModifiedOf(entry) })),
  ];
}
