// Test helpers: drive matchMedia and document.visibilityState from a test.
import { act } from '@testing-library/react';

type Listener = (event: MediaQueryListEvent) => void;

/** Installs a matchMedia whose reduced-motion answer the test controls. */
export function mockReducedMotion(initial: boolean): { set: (reduce: boolean) => void; restore: () => void } {
  let reduce = initial;
  const listeners = new Set<Listener>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes('prefers-reduced-motion') && reduce;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    set(next) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent)));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/** Sets document.visibilityState and fires visibilitychange, as a browser does. */
export function setDocumentVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
