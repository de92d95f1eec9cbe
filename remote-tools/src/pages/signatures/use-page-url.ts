import { useSyncExternalStore } from 'react';
import { siteConfig } from '@site/shared/config';

const subscribe = () => () => undefined;

/**
 * The address of the current page, read during render without touching
 * `window` on a server: pre-rendering uses the configured website instead and
 * the browser switches to its own address when it hydrates.
 */
export function usePageUrl(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => siteConfig.websiteUrl,
  );
}
