import { useSearchParams } from '@site/shared/router';
import { useSearchText } from '@site/shared/router/use-search-text';

/** The query parameter of the materials' search, as the catalogue's: /recursos?categoria=retail&buscar=guía. */
export const SEARCH_PARAM = 'buscar';

/**
 * The materials' search text: the visitor's own at every keystroke, written into the address
 * (in place of the current entry: a keystroke is no step back), and the address's after back or
 * forward. The server renders the address's search (the box's GET form sends it without scripts).
 */
export function useMaterialsSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useSearchText(params.get(SEARCH_PARAM) ?? '');
  const search = (next: string) => {
    setText(next);
    setParams(
      (current) => {
        if (next) current.set(SEARCH_PARAM, next);
        else current.delete(SEARCH_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [text, search];
}
