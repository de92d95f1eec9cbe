/**
 * Copies HTML so that a rich editor (a mail client's signature settings)
 * pastes the rendered signature and a plain one pastes the code. Falls back to
 * plain text where rich clipboard items are missing or refused; rejects when
 * the browser allows neither.
 */
export async function copyHtmlToClipboard(html: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('El navegador no ofrece acceso al portapapeles.');

  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([html], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse text/html items; plain text still helps.
    }
  }
  await clipboard.writeText(html);
}
