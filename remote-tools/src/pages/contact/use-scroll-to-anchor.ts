import { useEffect, useRef } from 'react';
import { useMountedByHydration } from '@site/shared/hydration';
import { useLocation } from '@site/shared/router';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element with this id when the URL hash points at it, on
 * mount and on every navigation to the anchor (the location key changes even
 * when the hash does not). Smooth unless the visitor asked for less motion.
 * Not at hydration: the browser already scrolled the server's HTML to the
 * anchor, and the visitor may have scrolled on since.
 */
export function useScrollToAnchor(id: string): void {
  const { hash, key } = useLocation();
  const mountedByHydration = useMountedByHydration();
  const hydratedKey = useRef(mountedByHydration ? key : null);
  useEffect(() => {
    if (hash !== `#${id}` || key === hydratedKey.current) return;
    const target = document.getElementById(id);
    if (!target || typeof target.scrollIntoView !== 'function') return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key, id]);
}
