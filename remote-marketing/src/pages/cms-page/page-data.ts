import { pageByPathQuery, type PageData } from '@site/shared/cms';
import { cmsPagePathOf } from './cms-page-path';

/** What the server reads for the page's first view: the page at the requested path, with every block. */
export const pageData: PageData = ({ path }) => {
  const page = cmsPagePathOf(path);
  return page === null ? [] : [pageByPathQuery(page)];
};
