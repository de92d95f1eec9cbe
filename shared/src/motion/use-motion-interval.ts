import { useEffect, useRef } from 'react';
import { useDocumentVisible } from './use-document-visible';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface MotionIntervalOptions {
  /** False stops the interval (e.g. the visitor paused it). Default true. */
  enabled?: boolean;
  /** Changing this value starts the interval over (e.g. after the visitor dragged). */
  restartKey?: unknown;
}

/**
 * Calls `callback` every `intervalMs` for automatic motion driven from outside
 * React state (e.g. a carousel library's scrollNext). Like useAutoAdvance it
 * waits while the tab is hidden, never runs for visitors who prefer reduced
 * motion, and stops on unmount. Returns whether it is running.
 */
export function useMotionInterval(
  callback: () => void,
  intervalMs: number,
  { enabled = true, restartKey }: MotionIntervalOptions = {},
): boolean {
  const visible = useDocumentVisible();
  const reducedMotion = usePrefersReducedMotion();
  const running = enabled && visible && !reducedMotion && intervalMs > 0;
  const latest = useRef(callback);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs, restartKey]);

  return running;
}
