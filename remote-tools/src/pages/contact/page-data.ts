import type { CmsQuery, PageData, PrivacyPolicy } from '@site/shared/cms';
import { privacyPolicyQuery } from '@site/shared/cms/privacy-policy';

/** Optional: the contact page stands without the policy (the CMS down), the form is the site's reason to exist. */
const optionalPolicy: CmsQuery<PrivacyPolicy | null> = { ...privacyPolicyQuery, optional: true };

/**
 * The privacy policy, read by the server for the form's hidden version (the browser does not read
 * it again). Without it the form still works, and the server stamps the version it reads.
 */
export const pageData: PageData = () => [optionalPolicy];
