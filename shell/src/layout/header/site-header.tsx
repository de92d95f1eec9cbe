import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Link as RouterLink } from '@site/shared/router';
import { siteConfig } from '@site/shared/config';
import { NAV_HEIGHT } from '@site/shared/theme';
import { BrandLogo } from '@site/shared/ui/brand-logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { PortalButton } from './portal-button';

/** The fixed top bar; it gains a shadow as soon as the page is scrolled. */
export function SiteHeader() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={scrolled ? 4 : 0}
      data-scrolled={scrolled}
      sx={{ bgcolor: 'surface.header', transition: 'box-shadow 200ms ease' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: NAV_HEIGHT }, gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${siteConfig.brandName}: ir al inicio`}
            sx={{ display: 'inline-flex', textDecoration: 'none', mr: 'auto' }}
          >
            <BrandLogo />
          </Box>
          <DesktopNav />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <PortalButton />
          </Box>
          <MobileMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
