import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { theme } from '@site/shared/theme';
import { SiteDocument } from './document';
import { SiteRoutes } from './routes/site-routes';
import { SitePagesContext, type SitePages } from './site-pages/site-pages';

/**
 * One theme, one router and one swr cache for the shell and every remote. The
 * router is the caller's: the browser's history, or the server's request URL.
 */
export function App({
  router: Router,
  cmsData = {},
  site,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  /** What the server read from the CMS for the first view, by swr key: not read again. */
  cmsData?: Record<string, unknown>;
  /** The routes and menus of the visitor's live releases. */
  site: SitePages;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ revalidateOnFocus: false, fallback: cmsData }}>
        <SitePagesContext value={site}>
          <Router>
            <SiteDocument>
              <SiteRoutes />
            </SiteDocument>
          </Router>
        </SitePagesContext>
      </SWRConfig>
    </ThemeProvider>
  );
}
