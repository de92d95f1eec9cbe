import { createContext } from 'react';
import type { RemoteName, RemotePageModule } from '@site/shared/federation';

/** What the server rendered for a remote page: its module, or its fallback. */
export type RenderedPage = RemotePageModule | 'failed';

/**
 * The remote pages of the first view. On the server: loaded before rendering, so the page
 * renders without suspending. In the browser: only the pages the server could not load
 * ('failed'), hydrated as their fallback; the others hydrate once their module is in.
 * Pages reached later by navigation load as they are needed.
 */
export const RenderedPagesContext = createContext<ReadonlyMap<string, RenderedPage>>(new Map());

export const renderedPageKey = (remote: RemoteName, module: string): string => `${remote}:${module}`;
