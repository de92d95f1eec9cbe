import Box from '@mui/material/Box';
import { memo, type ReactNode } from 'react';
import { Outlet } from '@site/shared/router';
import { NAV_HEIGHT } from '@site/shared/theme';
import { StaticContent } from '@site/shared/ui/static-content';
import { useSiteNavigation } from './navigation/site-navigation';
import { PreviewBar } from './preview-bar';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ScrollToTop } from './scroll-to-top';
import { WhatsAppButton } from './whatsapp-button';

// They take no props: memo keeps a change of the query string alone (typing in
// the catalogue's search, for one) from re-rendering them. The menus that
// follow the URL read it themselves.
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
const FloatingButton = memo(WhatsAppButton);

/** Header, page and footer: every route renders inside this. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { preview } = useSiteNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header />
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
      {/* Links only, the same on every page: hydration adopts them as the server drew them, for good. The button is on every first screen. */}
      <StaticContent changesWith="nothing">
        <Footer />
      </StaticContent>
      <StaticContent onFirstScreen changesWith="nothing">
        <FloatingButton />
      </StaticContent>
      {preview && (
        <>
          {/* React hoists it into the head: a preview is never indexed, whatever a crawler was sent. */}
          <meta name="robots" content="noindex" />
          <PreviewBar />
        </>
      )}
    </Box>
  );
}
