import { articlesPageQuery, categoriesQuery, featuredArticleQuery, type PageData } from '@site/shared/cms';
import { pageOf } from './blog-listing';

/**
 * What the server reads for the first view (then handed to swr, so the
 * browser does not read it again): the categories, the featured article and
 * the page of cards the address names.
 */
export const pageData: PageData = ({ search }) => [categoriesQuery, featuredArticleQuery, articlesPageQuery(pageOf(search))];
