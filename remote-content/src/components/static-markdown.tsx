import { Suspense } from 'react';
import { lazyView } from '@site/shared/hydration';
import { StaticContent } from '@site/shared/ui/static-content';

/** MarkdownContent, its code fetched when first drawn: inside a StaticContent of the caller's, in a Suspense. */
export const LazyMarkdownContent = lazyView<{ children: string }, 'MarkdownContent'>(() => import('./markdown-content'), 'MarkdownContent');

/**
 * An editor's Markdown (an article's body, a case's text): the server draws it, and hydration adopts
 * it as it is, so neither react-markdown's code nor its parsing reach a first load. A client-side
 * navigation fetches them and draws it.
 */
export function StaticMarkdown({ children }: { children: string }) {
  return (
    <StaticContent onFirstScreen>
      <Suspense fallback={null}>
        <LazyMarkdownContent>{children}</LazyMarkdownContent>
      </Suspense>
    </StaticContent>
  );
}
