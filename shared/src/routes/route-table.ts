import { pageRecords, type PageRecord } from './paths';
import type { ExposedModuleName, RemoteName } from '../federation/remote-modules';

/** A route and the page module serving it: only a module its remote exposes type-checks. */
export type RemoteRoute = {
  [R in RemoteName]: { path: string; remote: R; module: ExposedModuleName<R> };
}[RemoteName];

/**
 * Which remote serves which route, from the page records (page-records.mjs): the shell routes by
 * it; a remote alone (npm run dev -w remote-<name>) serves its own pages at the same paths.
 */
export const routeTable: RemoteRoute[] = pageRecords.map(({ path, remote, module }: PageRecord) => ({ path, remote, module }) as RemoteRoute);
