import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { theme } from '@site/shared/theme';
import { siteRoutes } from './routes/site-routes';

const router = createBrowserRouter(siteRoutes);

/** One theme, one router and one swr cache for the shell and every remote. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ThemeProvider>
  );
}
