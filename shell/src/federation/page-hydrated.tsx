import { useEffect } from 'react';
import { paintBelowTheFold } from '../layout/paint-below-the-fold';

/**
 * Marks the document once the page's own boundary has hydrated (or rendered, after a client
 * navigation): `<html data-page-hydrated="marketing:./home-page">`. The page responds to the
 * visitor from then on; before it, the server's HTML is shown and its links and forms work
 * natively. What the end-to-end tests wait for before they click (e2e/support/browser.ts).
 * Then what is below the fold is painted, part by part (paint-below-the-fold.ts).
 */
export function PageHydrated({ page }: { page: string }) {
  useEffect(() => {
    document.documentElement.dataset.pageHydrated = page;
    return paintBelowTheFold();
  }, [page]);
  return null;
}
