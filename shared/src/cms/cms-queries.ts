import { cmsCollections, cmsSingleTypes, type CmsCollection, type CmsResource } from './cms-resources';
import type { CmsQueryParam } from './content-api-contract';
import type { Article, ArticleSummary, Category, Material, Product, ProductCategory, SuccessCase, TeamMember } from './cms-types';
import type { CmsListMeta } from './list-meta';
import {
  mapArticle,
  mapArticleSummary,
  mapCategory,
  mapMaterial,
  mapProduct,
  mapProductCategory,
  mapSuccessCase,
  mapTeamMember,
} from './map-entities';
import { mapClientLogo, mapPartner, mapSiteSettings } from './map-site-content';
import { mapMarketingPage, mapPageIndexEntry } from './map-pages';
import { SITE_SETTINGS_KEY } from './site-settings';
import type { JsonRecord } from './read-fields';
import type { ClientLogo, MarketingPageEntry, PageIndexEntry, Partner, SiteSettings } from './cms-types';

/**
 * One read of the content service, described once: the swr key the page's
 * hook uses, the collection and query parameters (within the server's
 * allowlist), and how the items of `data.data` become the page's typed data.
 * The browser runs it through the site's /api; the server runs it itself to
 * render the page and hands the result to swr as fallback data, so the
 * browser does not fetch it again.
 */
export interface CmsQuery<T> {
  key: string;
  /**
   * A collection, or a single type (its one entry is read as a list of one, none while unpublished),
   * by its Strapi API name: the shared ones (cms-resources.ts) or a remote's own.
   */
  collection: CmsResource;
  /** Within what the page's record declares (`cmsReads` in its remote's pages.mjs), or the proxy refuses it. */
  params: Partial<Record<CmsQueryParam, string>>;
  select: (items: JsonRecord[], meta: CmsListMeta) => T;
  /**
   * The page stands without it (a band that is left out, as the client logos): when the server
   * cannot read it, the page still answers 200 and may be kept, and the browser reads it again.
   */
  optional?: true;
  /**
   * The reads this one's answer asks for (the team, the client logos… of the blocks a page is made
   * of): the server runs them right after it, for the same first view; the browser's hooks read
   * them by their own keys. A method, so a query of any answer stays a CmsQuery<unknown>.
   */
  followUps?(result: T): Array<CmsQuery<unknown>>;
}

/** A query's parameters as the plain record both the browser's client and the server send. */
export function queryParamsOf(query: CmsQuery<unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query.params)) if (value !== undefined) params[name] = value;
  return params;
}

function mapAll<T>(map: (item: JsonRecord) => T | null): (items: JsonRecord[]) => T[] {
  return (items) => items.map(map).filter((item): item is T => item !== null);
}

/** A collection's every item, mapped, under the key `cms:/<collection>`: the lists read whole. */
function wholeCollectionQuery<T>(
  collection: CmsCollection,
  params: CmsQuery<T[]>['params'],
  map: (item: JsonRecord) => T | null,
): CmsQuery<T[]> {
  return { key: `cms:/${collection}`, collection, params, select: mapAll(map) };
}

// Strapi's `populate=*` fills every relation, component and media field one level deep, which is all
// cases, materials and products have.
const populateAll = { populate: '*' } as const;

/** An article's relations and media: its author's avatar sits in a component, below what `*` reaches. */
const articlePopulate = {
  'populate[categories]': 'true',
  'populate[cover]': 'true',
  'populate[author][populate][0]': 'avatar',
} as const;

/** The fields, relations and media an article card shows (no Markdown body). */
const articleCardParams = {
  'fields[0]': 'title',
  'fields[1]': 'slug',
  'fields[2]': 'description',
  'fields[3]': 'featured',
  ...articlePopulate,
} as const;

/** Article cards per page of the blog; the grid shows two columns of them. */
export const BLOG_PAGE_SIZE = 12;

/** A page of article cards, with how many pages and articles there are. */
export interface ArticlePage {
  articles: ArticleSummary[];
  pageCount: number;
  total: number;
}

/**
 * A page of the blog's article cards, in the CMS's order, in one category
 * (by name, SPEC §4) or all of them when `category` is null.
 */
export const articlesPageQuery = (page: number, category: string | null = null): CmsQuery<ArticlePage> => ({
  key: `cms:/articles?page=${page}${category === null ? '' : `&category=${encodeURIComponent(category)}`}`,
  collection: cmsCollections.articles,
  params: {
    ...articleCardParams,
    ...(category === null ? {} : { 'filters[categories][name][$eq]': category }),
    'pagination[page]': String(page),
    'pagination[pageSize]': String(BLOG_PAGE_SIZE),
  },
  select: (items, meta) => ({ articles: mapAll(mapArticleSummary)(items), ...meta }),
});

/** The blog's featured article: the first one marked featured (SPEC §4), or null. */
export const featuredArticleQuery: CmsQuery<ArticleSummary | null> = {
  key: 'cms:/articles?featured',
  collection: cmsCollections.articles,
  params: { ...articleCardParams, 'filters[featured][$eq]': 'true', 'pagination[page]': '1', 'pagination[pageSize]': '1' },
  select: (items) => mapAll(mapArticleSummary)(items)[0] ?? null,
};

