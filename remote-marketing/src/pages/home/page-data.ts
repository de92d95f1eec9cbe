import { clientLogosQuery, type PageData } from '@site/shared/cms';

/** What the server reads for the page's first view: the client logos (the browser does not read them again). */
export const pageData: PageData = () => [clientLogosQuery];
