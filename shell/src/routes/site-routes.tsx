import { Route, Routes } from '@site/shared/router';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PageHydrated } from '../federation/page-hydrated';
import { RemoteUnavailable } from '../federation/remote-unavailable';
import { useSiteNavigation } from '../layout/navigation/site-navigation';

/** A path that may be a page of a remote whose pages could not be read: unavailable for now, not missing. */
function PagesUnavailable() {
  return (
    <>
      <RemoteUnavailable onRetry={() => window.location.reload()} />
      <PageHydrated page="shell:no-disponible" />
    </>
  );
}

/**
 * Every route renders inside the layout; unknown paths get the designed 404. The routes are the
 * live releases' pages, as the server composed them for this visitor (no route is built in).
 */
export function SiteRoutes() {
  const { routes, incomplete } = useSiteNavigation();
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
        <Route path="*" element={incomplete ? <PagesUnavailable /> : <NotFoundPage />} />
      </Route>
    </Routes>
  );
}
