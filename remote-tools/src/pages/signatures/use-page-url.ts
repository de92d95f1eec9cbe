import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * The address of the current page, read during render without touching
 * `window` on a server: null there (a server renders for whatever address the
 * visitor used), the browser's own address once it hydrates.
 */
export function usePageUrl(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => null,
  );
}
