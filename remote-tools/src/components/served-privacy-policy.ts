import useSWR from 'swr';
import type { PrivacyPolicy } from '@site/shared/cms';
import { privacyPolicyQuery } from '@site/shared/cms/privacy-policy';

/**
 * The privacy policy the server read for this page (its `pageData`), or null: the forms record its
 * version with what the person sends. Never read by the browser (every visitor would pay a request
 * for one hidden field): without it, the site's server stamps the version it reads itself.
 */
export function useServedPrivacyPolicy(): PrivacyPolicy | null {
  const { data } = useSWR<PrivacyPolicy | null>(privacyPolicyQuery.key, null, { revalidateOnFocus: false, revalidateIfStale: false });
  return data ?? null;
}
