import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { SiteSettings } from '@site/shared/cms';
import { SITE_SETTINGS_KEY } from '@site/shared/cms/site-settings';
import { siteConfig } from '@site/shared/config';
import { MemoryRouter } from '@site/shared/router';
import { theme } from '@site/shared/theme';
import { SiteNavigationContext } from '../navigation/site-navigation';
import { checkoutNavigation } from '../../../../jest/checkout-pages';
import { PortalButton } from '../header/portal-button';
import { WhatsAppButton } from '../whatsapp-button';
import { SiteFooter } from './site-footer';

const settings: SiteSettings = {
  contactEmail: 'ventas@empresa.cl',
  address: { street: 'Av. Apoquindo 3000, piso 8', locality: 'Las Condes', city: 'Santiago de Chile' },
  whatsappUrl: 'https://wa.me/56912345678',
  customerPortalUrl: 'https://portal.empresa.cl/',
  socialLinks: [
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/empresa' },
    { network: 'email', label: 'Correo electrónico', href: 'mailto:ventas@empresa.cl' },
  ],
};

/** The layout's pieces with what the server read for the page (the swr fallback); the browser never fetches them. */
function Layout({ data }: { data: Record<string, unknown> }): ReactNode {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ fallback: data, fetcher: () => Promise.reject(new Error('no debe leer'))}}>
        <SiteNavigationContext value={checkoutNavigation()}>
          <MemoryRouter>
            <PortalButton />
            <SiteFooter />
            <WhatsAppButton />
          </MemoryRouter>
        </SiteNavigationContext>
      </SWRConfig>
    </ThemeProvider>
  );
}

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

it("shows the editors' contact details: e-mail, address, networks, WhatsApp and the portal", () => {
  render(<Layout data={{ [SITE_SETTINGS_KEY]: settings }} />);
  const contact = screen.getByRole('contentinfo').querySelector('address') as HTMLElement;
  expect(within(contact).getByRole('link', { name: 'ventas@empresa.cl' })).toHaveAttribute('href', 'mailto:ventas@empresa.cl');
  expect(contact).toHaveTextContent('Av. Apoquindo 3000, piso 8, Las Condes, Santiago de Chile');
  expect(hrefOf(/LinkedIn/)).toBe('https://www.linkedin.com/company/empresa');
  expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
  expect(hrefOf(/WhatsApp/)).toBe('https://wa.me/56912345678');
  expect(hrefOf(/Portal Clientes/)).toBe('https://portal.empresa.cl/');
});

it("shows the site's configuration when the server had no settings (the CMS down with nothing kept), so no page loses its footer", () => {
  render(<Layout data={{}} />);
  const contact = screen.getByRole('contentinfo').querySelector('address') as HTMLElement;
  expect(within(contact).getByRole('link', { name: siteConfig.contactEmail })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
  expect(contact).toHaveTextContent(`${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.city}`);
  for (const link of siteConfig.social) expect(hrefOf(new RegExp(link.label))).toBe(link.href);
  expect(hrefOf(/WhatsApp/)).toBe(siteConfig.whatsappUrl);
  expect(hrefOf(/Portal Clientes/)).toBe(siteConfig.customerPortalUrl);
});

it('keeps the address whole without a comuna', () => {
  render(<Layout data={{ [SITE_SETTINGS_KEY]: { ...settings, address: { street: 'Calle Larga 10', locality: null, city: 'Valparaíso' } } }} />);
  expect(screen.getByRole('contentinfo').querySelector('address')).toHaveTextContent('Calle Larga 10, Valparaíso');
});

it('links every page to the privacy policy', () => {
  render(<Layout data={{}} />);
  const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Política de privacidad' });
  expect(link).toHaveAttribute('href', '/privacidad');
});
