/* global window -- runs in the browser (development builds only) */
// Development only: a remote's `react-refresh/runtime` is the shell's (see ../refresh-runtime-setup.mjs).
const shell = () => {
  const runtime = window.__SITE_REFRESH_RUNTIME__;
  if (!runtime) throw new Error('React Refresh: the shell was not built for development (npm run dev)');
  return runtime;
};

export const injectIntoGlobalHook = () => {};
export const register = (type, id) => shell().register(type, id);
export const createSignatureFunctionForTransform = () => shell().createSignatureFunctionForTransform();
export const isLikelyComponentType = (value) => shell().isLikelyComponentType(value);
export const getFamilyByType = (type) => shell().getFamilyByType(type);
export const performReactRefresh = () => shell().performReactRefresh();
export const hasUnrecoverableErrors = () => shell().hasUnrecoverableErrors();
export const collectCustomHooksForSignature = (type) => shell().collectCustomHooksForSignature(type);
export const setSignature = (type, key, forceReset, getCustomHooks) => shell().setSignature(type, key, forceReset, getCustomHooks);
export const getFamilyByID = (id) => shell().getFamilyByID(id);
