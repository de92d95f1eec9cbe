import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Federation = Parameters<NonNullable<ModuleFederationRuntimePlugin['init']>>[0]['origin'];
type InitializeSharing = Federation['sharedHandler']['initializeSharing'];

/** How many shared modules the app declares: a module registered later changes it. */
const sharedCount = (federation: Federation): number =>
  Object.values(federation.options.shared).reduce((count, versions) => count + versions.length, 0);

/**
 * Registers an app's shared modules in a share scope once, not on every shared module it takes.
 * The runtime (2.9) calls `initializeSharing` from each `loadShare`/`loadShareSync` without an
 * init scope, so its once-per-scope guard never holds: the shell's 38 eager shared modules each
 * registered all 38 again, with a hook call per module, 145 ms of a phone's first second (the
 * fix proposed upstream, module-federation/core#5062, keeps one init scope per app; this is it
 * until it lands). Anything else — a container's own init (`initScope`), `version-first` (which
 * loads remotes' entries) and a scope whose modules changed — goes through as before.
 */
export default function registerSharesOnce(): ModuleFederationRuntimePlugin {
  return {
    name: 'register-shares-once',
    init({ origin }) {
      const handler = origin.sharedHandler;
      const initializeSharing: InitializeSharing = handler.initializeSharing.bind(handler);
      const registered = new Map<string, number>();
      handler.initializeSharing = (scope = 'default', options) => {
        const strategy = options?.strategy ?? origin.options.shareStrategy;
        if (options?.initScope || options?.from === 'build' || strategy === 'version-first') return initializeSharing(scope, options);
        const count = sharedCount(origin);
        if (registered.get(scope) === count) return [];
        registered.set(scope, count);
        return initializeSharing(scope, options);
      };
    },
  };
}
