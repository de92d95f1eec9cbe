import { useSearchParams } from '@site/shared/router';
import { useCallback, useMemo } from 'react';
import { isNewHistoryEntry, viewFromSearchParams, viewToSearchParams, type CatalogueView } from './catalogue-view';

/**
 * The catalogue's view read from and written to the query string. Opening a
 * product or changing category pushes a history entry (back returns to the
 * previous view); typing only replaces the current one.
 */
export function useCatalogueView(): [CatalogueView, (next: (view: CatalogueView) => CatalogueView) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => viewFromSearchParams(new URLSearchParams(query)), [query]);
  const update = useCallback(
    (next: (view: CatalogueView) => CatalogueView) => {
      const target = next(view);
      const targetQuery = viewToSearchParams(target);
      if (targetQuery.toString() === query) return;
      setParams(targetQuery, { replace: !isNewHistoryEntry(view, target) });
    },
    [view, query, setParams],
  );
  return [view, update];
}
