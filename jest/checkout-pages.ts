// For tests only: what the live releases of this checkout's remotes publish, and the site the
// shell composes from them at run time.
import type { RemoteName } from '../shared/src/federation/remote-modules';
import { publishedPagesOf, type PublishedPage, type PublishedPages } from '../shared/src/pages/page-records.mjs';
import { composeSite, type ComposedSite } from '../shell/server/site-pages/compose-site';
import type { SiteNavigation } from '../shell/src/layout/navigation/site-navigation';
import { remotePageRecords } from './remote-page-records';

export { remotePageRecords };

/** Each remote's pages.json, as its build of these sources publishes it. */
export const publishedRemotePages = (): Record<RemoteName, PublishedPages> =>
  Object.fromEntries(Object.entries(remotePageRecords).map(([remote, records]) => [remote, publishedPagesOf(remote, records)])) as Record<
    RemoteName,
    PublishedPages
  >;

/** Each remote's published pages. */
export const checkoutPages = (): Record<RemoteName, PublishedPage[]> =>
  Object.fromEntries(Object.entries(publishedRemotePages()).map(([remote, file]) => [remote, file.pages])) as Record<RemoteName, PublishedPage[]>;

/** The site the shell's server composes from them. */
export const checkoutSite = (): ComposedSite => composeSite(checkoutPages());

/** The routes and menus the server hands the browser with each page. */
export const checkoutNavigation = (): SiteNavigation => checkoutSite().navigation;
