import type { ComponentType } from 'react';
import type { PageData } from '../cms/cms-queries';
import type { RemoteAppName } from '../config/topology.mjs';

export type RemoteName = RemoteAppName;

/** What every exposed page module provides. */
export interface RemotePageModule {
  default: ComponentType;
  /** The content-service reads of the page's first view, for the server to run before rendering it. */
  pageData?: PageData;
}

/**
 * A remote's browser entry, beside its manifest (every remote's browser build writes both at its
 * root: shared/build/rspack-config.mjs). The browser loads the entry directly: one request less
 * than the manifest first, and the shell's federation runtime needs no manifest-snapshot code
 * (`disableSnapshot`). Configuration and the release system keep naming manifests.
 */
export const remoteEntryUrl = (browserManifest: string): string => new URL('remoteEntry.js', browserManifest).href;
