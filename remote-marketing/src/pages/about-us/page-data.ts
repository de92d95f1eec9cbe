import { partnersQuery, teamMembersQuery, type PageData } from '@site/shared/cms';

/**
 * What the server reads for the page's first view: the team and the partners (the browser does not
 * read them again). Both are optional here: their bands are left out when there is nothing to show,
 * so a CMS that cannot answer neither makes about us 503 nor keeps it from the page cache.
 */
export const pageData: PageData = () => [{ ...teamMembersQuery, optional: true }, partnersQuery];
