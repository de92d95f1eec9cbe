import type { SiteSettings } from '../cms/cms-types';
import { contactDetailsOf } from './contact-details';
import { siteConfig } from './site-config';

const none: SiteSettings = { contactEmail: null, address: null, whatsappUrl: null, customerPortalUrl: null, socialLinks: [] };

describe('contactDetailsOf', () => {
  it("is the site's configuration when the CMS had no settings (down with nothing kept, or none published)", () => {
    expect(contactDetailsOf(null)).toEqual({
      contactEmail: siteConfig.contactEmail,
      address: { street: siteConfig.address.street, locality: siteConfig.address.locality, city: siteConfig.address.city },
      whatsappUrl: siteConfig.whatsappUrl,
      customerPortalUrl: siteConfig.customerPortalUrl,
      social: siteConfig.social,
    });
    expect(contactDetailsOf(none)).toEqual(contactDetailsOf(null));
  });

  it("takes the editors' values field by field, each network with its own hover colour", () => {
    const details = contactDetailsOf({
      ...none,
      whatsappUrl: 'https://wa.me/56912345678',
      socialLinks: [{ network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@empresa' }],
    });
    expect(details.whatsappUrl).toBe('https://wa.me/56912345678');
    expect(details.customerPortalUrl).toBe(siteConfig.customerPortalUrl);
    expect(details.social).toEqual([{ network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@empresa', hoverColor: 'social.youtube' }]);
  });

  it("writes the configured e-mail network to the CMS's contact e-mail when the CMS lists no networks", () => {
    const details = contactDetailsOf({ ...none, contactEmail: 'ventas@empresa.cl' });
    expect(details.contactEmail).toBe('ventas@empresa.cl');
    expect(details.social.find((link) => link.network === 'email')?.href).toBe('mailto:ventas@empresa.cl');
    expect(details.social.filter((link) => link.network !== 'email')).toEqual(siteConfig.social.filter((link) => link.network !== 'email'));
  });
});
