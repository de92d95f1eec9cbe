/* global window -- runs in the browser (development builds only) */
// @ts-check
// Development only: a remote's `react-refresh/runtime` is the shell's (see ../refresh-runtime-setup.mjs).

/**
 * What @rspack/plugin-react-refresh calls on the runtime, as the shell hands it over.
 * @typedef {object} RefreshRuntime
 * @property {(type: unknown, id: string) => void} register
 * @property {() => (type: unknown, key: string, forceReset?: boolean, getCustomHooks?: () => unknown[]) => unknown} createSignatureFunctionForTransform
 * @property {(value: unknown) => boolean} isLikelyComponentType
 * @property {(type: unknown) => unknown} getFamilyByType
 * @property {(id: string) => unknown} getFamilyByID
 * @property {() => unknown} performReactRefresh
 * @property {() => boolean} hasUnrecoverableErrors
 * @property {(type: unknown) => void} collectCustomHooksForSignature
 * @property {(type: unknown, key: string, forceReset?: boolean, getCustomHooks?: () => unknown[]) => void} setSignature
 */

/** @returns {RefreshRuntime} */
const shell = () => {
  const runtime = /** @type {{ __SITE_REFRESH_RUNTIME__?: RefreshRuntime }} */ (/** @type {unknown} */ (window)).__SITE_REFRESH_RUNTIME__;
  if (!runtime) throw new Error('React Refresh: the shell was not built for development (npm run dev)');
  return runtime;
};

export const injectIntoGlobalHook = () => {};
/** @param {unknown} type @param {string} id */
export const register = (type, id) => shell().register(type, id);
export const createSignatureFunctionForTransform = () => shell().createSignatureFunctionForTransform();
/** @param {unknown} value */
export const isLikelyComponentType = (value) => shell().isLikelyComponentType(value);
/** @param {unknown} type */
export const getFamilyByType = (type) => shell().getFamilyByType(type);
/** @param {string} id */
export const getFamilyByID = (id) => shell().getFamilyByID(id);
export const performReactRefresh = () => shell().performReactRefresh();
export const hasUnrecoverableErrors = () => shell().hasUnrecoverableErrors();
/** @param {unknown} type */
export const collectCustomHooksForSignature = (type) => shell().collectCustomHooksForSignature(type);
/** @param {unknown} type @param {string} key @param {boolean} [forceReset] @param {() => unknown[]} [getCustomHooks] */
export const setSignature = (type, key, forceReset, getCustomHooks) => shell().setSignature(type, key, forceReset, getCustomHooks);
