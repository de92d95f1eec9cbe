import type { Article } from '@site/shared/cms';
import { inCategory } from '../../components/category-match';

export interface BlogListing {
  /** The first article marked featured: shown whatever the filter (SPEC §4). */
  featured: Article | null;
  /** The other articles in the selected category, in the CMS's order. */
  others: Article[];
}

export function splitArticles(articles: Article[], category: string | null): BlogListing {
  const featured = articles.find((article) => article.featured) ?? null;
  return {
    featured,
    others: articles.filter((article) => article !== featured && inCategory(article, category)),
  };
}
