import { useEffect, useRef } from 'react';
import { useLocation } from '@site/shared/router';

/**
 * Navigating to another page starts at its top. Links with a hash are left to
 * the page, which scrolls to its own anchor (e.g. /contacto#contact-form).
 * The page the document was opened at is left where the browser put it (its
 * top, its anchor, or wherever the visitor has scrolled before the scripts
 * ran): hydrating is not navigating.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname + hash);
  useEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
