import { useEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useMountedByHydration } from './use-mounted-by-hydration';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The caret or selection of a focused text field (none for selects and e-mail fields). */
function selectionOf(element: FormField): [number, number] | null {
  if (element instanceof HTMLSelectElement || document.activeElement !== element) return null;
  const { selectionStart, selectionEnd } = element;
  return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
}

/**
 * Keeps what the visitor typed, pasted, autofilled or chose in a server-rendered field before the
 * scripts ran. Hydration leaves the field's DOM value alone but starts React's state from the
 * server's value, so the field's next render would write that over the visitor's text. Once the
 * field is hydrated its DOM value is handed to the field's own state; the element, its focus and
 * its caret stay as they are.
 */
export function useValueEnteredBeforeHydration(
  field: RefObject<FormField | null>,
  value: string,
  onEntered: (value: string) => void,
): void {
  const mountedByHydration = useMountedByHydration();
  // The value and handler of the hydrating render: the effect runs once, at hydration. A passive
  // effect, not a layout one: the handler may navigate (the catalogue's search follows the URL),
  // which the router accepts only once its own layout effects have run.
  const atHydration = useRef({ value, onEntered });
  useEffect(() => {
    const element = field.current;
    if (!mountedByHydration || !element || element.value === atHydration.current.value) return;
    const selection = selectionOf(element);
    // Re-rendered at once, so the caret is put back before the visitor types on: a textarea's
    // re-render rewrites its default text, which moves the caret to the end. (At once, too, before
    // the re-render hydration itself queues, which would write the server's value over the field.
    // Where effects are flushed inside a render, as act() does in tests, React warns and batches
    // the update instead: the value is kept all the same.)
    flushSync(() => atHydration.current.onEntered(element.value));
    if (selection && !(element instanceof HTMLSelectElement)) element.setSelectionRange(...selection);
  }, [field, mountedByHydration]);
}
