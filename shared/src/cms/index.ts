// @site/shared/cms: the typed data layer over the content service (SPEC §3, §7, §8).
export type * from './cms-types';
export { CmsError, loadCmsClient } from './cms-client';
export * from './cms-api';
export * from './cms-queries';
export * from './cms-hooks';
export { isCmsPagePath, isCmsSlug } from './cms-resources';
export type { CmsListMeta } from './list-meta';
// A block's media field, read by the marketing remote's blocks.
export { mapMedia } from './map-entities';
export { SITE_SETTINGS_KEY, useSiteSettings } from './site-settings';
export * from './privacy-policy';
export { pageBlockNames, type PageBlockName } from './page-blocks';
