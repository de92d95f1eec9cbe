import { teamMembersQuery, type PageData } from '@site/shared/cms';

/** What the server reads for the page's first view: the team (the browser does not read it again). */
export const pageData: PageData = () => [teamMembersQuery];
