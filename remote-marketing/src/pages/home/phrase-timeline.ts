// The rotating phrase's motion as one CSS animation per phrase rather than a timer: it runs from the
// first paint, before and without the page's scripts, and leaves the hero nothing to hydrate (issue 39).

/** How long a phrase takes to fade out while the next one fades in. */
export const PHRASE_FADE_MS = 400;

/** A keyframe of a phrase's animation: where in the round (0–100 %) it is whole (shown) or gone. */
export interface PhraseStop {
  percent: number;
  shown: boolean;
}

export interface PhraseTimeline {
  /** One round of every phrase: each one's animation lasts this long, and repeats. */
  cycleMs: number;
  /** The same keyframes for every phrase: whole for an interval, fading out, gone, fading in. */
  stops: readonly PhraseStop[];
  /**
   * Each phrase's animation-delay, none positive (a positive one would show the first keyframe before it
   * starts): at 0 ms the first phrase is whole, and phrase i becomes whole at i × interval, round after round.
   */
  delaysMs: readonly number[];
}

/** The timeline of `count` phrases, each whole for `intervalMs`; null when there is nothing to rotate. */
export function phraseTimeline(count: number, intervalMs: number, fadeMs = PHRASE_FADE_MS): PhraseTimeline | null {
  if (count < 2) return null;
  const cycleMs = count * intervalMs;
  const percent = (ms: number) => (ms / cycleMs) * 100;
  return {
    cycleMs,
    stops: [
      { percent: 0, shown: true },
      { percent: percent(intervalMs - fadeMs), shown: true },
      { percent: percent(intervalMs), shown: false },
      { percent: percent(cycleMs - fadeMs), shown: false },
      { percent: 100, shown: true },
    ],
    delaysMs: Array.from({ length: count }, (_, index) => (index === 0 ? 0 : -(count - index) * intervalMs)),
  };
}
