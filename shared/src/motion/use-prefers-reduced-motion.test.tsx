import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mockReducedMotion } from '../../../jest/motion-test-helpers';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function Probe() {
  return <span>{usePrefersReducedMotion() ? 'quieto' : 'movimiento'}</span>;
}

describe('usePrefersReducedMotion', () => {
  it('follows the system preference and its changes', () => {
    const motion = mockReducedMotion(true);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    motion.set(false);
    expect(result.current).toBe(false);
    motion.restore();
  });

  it('renders still on the server', () => {
    expect(renderToString(<Probe />)).toContain('quieto');
  });
});
