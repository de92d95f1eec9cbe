import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { pages } from '@standalone-remote/pages/pages.mjs';
import type { RemoteName } from '../federation/remote-modules';
import { exposesOf } from '../pages/page-records.mjs';
import { BrowserRouter, Link as RouterLink, Route, Routes } from '../router/router';
import { theme } from '../theme/theme';
import { LoadingState } from '../ui/content-states';

declare const __STANDALONE_REMOTE__: RemoteName;
declare global {
  interface ImportMeta {
    /** rspack's module context: the files under a folder, each loaded on demand. */
    webpackContext(
      request: string,
      options: { recursive: boolean; regExp: RegExp; mode: 'lazy' },
    ): (key: string) => Promise<unknown>;
  }
}

/**
 * The remote's exposed files, by their path under its src/ (`./pages/contact/contact-page.tsx`, or a
 * CMS page's folder index `./pages/blog/index.ts`), loaded on demand.
 */
const pageFiles = import.meta.webpackContext('@standalone-remote', {
  recursive: true,
  regExp: /^\.\/pages\/.*(-page\.tsx|\/index\.ts)$/,
  mode: 'lazy',
});

const remote = __STANDALONE_REMOTE__;

/** Each exposed page of this remote (its own records, src/pages/pages.mjs), as a lazily loaded component. */
const pageByModule = new Map(
  Object.entries(exposesOf(pages)).map(([name, file]) => [
    name,
    lazy(() => (pageFiles(file.replace(/^\.\/src\//, './')) as Promise<{ default: ComponentType }>)),
  ]),
);
const routes = pages;

function Nav() {
  return (
    <Box component="nav" aria-label="Páginas del remote" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 3, py: 1.5, bgcolor: 'grey.100' }}>
      <strong>remote-{remote}</strong>
      {routes
        .filter((route) => !route.path.includes(':'))
        .map((route) => (
          <Link key={route.path} component={RouterLink} to={route.path}>
            {route.path}
          </Link>
        ))}
    </Box>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Nav />
        <Suspense fallback={<LoadingState label="Cargando la página…" />}>
          <Routes>
            {routes.map((route) => {
              const Page = pageByModule.get(route.module);
              return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
            })}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
