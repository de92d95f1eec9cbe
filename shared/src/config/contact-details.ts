import type { SiteSettings } from '../cms/cms-types';
import { siteConfig, type PostalAddress, type SiteConfig, type SocialLink } from './site-config';

/** What the layout shows to reach the company: the footer's contact block and networks, the WhatsApp and portal links. */
export interface ContactDetails {
  contactEmail: string;
  address: Pick<PostalAddress, 'street' | 'city'> & { locality: string | null };
  whatsappUrl: string;
  customerPortalUrl: string;
  social: SocialLink[];
}

/**
 * The editors' settings from the CMS, field by field, over the site's configuration (SITE_*
 * variables at build time): whatever the CMS has no usable value for (or all of it, when the CMS
 * was down with nothing kept) shows as the site showed it before the settings moved to the CMS.
 */
export function contactDetailsOf(settings: SiteSettings | null, fallback: SiteConfig = siteConfig): ContactDetails {
  const contactEmail = settings?.contactEmail ?? fallback.contactEmail;
  const social: SocialLink[] =
    settings && settings.socialLinks.length > 0
      ? settings.socialLinks.map(({ network, label, href }) => ({ network, label, href, hoverColor: `social.${network}` }))
      : // The configured networks; their e-mail link writes to the address shown beside it.
        fallback.social.map((link) => (link.network === 'email' ? { ...link, href: `mailto:${contactEmail}` } : link));
  return {
    contactEmail,
    address: settings?.address ?? { street: fallback.address.street, locality: fallback.address.locality, city: fallback.address.city },
    whatsappUrl: settings?.whatsappUrl ?? fallback.whatsappUrl,
    customerPortalUrl: settings?.customerPortalUrl ?? fallback.customerPortalUrl,
    social,
  };
}
