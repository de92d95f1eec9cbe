import { articlesPageQuery, categoriesQuery, featuredArticleQuery, type Category, type PageData } from '@site/shared/cms';
import { categoryOfAddress, CATEGORY_PARAM } from '../../components/category-address';
import { categoryFilterOf, pageOf } from './blog-listing';

/**
 * What the server reads for the first view (then handed to swr, so the
 * browser does not read it again): the categories, the featured article and
 * the page of cards the address names, in its category. The CMS filters by a
 * category's name, which the address's slug gives only once the categories
 * are read: those cards are read right after them, under the key the page's
 * hook reads (the same category of the same list).
 */
export const pageData: PageData = ({ search }) => {
  const page = pageOf(search);
  if (!search.has(CATEGORY_PARAM)) return [categoriesQuery, featuredArticleQuery, articlesPageQuery(page)];
  return [
    {
      ...categoriesQuery,
      followUps: (categories: Category[]) => [
        articlesPageQuery(page, categoryFilterOf(categoryOfAddress(categories.map((category) => category.name), search))),
      ],
    },
    featuredArticleQuery,
  ];
};
