import { menuGroupLabels, pageRecords } from './page-records.mjs';

export { menuGroupLabels, pageRecords };

/** One page of the site, as declared in page-records.mjs. */
export type PageRecord = (typeof pageRecords)[number];

type RouteRecord = Extract<PageRecord, { path: `${string}:${string}` }>;
type StaticRecord = Exclude<PageRecord, RouteRecord>;

const hasParameter = (path: string): boolean => path.includes(':');

const pagePaths = Object.fromEntries(pageRecords.filter((record) => !hasParameter(record.path)).map((record) => [record.key, record.path])) as {
  readonly [R in StaticRecord as R['key']]: R['path'];
};

/**
 * Every route of SPEC §2.1 by name, from the page records. Menus, footers, buttons and the
 * shell's route table all refer to these names instead of repeating strings.
 */
export const paths = {
  ...pagePaths,
  /** The contact page's form (the page's buttons scroll to it). */
  contactForm: `${pagePaths.contact}#contact-form`,
} as const;

/** Routes with a parameter, as the shell's route table declares them. */
export const routePatterns = Object.fromEntries(
  pageRecords.filter((record) => hasParameter(record.path)).map((record) => [record.key, record.path]),
) as { readonly [R in RouteRecord as R['key']]: R['path'] };

export type SitePath = (typeof paths)[keyof typeof paths];

export const articlePath = (slug: string): string => `${paths.blog}/${encodeURIComponent(slug)}`;
export const successCasePath = (id: string | number): string =>
  `${paths.successCases}/${encodeURIComponent(String(id))}`;
