import { Route, Routes } from '@site/shared/router';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { useSiteNavigation } from '../layout/navigation/site-navigation';

/**
 * Every route renders inside the layout; unknown paths get the designed 404. The routes are the
 * live releases' pages, as the server composed them for this visitor (no route is built in).
 */
export function SiteRoutes() {
  const { routes } = useSiteNavigation();
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routes.map(({ path, remote, module, noindex }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                {/* The record's word, in the page's head (React hoists it), whatever the page renders. */}
                {noindex && <meta name="robots" content="noindex" />}
                <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />
              </>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
