// @ts-check
/**
 * The folder beside an app's dist/ where its production build writes the source maps: outside
 * what is served, and not named in the built files. The bench reads them to split a page's
 * JavaScript by package (scripts/bench/packages.mjs).
 */
export const SOURCE_MAPS_DIR = 'dist-maps';
