import type { ComponentType } from 'react';
import type { PageData } from '../cms/cms-queries';
import { exposedModules } from './exposed-modules.mjs';
import type { PageRecord } from '../routes/paths';

export { exposedModules };

export type RemoteName = PageRecord['remote'];

/** The module names a remote exposes (`'./home-page'`, ...). */
export type ExposedModuleName<R extends RemoteName> = Extract<PageRecord, { remote: R }>['module'];

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
