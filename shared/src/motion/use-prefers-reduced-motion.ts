import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the system for less motion: carousels and
 * rotating texts then never move by themselves and nothing bounces.
 * On the server it answers true, so pre-rendered markup starts still and
 * motion begins only once the browser says it is welcome.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, true);
}
