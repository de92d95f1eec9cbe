import { useLocation, useNavigationType } from '@site/shared/router';
import { useState } from 'react';

/**
 * The text in a search box whose search is in the address (the catalogue's and
 * the materials' ?buscar=). It is the visitor's own state, updated at once
 * on every keystroke (the URL follows in a transition, so it may lag behind);
 * it takes the URL's value only when the visitor moves through history.
 */
export function useSearchText(urlSearch: string): [string, (text: string) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlSearch);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' && text !== urlSearch) setText(urlSearch);
  }
  return [text, setText];
}
