import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { RouteErrorPage } from '../pages/route-error/route-error-page';
import { routeTable } from './route-table';

export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: (
      <SiteLayout>
        <RouteErrorPage />
      </SiteLayout>
    ),
    children: [
      ...routeTable.map(({ path, remote, module }) => ({
        path,
        element: <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
