import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';

/**
 * Navigating to another page starts at its top. Links with a hash are left to
 * the page, which scrolls to its own anchor (e.g. /contacto#contact-form).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
