import useSWR from 'swr';
import type { SiteSettings } from './cms-types';

/** The swr key of the site's settings (siteSettingsQuery), apart so the shell's layout imports no more than this. */
export const SITE_SETTINGS_KEY = 'cms:/site-setting';

/**
 * The site's settings the server read for this page (the layout shows them on every page), or
 * null when it had none (the CMS down with nothing kept, or nothing published). Never read by the
 * browser: the footer would otherwise cost every visitor the data client and a request, and
 * change after hydration; the site's own configuration stands in (config/contact-details.ts).
 */
export function useSiteSettings(): SiteSettings | null {
  const { data } = useSWR<SiteSettings | null>(SITE_SETTINGS_KEY, null, { revalidateOnFocus: false, revalidateIfStale: false });
  return data ?? null;
}
