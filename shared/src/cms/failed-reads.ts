/**
 * The reads the server tried for a page's first view and could not answer
 * (Strapi down, nothing kept to serve stale). They travel in the swr fallback
 * the server renders with and the browser hydrates with (`__SITE_ENV__.data`),
 * under a key no read uses, so that both render SPEC §8's empty state, not an
 * endless "Cargando…": the server's HTML never waits for a script, and the
 * browser's first render matches it. The browser still reads them again after
 * hydrating (swr has no data for their keys) and shows the content if it comes.
 */
export const FAILED_READS_KEY = 'cms:failed-on-server';

/** The fallback entry for these failed reads' swr keys (merged into the page's data). */
export function failedReadsEntry(keys: readonly string[]): Record<string, string[]> {
  return keys.length === 0 ? {} : { [FAILED_READS_KEY]: [...keys] };
}

/** Whether the server said this read failed, from the swr fallback (any shape: it is a page's data). */
export function failedOnServer(fallback: Readonly<Record<string, unknown>>, key: string | null): boolean {
  const keys = fallback[FAILED_READS_KEY];
  return key !== null && Array.isArray(keys) && keys.includes(key);
}
