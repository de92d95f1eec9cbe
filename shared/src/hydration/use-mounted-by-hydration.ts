import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * Whether this component was first rendered by hydrating the server's HTML (true) or mounted in
 * the browser afterwards, by a client-side navigation (false). Hydration renders with the server
 * snapshot and then re-renders with the browser's, without a mismatch; the first render's answer
 * is the one kept.
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [mountedByHydration] = useState(hydrating);
  return mountedByHydration;
}

/**
 * False while the server's HTML is being hydrated and in the render right after; true once React
 * has taken the page over. For parts that work with HTML and CSS alone until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
