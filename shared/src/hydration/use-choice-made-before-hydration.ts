import { useEffect, useRef, type RefObject } from 'react';
import { useMountedByHydration } from './use-mounted-by-hydration';

/**
 * Keeps the radio button the visitor chose in a server-rendered group before the scripts ran.
 * Hydration leaves the DOM's checked radio alone but starts React's state from the server's
 * choice; as the group is hydrated, the checked radio's value is handed to that state.
 */
export function useChoiceMadeBeforeHydration(
  group: RefObject<HTMLElement | null>,
  selected: string,
  onChosen: (value: string) => void,
): void {
  const mountedByHydration = useMountedByHydration();
  const atHydration = useRef({ selected, onChosen });
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (!mountedByHydration || !checked) return;
    if (checked.value !== atHydration.current.selected) atHydration.current.onChosen(checked.value);
  }, [group, mountedByHydration]);
}
