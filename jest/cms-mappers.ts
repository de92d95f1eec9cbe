// The data layer's mappers, for tests that build entities from partial data (a seeded page, a
// case): read here from shared's modules, not exported by @site/shared/cms, which the site reads.
export { mapSuccessCase } from '../shared/src/cms/map-entities';
export { mapMarketingPage } from '../shared/src/cms/map-pages';
