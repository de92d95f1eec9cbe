import useSWR, { useSWRConfig } from 'swr';
import { runCmsQuery } from './cms-api';
import {
  articleBySlugQuery,
  articlesPageQuery,
  caseByIdQuery,
  casesQuery,
  categoriesQuery,
  featuredArticleQuery,
  materialsQuery,
  productCategoriesQuery,
  productsQuery,
  teamMembersQuery,
  clientLogosQuery,
  partnersQuery,
  pageByPathQuery,
  privacyPolicyQuery,
  type ArticlePage,
  type CmsQuery,
} from './cms-queries';
import { failedOnServer } from './failed-reads';
import type { Article, ArticleSummary, Category, Material, Product, ProductCategory, SuccessCase, TeamMember } from './cms-types';
import type { ClientLogo, MarketingPageEntry, Partner, PrivacyPolicy } from './cms-types';

/**
 * A list from the content service as a page sees it. On failure (SPEC §8) the
 * list is empty and loading has ended, so the page shows its empty state;
 * `failed` is there for pages that want to say more.
 */
export interface CmsList<T> {
  items: T[];
  isLoading: boolean;
  failed: boolean;
}

export interface CmsItem<T> {
  item: T | null;
  isLoading: boolean;
  failed: boolean;
  /** Reads it again (a retry button after a failure). */
  retry: () => void;
}

const EMPTY: never[] = [];

// Content changes when editors publish, not while a visitor reads: one fetch
// per page view is enough, and a failing CMS is asked again only twice.
const options = { revalidateOnFocus: false, revalidateIfStale: false, errorRetryCount: 2 } as const;

/**
 * Whether a read counts as failed before the browser has tried it: the server
 * tried it for this page and could not answer (failed-reads.ts). Until the
 * browser's own read answers, the page shows the failure the server rendered.
 */
function useFailedOnServer(key: string | null): boolean {
  return failedOnServer(useSWRConfig().fallback, key);
}

function useCmsList<T>(query: CmsQuery<T[]>): CmsList<T> {
  const { data, error, isLoading } = useSWR<T[], unknown>(query.key, () => runCmsQuery(query), options);
  const serverFailed = useFailedOnServer(query.key);
  return {
    items: data ?? EMPTY,
    isLoading: isLoading && data === undefined && !serverFailed,
    failed: data === undefined && (error !== undefined || serverFailed),
  };
}

export const useCategories = (): CmsList<Category> => useCmsList(categoriesQuery);
export const useCases = (): CmsList<SuccessCase> => useCmsList(casesQuery);
export const useMaterials = (): CmsList<Material> => useCmsList(materialsQuery);
export const useProductCategories = (): CmsList<ProductCategory> => useCmsList(productCategoriesQuery);
export const useProducts = (): CmsList<Product> => useCmsList(productsQuery);
/** The team (about us, the e-mail signatures), in the editors' order. */
export const useTeamMembers = (): CmsList<TeamMember> => useCmsList(teamMembersQuery);
export const useClientLogos = (): CmsList<ClientLogo> => useCmsList(clientLogosQuery);
export const usePartners = (): CmsList<Partner> => useCmsList(partnersQuery);

/** One read that answers a single value (an entry, a page of a list); a null query skips the call. */
function useCmsItem<T>(query: CmsQuery<T | null> | null): CmsItem<T> {
  const { data, error, isLoading, mutate } = useSWR<T | null, unknown>(
    query?.key ?? null,
    () => (query ? runCmsQuery(query) : Promise.resolve(null)),
    options,
  );
  const serverFailed = useFailedOnServer(query?.key ?? null);
  return {
    item: data ?? null,
    isLoading: isLoading && data === undefined && !serverFailed,
    failed: data === undefined && (error !== undefined || serverFailed),
    retry: () => void mutate(),
  };
}

/** A page of the blog's article cards in a category (null: all). */
export const useArticlesPage = (page: number, category: string | null): CmsItem<ArticlePage> =>
  useCmsItem(articlesPageQuery(page, category));

/** The blog's featured article (SPEC §4), or null when none is marked. */
export const useFeaturedArticle = (): CmsItem<ArticleSummary> => useCmsItem(featuredArticleQuery);

/** The article with this slug (SPEC §2.15); pass null to skip the call. */
export const useArticleBySlug = (slug: string | null): CmsItem<Article> =>
  useCmsItem(slug === null ? null : articleBySlugQuery(slug));

/**
 * One case by id (SPEC §4: used when the list did not pass it along). Pass
 * `null` to skip the call.
 */
export const useCaseById = (id: number | null): CmsItem<SuccessCase> => useCmsItem(id === null ? null : caseByIdQuery(id));

/** The marketing page at this path (remote-marketing's CMS page), or null when none is published there; null skips the call. */
export const usePageByPath = (path: string | null): CmsItem<MarketingPageEntry> =>
  useCmsItem(path === null ? null : pageByPathQuery(path));

/** The published privacy policy (/privacidad, the forms' consent line), or null while none is published. */
export const usePrivacyPolicy = (): CmsItem<PrivacyPolicy> => useCmsItem(privacyPolicyQuery);
