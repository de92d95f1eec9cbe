// '@testing-library/react' for unit tests (jest.config.mjs maps the name
// here): the same API, with render and renderHook wrapped in the site's
// ThemeProvider, as the shell renders every page. The theme's own keys
// (customShadows, gradients, the custom palette entries) exist only there.
import { ThemeProvider } from '@mui/material/styles';
// A path: from the repository's root the package name may resolve elsewhere (a worktree's linked node_modules).
import { theme } from '../shared/src/theme/theme';
import { createElement, Fragment, type JSXElementConstructor, type ReactNode } from 'react';
// A path, not the package name, so this file is not mapped onto itself.
import * as actual from '../node_modules/@testing-library/react';

export * from '../node_modules/@testing-library/react';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

function withSiteTheme(Inner: Wrapper = Fragment): Wrapper {
  return function SiteTheme({ children }) {
    return createElement(ThemeProvider, { theme }, createElement(Inner, null, children));
  };
}

export const render: typeof actual.render = ((ui: Parameters<typeof actual.render>[0], options?: Parameters<typeof actual.render>[1]) =>
  actual.render(ui, { ...options, wrapper: withSiteTheme(options?.wrapper) })) as typeof actual.render;

export const renderHook: typeof actual.renderHook = ((callback: (props: unknown) => unknown, options?: { wrapper?: Wrapper }) =>
  actual.renderHook(callback, { ...options, wrapper: withSiteTheme(options?.wrapper) })) as typeof actual.renderHook;
