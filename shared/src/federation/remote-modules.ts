import type { ComponentType } from 'react';
import type { PageData } from '../cms/cms-queries';
import { exposedModules } from './exposed-modules.mjs';

export { exposedModules };

export type RemoteName = keyof typeof exposedModules;

type Declared = typeof exposedModules;
type NameOf<Page> = Page extends { readonly name: infer Name extends string } ? Name : never;

/** The module names a remote exposes (`'./home-page'`, ...). */
export type ExposedModuleName<R extends RemoteName> = NameOf<Declared[R][keyof Declared[R]]>;

type ModuleNames = { readonly [R in RemoteName]: { readonly [K in keyof Declared[R]]: NameOf<Declared[R][K]> } };

/**
 * The contract between the shell and the remotes: which module each remote
 * exposes for which page, read from the one declaration (exposed-modules.mjs)
 * that also builds each remote's `exposes`.
 */
export const remoteModules = Object.fromEntries(
  Object.entries(exposedModules).map(([remote, pages]) => [
    remote,
    Object.fromEntries(Object.entries(pages).map(([page, { name }]) => [page, name])),
  ]),
) as unknown as ModuleNames;

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
