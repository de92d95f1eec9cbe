/* global window -- runs in the browser (development builds only) */
// @ts-check
// Development only (npm run dev), the shell's first module: one React Refresh runtime for the
// whole page. Every federated bundle would otherwise carry its own `react-refresh/runtime`, and
// only the first one injected into React's global hook ever sees the renderer, so a remote's
// edits would rebuild and apply without the page re-rendering. The shell injects its runtime
// before React loads and hands it to the remotes (their `react-refresh/runtime` is
// ./react-refresh/runtime.mjs).
// @ts-expect-error -- react-refresh ships no types; the remotes' shim types what they call.
import * as runtime from 'react-refresh/runtime';

const page = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
runtime.injectIntoGlobalHook(window);
page.__SITE_REFRESH_RUNTIME__ = runtime;
// What @rspack/plugin-react-refresh's own entry would set: modules not instrumented still run.
page.$RefreshReg$ = () => {};
page.$RefreshSig$ = () => (/** @type {unknown} */ type) => type;
// Its entry checks this flag and leaves the hook to us.
page.__reactRefreshInjected = true;
