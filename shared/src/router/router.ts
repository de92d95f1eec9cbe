// The router API every app uses, re-exported from one module that the shell
// and the remotes share as a singleton. Sharing this small module instead of
// the whole react-router-dom package keeps one router context on the page
// while letting the bundler drop the parts of react-router nobody uses
// (a shared package is never tree-shaken: react-router-dom alone was 62 KB gzip).
// Add an export here when an app needs it; never remove one a deployed remote uses.
import { createElement, type Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/**
 * React Router's Link without its `data-discover` attribute, which only framework mode's lazy route
 * discovery reads: this site declares its routes, and every page's HTML carried it on 70-odd links.
 */
export function Link({ discover = 'none', ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return createElement(RouterLink, { discover, ...props });
}

export {
  BrowserRouter,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, To } from 'react-router-dom';
