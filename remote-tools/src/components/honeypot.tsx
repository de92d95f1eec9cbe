import type { Ref } from 'react';

/**
 * A field people never see or reach (off screen, out of the tab order,
 * hidden from screen readers) that form-filling robots fill in; the server
 * drops a message that has it.
 */
export function Honeypot({ inputRef, idPrefix }: { inputRef: Ref<HTMLInputElement>; idPrefix: string }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={`${idPrefix}-website`}>Sitio web</label>
      <input ref={inputRef} id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
