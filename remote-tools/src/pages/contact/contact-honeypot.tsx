import type { Ref } from 'react';

/**
 * A field people never see or reach (off screen, out of the tab order,
 * hidden from screen readers) that form-filling robots fill in; the server
 * drops a message that has it.
 */
export function ContactHoneypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor="contact-website">Sitio web</label>
      <input ref={inputRef} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
