import useSWR from 'swr';
import { runCmsQuery } from './cms-api';
import {
  articlesQuery,
  caseByIdQuery,
  casesQuery,
  categoriesQuery,
  materialsQuery,
  productCategoriesQuery,
  productsQuery,
  type CmsQuery,
} from './cms-queries';
import type { Article, Category, Material, Product, ProductCategory, SuccessCase } from './cms-types';

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
}

const EMPTY: never[] = [];

// Content changes when editors publish, not while a visitor reads: one fetch
// per page view is enough, and a failing CMS is asked again only twice.
const options = { revalidateOnFocus: false, revalidateIfStale: false, errorRetryCount: 2 } as const;

function useCmsList<T>(query: CmsQuery<T[]>): CmsList<T> {
  const { data, error, isLoading } = useSWR<T[], unknown>(query.key, () => runCmsQuery(query), options);
  return { items: data ?? EMPTY, isLoading: isLoading && data === undefined, failed: error !== undefined && data === undefined };
}

export const useArticles = (): CmsList<Article> => useCmsList(articlesQuery);
export const useCategories = (): CmsList<Category> => useCmsList(categoriesQuery);
export const useCases = (): CmsList<SuccessCase> => useCmsList(casesQuery);
export const useMaterials = (): CmsList<Material> => useCmsList(materialsQuery);
export const useProductCategories = (): CmsList<ProductCategory> => useCmsList(productCategoriesQuery);
export const useProducts = (): CmsList<Product> => useCmsList(productsQuery);

/**
 * One case by id (SPEC §4: used when the list did not pass it along). Pass
 * `null` to skip the call.
 */
export function useCaseById(id: number | null): CmsItem<SuccessCase> {
  const query = caseByIdQuery(id ?? 0);
  const { data, error, isLoading } = useSWR<SuccessCase | null, unknown>(
    id === null ? null : query.key,
    () => runCmsQuery(query),
    options,
  );
  return { item: data ?? null, isLoading: isLoading && data === undefined, failed: error !== undefined && data === undefined };
}
