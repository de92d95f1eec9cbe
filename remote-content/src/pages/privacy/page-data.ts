import { privacyPolicyQuery, type PageData } from '@site/shared/cms';

/** What the server reads for the first view (then handed to swr, so the browser does not read it again). */
export const pageData: PageData = () => [privacyPolicyQuery];
