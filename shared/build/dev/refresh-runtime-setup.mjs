/* global window -- runs in the browser (development builds only) */
// Development only (npm run dev), the shell's first module: one React Refresh runtime for the
// whole page. Every federated bundle would otherwise carry its own `react-refresh/runtime`, and
// only the first one injected into React's global hook ever sees the renderer, so a remote's
// edits would rebuild and apply without the page re-rendering. The shell injects its runtime
// before React loads and hands it to the remotes (their `react-refresh/runtime` is
// ./react-refresh/runtime.mjs).
import * as runtime from 'react-refresh/runtime';

runtime.injectIntoGlobalHook(window);
window.__SITE_REFRESH_RUNTIME__ = runtime;
// What @rspack/plugin-react-refresh's own entry would set: modules not instrumented still run.
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
// Its entry checks this flag and leaves the hook to us.
window.__reactRefreshInjected = true;
