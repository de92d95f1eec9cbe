import { createContext } from 'react';
import type { RemoteName, RemotePageModule } from '@site/shared/federation';

/** What the server rendered for a remote page: its module, or its fallback. */
export type RenderedPage = RemotePageModule | 'failed';

/**
 * The remote pages of the first view, loaded before rendering (on the server)
 * or before hydrating (in the browser), so both render the same tree without
 * suspending. Pages reached later by navigation load as they are needed.
 */
export const RenderedPagesContext = createContext<ReadonlyMap<string, RenderedPage>>(new Map());

export const renderedPageKey = (remote: RemoteName, module: string): string => `${remote}:${module}`;
