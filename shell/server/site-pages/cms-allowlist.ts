import { pagesIndexQuery, queryParamsOf, siteSettingsQuery, type CmsQuery } from '@site/shared/cms/cms-queries';
import { cmsAllowlistOf, type CmsAllowlist, type CmsRead } from '@site/shared/cms/content-api-contract';
import type { PublishedPage } from '@site/shared/pages';

/** One fixed query as a declared read: each of its parameters with its one value. */
export function readOfQuery(query: CmsQuery<unknown>): CmsRead {
  const params = Object.fromEntries(Object.entries(queryParamsOf(query)).map(([name, value]) => [name, [value]]));
  return { collection: query.collection, params };
}

/**
 * The shell's own reads, as its records would declare them: the settings every page's layout shows
 * and the index of the CMS's pages its routes and menus are made of. The shell's server reads both
 * itself; the proxy keeps answering them, as it always has, to the browser that holds their keys.
 */
export const SHELL_CMS_READS: readonly CmsRead[] = [readOfQuery(siteSettingsQuery), readOfQuery(pagesIndexQuery)];

/**
 * What the CMS proxy forwards: the shell's reads and every read a page of these releases declares
 * (`cmsReads`), null for a release whose pages could not be read. The releases are every live one,
 * each remote's stable and canary, not only the visitor's: a read any visitor's page may make is
 * public already (any visitor can be given either), so scoping it by bucket would guard nothing,
 * and a page loaded just before a promote keeps reading what it read.
 */
export function composeCmsAllowlist(releases: ReadonlyArray<readonly PublishedPage[] | null>, shellReads: readonly CmsRead[] = SHELL_CMS_READS): CmsAllowlist {
  return cmsAllowlistOf([...shellReads, ...releases.flatMap((pages) => (pages ?? []).flatMap((page) => page.cmsReads ?? []))]);
}
