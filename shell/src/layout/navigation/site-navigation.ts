import { createContext, use } from 'react';
import type { RemoteName } from '@site/shared/federation';

/** A route the shell serves from a remote's page module. */
export interface SiteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /** Asks search engines not to index the page (the shell writes it into the page's head). */
  noindex?: boolean;
}

/** One entry of a header dropdown (and of the footer's column of the same group). */
export interface SiteMenuEntry {
  title: string;
  description: string;
  /** An icon of @mui/icons-material, by name (menu-groups.ts draws it). */
  icon: string;
  href: string;
}

export interface SiteMenu {
  id: string;
  label: string;
  entries: SiteMenuEntry[];
}

/**
 * The site's pages as this visitor's live releases declare them, composed by the server
 * (shell/server/site-pages/) for each page it renders, and handed to the browser with the page
 * (`__SITE_ENV__.navigation`): the routes and the menus the browser hydrates and navigates with.
 */
export interface SiteNavigation {
  routes: SiteRoute[];
  menus: SiteMenu[];
  /**
   * Whether a remote's pages could not be read (it was down since this server started): a path no
   * route serves may be one of its pages, so it is shown as unavailable (503), not as not found.
   */
  incomplete?: boolean;
  /** An editor's preview of drafts (the CMS's «Vista previa»): the page says so and is not indexed. */
  preview?: boolean;
}

export const noSiteNavigation: SiteNavigation = { routes: [], menus: [] };

export const SiteNavigationContext = createContext<SiteNavigation>(noSiteNavigation);

export const useSiteNavigation = (): SiteNavigation => use(SiteNavigationContext);
