import { Route, Routes } from '@site/shared/router';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { routeTable } from '@site/shared/route-table';

/** Every route renders inside the layout; unknown paths get the designed 404. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeTable.map(({ path, remote, module }) => (
          <Route key={path} path={path} element={<RemotePage key={`${remote}/${module}`} remote={remote} module={module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
