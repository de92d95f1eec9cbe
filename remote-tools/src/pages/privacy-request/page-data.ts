import type { CmsQuery, PageData, PrivacyPolicy } from '@site/shared/cms';
import { privacyPolicyQuery } from '@site/shared/cms/privacy-policy';

/** Optional: the request form stands without the policy (the CMS down); the site's contact e-mail stands in. */
const optionalPolicy: CmsQuery<PrivacyPolicy | null> = { ...privacyPolicyQuery, optional: true };

/** The privacy policy, read by the server for the privacy e-mail and the answer's deadline the page names. */
export const pageData: PageData = () => [optionalPolicy];
