import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { useMountedByHydration } from './use-mounted-by-hydration';
import { REPLAY_ATTRIBUTE, takeRecordedTaps } from './tap-recorder';

/** Spread on the control: it is recorded before hydration and claimed by its component after. */
export interface ReplayedTapProps {
  ref: RefCallback<HTMLElement>;
  [REPLAY_ATTRIBUTE]: '';
}

/**
 * Performs, once the control has hydrated, every tap the visitor made on it before (tap-recorder.ts),
 * exactly once each; never on a control mounted by a client-side navigation, nor for a tap made on
 * another page. `perform` is what the control's click does.
 */
export function useReplayedTaps(perform: () => void): ReplayedTapProps {
  const mountedByHydration = useMountedByHydration();
  const taken = useRef(0);
  const performed = useRef(0);
  const [replays, setReplays] = useState(0);

  // Taken while React commits the hydration, not after: a tap React dispatches itself to the
  // control it hydrated for it is still being dispatched then (takeRecordedTaps leaves it).
  const ref = useCallback(
    (control: HTMLElement | null) => {
      if (!control) return;
      const taps = takeRecordedTaps(control);
      if (mountedByHydration) taken.current += taps;
    },
    [mountedByHydration],
  );

  // Performed after a render of their own, in the same batch as what the rest of the page takes
  // over at hydration (a person chosen before it, the page's address): a copy copies what the
  // visitor sees by then.
  useEffect(() => {
    if (taken.current > 0) setReplays(taken.current);
  }, []);
  useEffect(() => {
    for (; performed.current < replays; performed.current += 1) perform();
  }, [replays, perform]);

  return { ref, [REPLAY_ATTRIBUTE]: '' };
}
