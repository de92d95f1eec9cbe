// @site/shared/cms: the typed data layer over the content service (SPEC §3, §7, §8).
export type * from './cms-types';
export { CmsError, loadCmsClient } from './cms-client';
export * from './cms-api';
export * from './cms-queries';
export * from './cms-hooks';
export { isCmsPagePath, isCmsSlug } from './cms-resources';
export type { CmsListMeta } from './list-meta';
// The mappers also build complete entities from partial data (test fixtures).
export { mapArticle, mapMaterial, mapMedia, mapProduct, mapProductCategory, mapSuccessCase } from './map-entities';
export { mapClientLogo, mapPartner, mapSiteSettings } from './map-site-content';
export { SITE_SETTINGS_KEY, useSiteSettings } from './site-settings';
export * from './privacy-policy';
export { mapMarketingPage, mapPageIndexEntry } from './map-pages';
export { pageBlockNames, type PageBlockName } from './page-blocks';
