import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from '@site/shared/router';
import { NAV_HEIGHT } from '@site/shared/theme';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ScrollToTop } from './scroll-to-top';
import { WhatsAppButton } from './whatsapp-button';

/** Header, page and footer: every route renders inside this. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <SiteHeader />
      {/* Spacer that keeps content clear of the fixed bar. */}
      <Box aria-hidden sx={{ height: NAV_HEIGHT, flexShrink: 0 }} />
      {/* At least a screen tall, so the footer never shows while a page loads and then jumps away. */}
      <Box
        component="main"
        id="contenido"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: `calc(100vh - ${NAV_HEIGHT}px)`, outline: 'none' }}
      >
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
      <WhatsAppButton />
    </Box>
  );
}
