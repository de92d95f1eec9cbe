import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { BrowserRouter } from '@site/shared/router';
import { theme } from '@site/shared/theme';
import { SiteRoutes } from './routes/site-routes';

/** One theme, one router and one swr cache for the shell and every remote. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
