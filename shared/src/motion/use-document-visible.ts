import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const getSnapshot = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** False while the tab is hidden (document.visibilityState === 'hidden'). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
