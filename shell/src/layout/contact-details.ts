import { useMemo } from 'react';
import { useSiteSettings } from '@site/shared/cms/site-settings';
import { contactDetailsOf, type ContactDetails } from '@site/shared/config/contact-details';

/**
 * The contact details the layout shows (footer, portal link, WhatsApp button): the editors'
 * settings the server read for this page, over the site's configuration.
 */
export function useContactDetails(): ContactDetails {
  const settings = useSiteSettings();
  return useMemo(() => contactDetailsOf(settings), [settings]);
}
