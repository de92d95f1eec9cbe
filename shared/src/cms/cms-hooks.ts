import useSWR from 'swr';
import {
  fetchArticles,
  fetchCaseById,
  fetchCases,
  fetchCategories,
  fetchMaterials,
  fetchProductCategories,
  fetchProducts,
} from './cms-api';
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

function useCmsList<T>(key: string, fetcher: () => Promise<T[]>): CmsList<T> {
  const { data, error, isLoading } = useSWR<T[], unknown>(key, fetcher, options);
  return { items: data ?? EMPTY, isLoading: isLoading && data === undefined, failed: error !== undefined && data === undefined };
}

export const useArticles = (): CmsList<Article> => useCmsList('cms:/articles', fetchArticles);
export const useCategories = (): CmsList<Category> => useCmsList('cms:/categories', fetchCategories);
export const useCases = (): CmsList<SuccessCase> => useCmsList('cms:/cases', fetchCases);
export const useMaterials = (): CmsList<Material> => useCmsList('cms:/materiales', fetchMaterials);
export const useProductCategories = (): CmsList<ProductCategory> =>
  useCmsList('cms:/product-categories', fetchProductCategories);
export const useProducts = (): CmsList<Product> => useCmsList('cms:/products', fetchProducts);

/**
 * One case by id (SPEC §4: used when the list did not pass it along). Pass
 * `null` to skip the call.
 */
export function useCaseById(id: number | null): CmsItem<SuccessCase> {
  const { data, error, isLoading } = useSWR<SuccessCase | null, unknown>(
    id === null ? null : `cms:/cases?id=${id}`,
    () => fetchCaseById(id ?? 0),
    options,
  );
  return { item: data ?? null, isLoading: isLoading && data === undefined, failed: error !== undefined && data === undefined };
}
