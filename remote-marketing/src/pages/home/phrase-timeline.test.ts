import { PHRASE_FADE_MS, phraseTimeline, type PhraseTimeline } from './phrase-timeline';

/** How whole phrase `index` is at `ms` (0 gone … 1 whole), as the browser interpolates the keyframes. */
function wholeness({ cycleMs, stops, delaysMs }: PhraseTimeline, index: number, ms: number): number {
  const local = ((((ms - (delaysMs[index] ?? 0)) % cycleMs) + cycleMs) % cycleMs / cycleMs) * 100;
  const after = stops.findIndex((stop) => stop.percent > local);
  const [from, to] = [stops[after - 1], stops[after]];
  if (!from || !to) throw new Error(`no keyframes around ${local}%`);
  const progress = (local - from.percent) / (to.percent - from.percent);
  return Number(from.shown) + (Number(to.shown) - Number(from.shown)) * progress;
}

const wholePhrase = (timeline: PhraseTimeline, count: number, ms: number) =>
  Array.from({ length: count }, (_, index) => index).filter((index) => wholeness(timeline, index, ms) === 1);

describe('phraseTimeline', () => {
  const interval = 3000;

  it.each([2, 3, 5])('with %i phrases makes phrase k whole at k × 3000 ms, alone, until the next one starts fading in', (count) => {
    const timeline = phraseTimeline(count, interval);
    if (!timeline) throw new Error('no timeline');
    for (let step = 0; step <= 2 * count; step += 1) {
      const expected = [step % count];
      expect([step * interval, wholePhrase(timeline, count, step * interval)]).toEqual([step * interval, expected]);
      const lastWholeMs = (step + 1) * interval - PHRASE_FADE_MS;
      expect([lastWholeMs, wholePhrase(timeline, count, lastWholeMs)]).toEqual([lastWholeMs, expected]);
    }
  });

  it('fades one phrase out while the next fades in, so the two always add up to one whole phrase', () => {
    const timeline = phraseTimeline(3, interval);
    if (!timeline) throw new Error('no timeline');
    for (const ms of [2600, 2700, 2800, 2999, 5800, 8900]) {
      const total = [0, 1, 2].reduce((sum, index) => sum + wholeness(timeline, index, ms), 0);
      expect(total).toBeCloseTo(1, 6);
    }
  });

  it('never delays a phrase into the future, which would show the first keyframe (whole) before it starts', () => {
    expect(phraseTimeline(4, interval)?.delaysMs.every((delay) => delay <= 0)).toBe(true);
  });

  it('has nothing to rotate with fewer than two phrases', () => {
    expect(phraseTimeline(1, interval)).toBeNull();
    expect(phraseTimeline(0, interval)).toBeNull();
  });
});
