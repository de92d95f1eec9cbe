import { getCollection } from './cms-client';
import { cmsCollections, type CmsCollection } from './content-api-contract';
import type { Article, Category, Material, Product, ProductCategory, SuccessCase } from './cms-types';
import {
  mapArticle,
  mapCategory,
  mapMaterial,
  mapProduct,
  mapProductCategory,
  mapSuccessCase,
} from './map-entities';
import type { JsonRecord } from './read-fields';

// One typed fetcher per call of SPEC §7. Strapi's `populate=*` fills every
// relation and component one level deep, which is all these types have.
const populateAll = { populate: '*' } as const;
const pathOf = (collection: CmsCollection): string => `/${collection}`;

function mapAll<T>(items: JsonRecord[], map: (item: JsonRecord) => T | null): T[] {
  return items.map(map).filter((item): item is T => item !== null);
}

export const fetchArticles = async (): Promise<Article[]> =>
  mapAll(await getCollection(pathOf(cmsCollections.articles), populateAll), mapArticle);

export const fetchCategories = async (): Promise<Category[]> =>
  mapAll(await getCollection(pathOf(cmsCollections.categories)), mapCategory);

export const fetchCases = async (): Promise<SuccessCase[]> =>
  mapAll(await getCollection(pathOf(cmsCollections.cases), populateAll), mapSuccessCase);

/** The case with this id, or null when there is none (SPEC §7: first item of data.data). */
export const fetchCaseById = async (id: number): Promise<SuccessCase | null> =>
  mapAll(await getCollection(pathOf(cmsCollections.cases), { 'filters[id][$eq]': id, ...populateAll }), mapSuccessCase)[0] ?? null;

export const fetchMaterials = async (): Promise<Material[]> =>
  mapAll(await getCollection(pathOf(cmsCollections.materials), populateAll), mapMaterial);

export const fetchProductCategories = async (): Promise<ProductCategory[]> =>
  mapAll(await getCollection(pathOf(cmsCollections.productCategories)), mapProductCategory);

export const fetchProducts = async (): Promise<Product[]> =>
  mapAll(await getCollection(pathOf(cmsCollections.products), populateAll), mapProduct);
