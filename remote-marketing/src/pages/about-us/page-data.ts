import { partnersQuery, teamMembersQuery, type PageData } from '@site/shared/cms';

/** What the server reads for the page's first view: the team and the partners (the browser does not read them again). */
export const pageData: PageData = () => [teamMembersQuery, partnersQuery];
