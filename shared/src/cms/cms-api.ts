import { getCollection } from './cms-client';
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

/** Runs a query through the site's /api (the browser's way; the server runs queries itself). */
export async function runCmsQuery<T>(query: CmsQuery<T>): Promise<T> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query.params)) if (value !== undefined) params[name] = value;
  return query.select(await getCollection(`/${query.collection}`, params));
}

// One typed fetcher per call of SPEC §7.
export const fetchArticles = (): Promise<Article[]> => runCmsQuery(articlesQuery);
export const fetchCategories = (): Promise<Category[]> => runCmsQuery(categoriesQuery);
export const fetchCases = (): Promise<SuccessCase[]> => runCmsQuery(casesQuery);
/** The case with this id, or null when there is none (SPEC §7: first item of data.data). */
export const fetchCaseById = (id: number): Promise<SuccessCase | null> => runCmsQuery(caseByIdQuery(id));
export const fetchMaterials = (): Promise<Material[]> => runCmsQuery(materialsQuery);
export const fetchProductCategories = (): Promise<ProductCategory[]> => runCmsQuery(productCategoriesQuery);
export const fetchProducts = (): Promise<Product[]> => runCmsQuery(productsQuery);
