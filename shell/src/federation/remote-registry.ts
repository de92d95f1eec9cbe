import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntryUrl, type RemoteName, type RemotePageModule } from '@site/shared/federation';
import { readRuntimeEnv } from './runtime-env';

/** Registers every remote at the URL the server configured (no rebuild needed to move one). */
export function registerSiteRemotes(): void {
  const { remotes } = readRuntimeEnv();
  registerRemotes((Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: remoteEntryUrl(remotes[name]) })));
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, readonly module: string, cause?: unknown) {
    super(`El remote "${remote}" no pudo cargar ${module}`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads one exposed page. On a retry the remote is registered again with
 * `force`, which drops the failed entry from the runtime's cache so the
 * remote entry is fetched anew.
 */
export async function loadRemotePage(
  remote: RemoteName,
  module: string,
  isRetry: boolean,
): Promise<RemotePageModule> {
  if (isRetry) {
    registerRemotes([{ name: remote, entry: remoteEntryUrl(readRuntimeEnv().remotes[remote]) }], { force: true });
  }
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let loaded: RemotePageModule | null | undefined;
  try {
    loaded = await loadRemote<RemotePageModule>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error);
  }
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemoteUnavailableError(remote, module);
  }
  return loaded;
}
