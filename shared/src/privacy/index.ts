// @site/shared/privacy: the rights request's rules, addresses and form state, one module for the
// browser's forms and the site's server.
export * from './privacy-paths';
export * from './privacy-request-rules';
export * from './privacy-request-state';
export * from './privacy-rights';
