import { act, renderHook } from '@testing-library/react';
import { setDocumentVisibility, setUpMotionTests } from '../../../jest/motion-test-helpers';
import { useAutoAdvance, useRotatingIndex } from './use-auto-advance';

describe('useAutoAdvance', () => {
  const { motion, advance } = setUpMotionTests();

  it('moves to the next item every interval and wraps after the last', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 5000 }));
    expect(result.current.index).toBe(0);
    expect(result.current.running).toBe(true);
    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it('wraps with the manual controls in both directions', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 5000 }));
    act(() => result.current.prev());
    expect(result.current.index).toBe(4);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
    act(() => result.current.goTo(7));
    expect(result.current.index).toBe(2);
  });

  it.each([
    ['next', (c: ReturnType<typeof useAutoAdvance>) => c.next()],
    ['prev', (c: ReturnType<typeof useAutoAdvance>) => c.prev()],
    ['goTo', (c: ReturnType<typeof useAutoAdvance>) => c.goTo(2)],
  ])('stops the automatic advance for good after %s', (_name, control) => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 5000 }));
    advance(5000);
    expect(result.current.index).toBe(1);
    act(() => control(result.current));
    const chosen = result.current.index;
    expect(result.current.stoppedForGood).toBe(true);
    expect(result.current.paused).toBe(true);
    expect(result.current.running).toBe(false);
    advance(60_000);
    expect(result.current.index).toBe(chosen);
  });

  it('starts again when the visitor presses play after a manual control', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 5000 }));
    act(() => result.current.goTo(4));
    act(() => result.current.resume());
    expect(result.current.stoppedForGood).toBe(false);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it("in 'restart' mode keeps advancing and gives the chosen item a full interval", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 3000, onManualControl: 'restart' }));
    advance(2000);
    act(() => result.current.goTo(3));
    advance(2000);
    expect(result.current.index).toBe(3);
    advance(1000);
    expect(result.current.index).toBe(4);
    expect(result.current.stoppedForGood).toBe(false);
  });

  it('pauses and resumes when the visitor asks', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 4, intervalMs: 1000 }));
    act(() => result.current.pause());
    expect(result.current.paused).toBe(true);
    advance(10_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.resume());
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it('can start paused', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 4, intervalMs: 1000, startPaused: true }));
    advance(5000);
    expect(result.current.index).toBe(0);
    expect(result.current.paused).toBe(true);
  });

  it('waits while the tab is hidden and continues when it is visible again', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 4, intervalMs: 3000 }));
    advance(2000);
    setDocumentVisibility('hidden');
    expect(result.current.running).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(0);
    setDocumentVisibility('visible');
    advance(3000);
    expect(result.current.index).toBe(1);
  });

  it('never advances by itself for visitors who prefer reduced motion, but the controls work', () => {
    motion.set(true);
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 3000 }));
    expect(result.current.reducedMotion).toBe(true);
    expect(result.current.running).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });

  it('reacts when the reduced-motion preference changes', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 3000 }));
    motion.set(true);
    advance(9000);
    expect(result.current.index).toBe(0);
    motion.set(false);
    advance(3000);
    expect(result.current.index).toBe(1);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 3000 }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not run a timer for a single item', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 1, intervalMs: 3000 }));
    expect(result.current.running).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps the index valid when the list shrinks', () => {
    const { result, rerender } = renderHook(({ count }) => useAutoAdvance({ count, intervalMs: 3000 }), {
      initialProps: { count: 5 },
    });
    act(() => result.current.goTo(4));
    rerender({ count: 3 });
    expect(result.current.index).toBe(1);
  });
});

describe('useRotatingIndex', () => {
  const { advance } = setUpMotionTests();

  it('cycles through the items every interval', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 3000));
    const seen = [result.current];
    for (let step = 0; step < 3; step += 1) {
      advance(3000);
      seen.push(result.current);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });
});
