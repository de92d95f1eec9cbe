// @ts-check
// The one definition of what every federated app shares. The shell and all
// remotes use this list, so there is exactly one React, router, MUI/emotion
// theme runtime and swr cache on a page (docs/ARCHITECTURE.md §2).

/**
 * Packages that must exist once on the page: React, the style runtime (emotion and MUI's
 * system, which hold the theme, default props and direction contexts) and swr's cache.
 * Shared whole: they are imported bare by MUI's own modules.
 */
const singletons = ['react', 'react-dom', '@mui/system', '@mui/private-theming', '@mui/styled-engine', '@emotion/react', '@emotion/styled', 'swr'];

/**
 * Deep imports (`react-dom/client`, `react/jsx-runtime`, `@mui/system/createStyled`) are not
 * matched by a bare key, so these get a `pkg/` prefix key too.
 */
const prefixShared = ['react', 'react-dom', '@mui/system'];

/**
 * MUI's modules shared once, each by its own deep key: the theme's runtime (`styles`, and
 * `utils`, which every icon imports) and the components the shell renders on every page, so a
 * remote that also uses them takes the shell's copy. Not `@mui/material/` as a prefix: every
 * component would then be a shared module, bundled into the shell's first chunk when the
 * shell imports it (even lazily, as the mobile menu's drawer) and never tree-shaken. A
 * component missing here is bundled into the app that uses it, tree-shaken, and loaded with
 * that app's page (a stateless copy: the theme still comes from the shared runtime).
 */
const sharedMuiModules = [
  'styles',
  'utils',
  'CssBaseline',
  // MUI's components reach it through `zero-styled` (MuiThemeBySharedKeysPlugin, rspack-config.mjs).
  'GlobalStyles',
  'AppBar',
  'Toolbar',
  'Box',
  'Container',
  'Typography',
  'Button',
  'IconButton',
  'Link',
  'Paper',
  'Fab',
  'SvgIcon',
  'CircularProgress',
  'useScrollTrigger',
].map((name) => `@mui/material/${name}`);

/**
 * Modules of @site/shared that must exist once: the router API (one router
 * context; see shared/src/router/router.ts). Stateless building blocks are
 * bundled into each app instead, so a remote never runs against older ones.
 */
const sharedSingletonEntries = ['@site/shared/router'];

/**
 * @param {(name: string) => string} versionOf reads the installed version of a package
 * @param {{ eager?: boolean }} [options] eager: bundle the shared modules into the initial chunk
 *   (the shell, which provides them to everyone)
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, eager: boolean }>}
 */
export function sharedDependencies(versionOf, { eager = false } = {}) {
  // The shell takes the very modules it provides: checking their version against its own range
  // (a semver parse per module) was a few dozen milliseconds of a phone's start. The remotes keep
  // their ranges, checked against what the shell provides.
  /** @param {string} name */
  const range = (name) => (eager ? false : `^${versionOf(name)}`);
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, eager: boolean }>} */
  const shared = {};
  for (const name of singletons) {
    shared[name] = { singleton: true, requiredVersion: range(name), eager };
  }
  for (const name of prefixShared) {
    shared[`${name}/`] = { singleton: true, requiredVersion: range(name), eager };
  }
  for (const name of sharedMuiModules) {
    shared[name] = { singleton: true, requiredVersion: range('@mui/material'), eager };
  }
  for (const name of sharedSingletonEntries) {
    shared[name] = { singleton: true, requiredVersion: range('@site/shared'), eager };
  }
  return shared;
}
