import { renderHook } from '@testing-library/react';
import { setDocumentVisibility, setUpMotionTests } from '../../../jest/motion-test-helpers';
import { useMotionInterval } from './use-motion-interval';

describe('useMotionInterval', () => {
  const { motion, advance } = setUpMotionTests();

  it('calls back every interval with the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ callback }) => useMotionInterval(callback, 3000), {
      initialProps: { callback: first },
    });
    advance(3000);
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ callback: second });
    advance(6000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled, hidden or for reduced motion', () => {
    const tick = jest.fn();
    const { result, rerender } = renderHook(({ enabled }) => useMotionInterval(tick, 3000, { enabled }), {
      initialProps: { enabled: false },
    });
    advance(9000);
    expect(result.current).toBe(false);
    rerender({ enabled: true });
    setDocumentVisibility('hidden');
    advance(9000);
    setDocumentVisibility('visible');
    motion.set(true);
    advance(9000);
    expect(tick).not.toHaveBeenCalled();
    motion.set(false);
    advance(3000);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('starts over when the restart key changes', () => {
    const tick = jest.fn();
    const { rerender } = renderHook(({ key }) => useMotionInterval(tick, 3000, { restartKey: key }), {
      initialProps: { key: 0 },
    });
    advance(2500);
    rerender({ key: 1 });
    advance(2500);
    expect(tick).not.toHaveBeenCalled();
    advance(500);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount', () => {
    const { unmount } = renderHook(() => useMotionInterval(() => undefined, 3000));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
