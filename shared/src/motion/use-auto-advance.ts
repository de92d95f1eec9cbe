import { useCallback, useEffect, useState } from 'react';
import { useDocumentVisible } from './use-document-visible';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { wrapIndex } from './wrap-index';

export interface AutoAdvanceOptions {
  /** How many items the index runs over. */
  count: number;
  /** Time each item stays before the next one (SPEC §9). */
  intervalMs: number;
  /** Item shown first. Default 0. */
  initialIndex?: number;
  /**
   * What a manual move (next, prev, goTo) does to the automatic advance:
   * 'stop' turns it off for good (until the visitor presses play again);
   * 'restart' keeps it on and gives the chosen item a full interval.
   * Default 'stop', as SPEC §4 asks of the carousels.
   */
  onManualControl?: 'stop' | 'restart';
  /** Start paused (the visitor can still resume). Default false. */
  startPaused?: boolean;
}

export interface AutoAdvance {
  /** Current item, always within 0..count-1. */
  index: number;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  /** The visitor paused it, or a manual control stopped it. */
  paused: boolean;
  pause: () => void;
  /** Starts the automatic advance again, even after a manual control stopped it. */
  resume: () => void;
  /** A manual control turned the automatic advance off (mode 'stop'). */
  stoppedForGood: boolean;
  /** The visitor asked for reduced motion: it never advances by itself. */
  reducedMotion: boolean;
  /** Whether a timer is running right now (not paused, tab visible, motion welcome, more than one item). */
  running: boolean;
}

/**
 * An index that moves to the next item every `intervalMs`, wrapping around,
 * with the controls a carousel needs. The timer pauses while the tab is
 * hidden, never runs for visitors who prefer reduced motion, and is cleared
 * on unmount. Each move restarts the interval, so an item always gets its
 * full time on screen.
 */
export function useAutoAdvance({
  count,
  intervalMs,
  initialIndex = 0,
  onManualControl = 'stop',
  startPaused = false,
}: AutoAdvanceOptions): AutoAdvance {
  // `moves` counts every change of item, so choosing the current item again
  // still restarts its interval.
  const [position, setPosition] = useState(() => ({ index: wrapIndex(initialIndex, count), moves: 0 }));
  const [userPaused, setUserPaused] = useState(startPaused);
  const [stoppedForGood, setStoppedForGood] = useState(false);
  const visible = useDocumentVisible();
  const reducedMotion = usePrefersReducedMotion();

  const index = wrapIndex(position.index, count);
  const paused = userPaused || stoppedForGood;
  const running = !paused && visible && !reducedMotion && count > 1 && intervalMs > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(
      () => setPosition((current) => ({ index: wrapIndex(current.index + 1, count), moves: current.moves + 1 })),
      intervalMs,
    );
    return () => clearTimeout(timer);
  }, [running, position, count, intervalMs]);

  const manual = useCallback(
    (move: (current: number) => number) => {
      if (onManualControl === 'stop') setStoppedForGood(true);
      setPosition((current) => ({
        index: wrapIndex(move(wrapIndex(current.index, count)), count),
        moves: current.moves + 1,
      }));
    },
    [count, onManualControl],
  );

  const next = useCallback(() => manual((current) => current + 1), [manual]);
  const prev = useCallback(() => manual((current) => current - 1), [manual]);
  const goTo = useCallback((target: number) => manual(() => target), [manual]);
  const pause = useCallback(() => setUserPaused(true), []);
  const resume = useCallback(() => {
    setUserPaused(false);
    setStoppedForGood(false);
  }, []);

  return { index, next, prev, goTo, paused, pause, resume, stoppedForGood, reducedMotion, running };
}

/**
 * An index that just rotates (a hero phrase, a highlighted face), with the same
 * rules: every `intervalMs`, paused while hidden, still for reduced motion.
 */
export function useRotatingIndex(count: number, intervalMs: number): number {
  return useAutoAdvance({ count, intervalMs }).index;
}
