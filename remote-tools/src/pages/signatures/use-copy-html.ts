import { useCallback, useEffect, useRef, useState } from 'react';
import { copyHtmlToClipboard } from './clipboard';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays on screen (SPEC §9). */
export const COPIED_MESSAGE_MS = 2000;

/**
 * Copies HTML and reports how it went: 'copied' for COPIED_MESSAGE_MS, or
 * 'failed' until the next attempt. The timer dies with the component.
 */
export function useCopyHtml(): { status: CopyStatus; copy: (html: string) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(async (html: string) => {
    clearTimeout(timer.current);
    try {
      await copyHtmlToClipboard(html);
    } catch {
      if (mounted.current) setStatus('failed');
      return;
    }
    if (!mounted.current) return;
    setStatus('copied');
    timer.current = setTimeout(() => setStatus('idle'), COPIED_MESSAGE_MS);
  }, []);

  return { status, copy };
}
