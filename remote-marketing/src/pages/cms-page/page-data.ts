import { pageByPathQuery, type PageData } from '@site/shared/cms';
import { blockReadsOf } from '../../blocks/block-reads';
import { cmsPagePathOf } from './cms-page-path';

/**
 * What the server reads for the page's first view: the page at the requested path, with every
 * block, then what its blocks show besides (the team, the partners, the client logos).
 */
export const pageData: PageData = ({ path }) => {
  const page = cmsPagePathOf(path);
  return page === null ? [] : [{ ...pageByPathQuery(page), followUps: blockReadsOf }];
};