/** The article with this slug, whole, or null when there is none (SPEC §2.15). */
export const articleBySlugQuery = (slug: string): CmsQuery<Article | null> => ({
  key: `cms:/articles?slug=${encodeURIComponent(slug)}`,
  collection: cmsCollections.articles,
  params: { 'filters[slug][$eq]': slug, ...articlePopulate },
  select: (items) => mapAll(mapArticle)(items)[0] ?? null,
});

export const categoriesQuery: CmsQuery<Category[]> = wholeCollectionQuery(cmsCollections.categories, {}, mapCategory);

export const casesQuery: CmsQuery<SuccessCase[]> = wholeCollectionQuery(cmsCollections.cases, populateAll, mapSuccessCase);

/** The case with this id, or null when there is none (SPEC §7: first item of data.data). */
export const caseByIdQuery = (id: number): CmsQuery<SuccessCase | null> => ({
  key: `cms:/cases?id=${id}`,
  collection: cmsCollections.cases,
  params: { 'filters[id][$eq]': String(id), ...populateAll },
  select: (items) => mapAll(mapSuccessCase)(items)[0] ?? null,
});

export const materialsQuery: CmsQuery<Material[]> = wholeCollectionQuery(cmsCollections.materials, populateAll, mapMaterial);

export const productCategoriesQuery: CmsQuery<ProductCategory[]> = wholeCollectionQuery(
  cmsCollections.productCategories,
  {},
  mapProductCategory,
);

export const productsQuery: CmsQuery<Product[]> = wholeCollectionQuery(cmsCollections.products, populateAll, mapProduct);

/** The team, in the editors' order (the CMS sorts it by its `order` field): about us and the signatures. */
export const teamMembersQuery: CmsQuery<TeamMember[]> = wholeCollectionQuery(cmsCollections.teamMembers, populateAll, mapTeamMember);

/** The home's client logos, in the editors' order (SPEC §2.4). */
export const clientLogosQuery: CmsQuery<ClientLogo[]> = {
  ...wholeCollectionQuery(cmsCollections.clients, populateAll, mapClientLogo),
  optional: true,
};

/** About us's partners, in the editors' order (SPEC §2.18). */
export const partnersQuery: CmsQuery<Partner[]> = { ...wholeCollectionQuery(cmsCollections.partners, populateAll, mapPartner), optional: true };

/**
 * The site's settings (contact block, social links, WhatsApp and portal links), or null while none
 * is published. The shell's server reads it with every page it renders (the layout shows it).
 */
export const siteSettingsQuery: CmsQuery<SiteSettings | null> = {
  key: SITE_SETTINGS_KEY,
  collection: cmsSingleTypes.siteSettings,
  params: populateAll,
  select: (items) => (items[0] ? mapSiteSettings(items[0]) : null),
};

/**
 * The published privacy policy with its sections, or null while none is published (or it lacks its
 * version, date, responsible company or e-mail): /privacidad, and the version the forms record.
 */
// Defined beside its mapping: the forms import it alone, without every other query (the tools remote's weight).
export { privacyPolicyQuery } from './privacy-policy';


/**
 * The marketing page at this path (`/`, `/servicios/asistente-ia`), with its SEO and its blocks in
 * order, or null when none is published there.
 */
export const pageByPathQuery = (path: string): CmsQuery<MarketingPageEntry | null> => ({
  key: `cms:/pages${path}`,
  collection: cmsCollections.pages,
  // Whole: its SEO and every block with the media and components in it (the CMS spells it out).
  params: { 'filters[path][$eq]': path, populate: 'pagina' },
  select: (items) => mapAll(mapMarketingPage)(items)[0] ?? null,
});

/** How many marketing pages the index reads: all of them, in one page of the CMS's largest size. */
export const PAGES_INDEX_SIZE = 100;

/**
 * Every published marketing page's path, title, whether search engines may list it, and menu entries:
 * what the shell composes its routes, menus and sitemap from.
 */
export const pagesIndexQuery: CmsQuery<PageIndexEntry[]> = {
  key: 'cms:/pages?index',
  collection: cmsCollections.pages,
  params: {
    'fields[0]': 'path',
    'fields[1]': 'title',
    'populate[seo]': 'true',
    'populate[menus]': 'true',
    'pagination[page]': '1',
    'pagination[pageSize]': String(PAGES_INDEX_SIZE),
  },
  select: mapAll(mapPageIndexEntry),
};

/** What a page module of a remote may declare: the reads its first view needs, for the server to run. */
export interface PageDataRequest {
  /** The route's parameters (`/casos-exito/:id` → `{ id }`). */
  params: Record<string, string>;
  search: URLSearchParams;
  /** The page's pathname as requested (`/servicios/asistente-ia`): a page read by its path. */
  path: string;
}
export type PageData = (request: PageDataRequest) => Array<CmsQuery<unknown>>;
