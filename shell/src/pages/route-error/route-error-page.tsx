import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RemoteUnavailable } from '../../federation/remote-unavailable';
import { NotFoundPage } from '../not-found/not-found-page';

/** Replaces the router's default error screen with the site's own pages. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RemoteUnavailable onRetry={() => window.location.reload()} />;
}
