import { teamMembersQuery, type PageData } from '@site/shared/cms';

/** The team, read by the server for the first view (the browser does not read it again). */
export const pageData: PageData = () => [teamMembersQuery];
