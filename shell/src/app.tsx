import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { theme } from '@site/shared/theme';
import { SiteDocument } from './document';
import { SiteRoutes } from './routes/site-routes';
import { SiteNavigationContext, type SiteNavigation } from './layout/navigation/site-navigation';

/**
 * One theme, one router and one swr cache for the shell and every remote. The
 * router is the caller's: the browser's history, or the server's request URL.
 */
export function App({
  router: Router,
  cmsData = {},
  navigation,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  /** What the server read from the CMS for the first view, by swr key: not read again. */
  cmsData?: Record<string, unknown>;
  /** The routes and menus of the visitor's live releases. */
  navigation: SiteNavigation;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ revalidateOnFocus: false, fallback: cmsData }}>
        <SiteNavigationContext value={navigation}>
          <Router>
            <SiteDocument>
              <SiteRoutes />
            </SiteDocument>
          </Router>
        </SiteNavigationContext>
      </SWRConfig>
    </ThemeProvider>
  );
}
