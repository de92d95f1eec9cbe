// Test helpers: drive matchMedia, document.visibilityState and the clock from a test.
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

/** What a test of moving parts drives: the visitor's reduced-motion preference, and the clock. */
export interface MotionTestControls {
  /** Switches the reduced-motion preference, as a visitor changing it in the system settings. */
  motion: { set: (reduce: boolean) => void };
  /** Runs the fake timers `ms` forward inside act(), so React renders what they changed. */
  advance: (ms: number) => void;
}

/**
 * The set-up every test of a moving part needs, registered in the calling `describe`: before each
 * test fake timers, motion allowed and the page visible; after it the real matchMedia and timers
 * back, with no timer left over for the next test.
 */
export function setUpMotionTests(): MotionTestControls {
  let motion: ReturnType<typeof mockReducedMotion> | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    motion = mockReducedMotion(false);
    setDocumentVisibility('visible');
  });
  afterEach(() => {
    motion?.restore();
    jest.clearAllTimers();
    jest.useRealTimers();
  });
  return {
    motion: { set: (reduce) => motion?.set(reduce) },
    advance(ms) {
      act(() => {
        jest.advanceTimersByTime(ms);
      });
    },
  };
}
