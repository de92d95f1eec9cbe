import useSWR from 'swr';
import { cmsSingleTypes } from './cms-resources';
import type { PrivacyPolicy } from './cms-types';

/** The swr key of the privacy policy (privacyPolicyQuery), apart so a form imports no more than this. */
export const PRIVACY_POLICY_KEY = `cms:/${cmsSingleTypes.privacyPolicy}`;

/**
 * The privacy policy the server read for this page (its `pageData`), or null: the forms record its
 * version with what the person sends. Never read by the browser (every visitor would pay a request
 * for one hidden field): without it, the site's server stamps the version it reads itself.
 */
export function useServedPrivacyPolicy(): PrivacyPolicy | null {
  const { data } = useSWR<PrivacyPolicy | null>(PRIVACY_POLICY_KEY, null, { revalidateOnFocus: false, revalidateIfStale: false });
  return data ?? null;
}
