import { useSWRConfig } from 'swr';

/**
 * The state the site's server rendered a form with (its signed token, and what it sends back
 * without JavaScript), from the page's data under `key`: the same in the server's HTML and in the
 * browser's first render, so the form hydrates as it was sent.
 */
export function useServedFormState<State>(key: string): State | undefined {
  const fallback: Record<string, unknown> | undefined = useSWRConfig().fallback;
  return fallback?.[key] as State | undefined;
}
