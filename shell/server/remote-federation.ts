import { createInstance, registerGlobalPlugins, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_PUBLIC_PATHS_GLOBAL } from '@site/shared/build/federation';
import type { RemoteName, RemotePageModule } from '@site/shared/federation';
import * as siteRouter from '@site/shared/router';
import { releaseOfManifest } from '@site/shared/build/releases';
import { releaseContainerName } from '@site/shared/build/federation';
import { log } from './observability/logger';

/** require() of the shell server's own node_modules at run time (not bundled). */
declare const __non_webpack_require__: NodeJS.Require;

export interface RemoteFederationOptions {
  /** A page module slower than this is rendered as the remote's fallback. */
  timeoutMs: number;
  /** After a failure, the fallback answers at once for this long. */
  breakerMs: number;
  /** How often each remote's Node manifest is checked for a new build. */
  revalidateMs: number;
  /** Where this server fetches a remote's file from (default: its URL); see `internalUrlFor`. */
  fetchUrl?: (url: string) => string;
}

export interface RemoteFederation {
  /**
   * The page module of the remote build at `browserManifest` (the visitor's release), or null
   * (fallback) when that build is down, slow or broken.
   */
  loadPage(remote: RemoteName, module: string, browserManifest: string): Promise<RemotePageModule | null>;
  /** Changes whenever a remote is registered again or found down: pages rendered before are out of date. */
  generation(): number;
  /**
   * Whether the remote build at `browserManifest` can be rendered here: its Node manifest read and
   * registered (now, if it was not). False while its breaker is open or its manifest cannot be read.
   */
  knows(remote: RemoteName, browserManifest: string): Promise<boolean>;
  stop(): void;
}

/** A remote's Node build sits in server/ beside its browser build. */
export const serverManifestUrl = (browserManifest: string): string => new URL('server/mf-manifest.json', browserManifest).href;
const browserBase = (browserManifest: string): string => new URL('.', browserManifest).href;

/**
 * The name a remote's Node build registers under: a release's Node build is named after its
 * release (`marketing_r<id>`, shared/build/rspack-config.mjs), so a stable release and a canary
 * of the same remote are two remotes here, loaded side by side; any other build is the remote's name.
 */
export function containerNameOf(remote: RemoteName, browserManifest: string): string {
  const release = releaseOfManifest(browserManifest);
  return release ? releaseContainerName(remote, release) : remote;
}

interface ServerManifest {
  shared?: Array<{ name?: unknown }>;
  exposes?: Array<{ assets?: { js?: { sync?: unknown } } }>;
  metaData?: { remoteEntry?: { name?: unknown } };
}

function versionOf(name: string): string {
  const parts = name.split('/');
  const pkg = parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
  try {
    return (__non_webpack_require__(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/**
 * The remotes' Node builds, loaded by URL into the shell's server through the
 * federation runtime, with the shell's own React, MUI, emotion, swr and router
 * provided as the singletons (so a remote's page takes the shell's theme and
 * contexts). A page load is bounded by a timer (the runtime has none), a
 * failure opens a short breaker, and each remote is re-registered when its
 * manifest changes (a redeploy) with no restart.
 */
/** Where this process fetches a remote's files now: set by the latest createRemoteFederation. */
let fetchUrlNow: (url: string) => string = (url) => url;

/**
 * A remote's Node build finds its entry and chunks from its public path (the browser's, so that
 * the pages it renders name the browser's files). Behind one front that path is on the public
 * origin, which does not serve Node builds: every federation instance in the process (the shell's
 * and each remote's own, hence a global plugin) fetches them where `fetchUrl` says instead.
 */
registerGlobalPlugins([
  {
    name: 'site-internal-origin',
    createScript: ({ url }) => {
      const internal = fetchUrlNow(url);
      return internal === url ? undefined : { url: internal };
    },
    fetch: (url, init) => {
      const internal = fetchUrlNow(url);
      return internal === url ? undefined : fetch(internal, init);
    },
  },
]);

export function createRemoteFederation({ timeoutMs, breakerMs, revalidateMs, fetchUrl = (url) => url }: RemoteFederationOptions): RemoteFederation {
  /** Where this server reads a remote's Node build (the page keeps the browser's URLs for its assets). */
  const nodeEntryOf = (browserManifest: string): string => fetchUrl(serverManifestUrl(browserManifest));
  fetchUrlNow = fetchUrl;
  const publicPaths: Record<string, string> = {};
  (globalThis as Record<string, unknown>)[REMOTE_PUBLIC_PATHS_GLOBAL] = publicPaths;

  const provided = new Set<string>();
  let generation = 0;
  const instance: ModuleFederation = createInstance({
    name: 'shell_server',
    remotes: [],
    shared: {},
    shareStrategy: 'loaded-first',
    plugins: [
      {
        name: 'site-fetch-deadline',
        // The host's manifest and remote-entry fetches; chunk fetches are bounded by the page timer.
        fetch: (url: string, init?: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs * 3) }),
      },
    ],
  });

  interface RemoteState {
    /** The browser manifest it was last asked for (its Node build sits beside it). */
    browserManifest: string;
    entry: string | null;
    fingerprint: string | null;
    downUntil: number;
    /** The entry that failed: a new URL in the configuration is tried at once. */
    downEntry: string | null;
    pages: Map<string, Promise<RemotePageModule | null>>;
  }
  /** By container name: one per remote, or one per release of a remote. */
  const states = new Map<string, RemoteState>();
  const stateOf = (name: string, browserManifest: string): RemoteState => {
    let state = states.get(name);
    if (!state) {
      state = { browserManifest, entry: null, fingerprint: null, downUntil: 0, downEntry: null, pages: new Map() };
      states.set(name, state);
    }
    state.browserManifest = browserManifest;
    return state;
  };

  /** Provides every package a remote's Node build consumes, from the shell's own node_modules. */
  function provide(manifest: ServerManifest): void {
    const shared: Record<string, { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: false } }> = {};
    for (const item of manifest.shared ?? []) {
      const name = typeof item.name === 'string' ? item.name : '';
      if (!name || provided.has(name)) continue;
      provided.add(name);
      const lib = name === '@site/shared/router' ? () => siteRouter : () => __non_webpack_require__(name) as unknown;
      shared[name] = { version: versionOf(name), lib, shareConfig: { singleton: true, requiredVersion: false } };
    }
    if (Object.keys(shared).length > 0) instance.initOptions({ name: 'shell_server', remotes: [], shared });
  }

  async function fetchManifest(url: string, deadlineMs = timeoutMs): Promise<{ manifest: ServerManifest; fingerprint: string }> {
    const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) });
    if (!response.ok) throw new Error(`manifiesto ${response.status}`);
    const text = await response.text();
    return { manifest: JSON.parse(text) as ServerManifest, fingerprint: text };
  }

  /** Registers (or re-registers, dropping what was loaded) a remote at its configured URL. */
  function register(name: string, entry: string, state: RemoteState): void {
    const force = state.entry !== null;
    instance.registerRemotes([{ name, entry }], { force });
    if (force) {
      // The runtime looks a remote's own instance up as name:buildVersion and misses it, so the
      // next remote entry would reuse the stale one (whose chunk loading then reads the local disk).
      const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }).__FEDERATION__?.__INSTANCES__;
      for (let i = (instances?.length ?? 0) - 1; i >= 0; i -= 1) if (instances?.[i]?.name === name) instances.splice(i, 1);
    }
    state.entry = entry;
    state.pages.clear();
    generation += 1;
  }

  async function ensureCurrent(name: string, state: RemoteState): Promise<void> {
    const { browserManifest } = state;
    const entry = nodeEntryOf(browserManifest);
    publicPaths[name] = browserBase(browserManifest);
    if (state.entry === entry && state.fingerprint !== null) return;
    const { manifest, fingerprint } = await fetchManifest(entry);
    provide(manifest);
    register(name, entry, state);
    state.fingerprint = fingerprint;
  }

  let revalidating = false;
  async function revalidate(): Promise<void> {
    // One pass at a time: a slow one must not pile up behind the timer.
    if (revalidating) return;
    revalidating = true;
    try {
      for (const [name, state] of states) await revalidateOne(name, state);
    } finally {
      revalidating = false;
    }
  }

  async function revalidateOne(name: string, state: RemoteState): Promise<void> {
    if (state.entry === null) return;
    const entry = nodeEntryOf(state.browserManifest);
    try {
      // A background check may take until the next one: under load the server's own event loop can
      // hold a manifest's answer past the page timer, and that is no reason to call the remote down
      // (it turned a busy server's pages into 503s for the breaker's 10 s).
      const { manifest, fingerprint } = await fetchManifest(entry, Math.max(timeoutMs, revalidateMs));
      if (entry !== state.entry || fingerprint !== state.fingerprint) {
        provide(manifest);
        publicPaths[name] = browserBase(state.browserManifest);
        register(name, entry, state);
        state.fingerprint = fingerprint;
      }
    } catch (error) {
      // Down: the browser could not load what the server renders, so its pages get their
      // fallback until the remote answers again (the breaker, then a fresh load).
      if (state.fingerprint !== null) {
        generation += 1;
        log().warn({ remote: name, entry }, `${name} no responde; sus páginas muestran su alternativa por ${breakerMs} ms: ${(error as Error).message}`);
      }
      state.downUntil = Date.now() + breakerMs;
      state.downEntry = entry;
      state.fingerprint = null;
      state.pages.clear();
    }
  }
  const timer = setInterval(() => void revalidate(), revalidateMs);
  timer.unref();

  async function loadPage(remote: RemoteName, module: string, browserManifest: string): Promise<RemotePageModule | null> {
    const name = containerNameOf(remote, browserManifest);
    const state = stateOf(name, browserManifest);
    const entry = nodeEntryOf(browserManifest);
    if (Date.now() < state.downUntil && state.downEntry === entry) return null;
    let timeout: NodeJS.Timeout | undefined;
    try {
      const load = (async () => {
        await ensureCurrent(name, state);
        let page = state.pages.get(module);
        if (!page) {
          page = instance.loadRemote<RemotePageModule>(`${name}/${module.replace(/^\.\//, '')}`);
          state.pages.set(module, page);
        }
        return page;
      })();
      const timedOut = new Promise<'timeout'>((resolve) => {
        timeout = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const loaded = await Promise.race([load, timedOut]);
      if (loaded === 'timeout' || !loaded || typeof loaded.default !== 'function') {
        throw new Error(loaded === 'timeout' ? `más de ${timeoutMs} ms` : 'módulo vacío');
      }
      return loaded;
    } catch (error) {
      log().warn({ remote: name, module, entry }, `${name}/${module} no disponible en el servidor: ${(error as Error).message}`);
      state.downUntil = Date.now() + breakerMs;
      state.downEntry = entry;
      // The next try starts from the manifest again.
      state.fingerprint = null;
      state.pages.clear();
      return null;
    } finally {
      clearTimeout(timeout);
    }
  }

  async function knows(remote: RemoteName, browserManifest: string): Promise<boolean> {
    const name = containerNameOf(remote, browserManifest);
    const state = stateOf(name, browserManifest);
    if (Date.now() < state.downUntil && state.downEntry === nodeEntryOf(browserManifest)) return false;
    try {
      await ensureCurrent(name, state);
      return true;
    } catch {
      return false;
    }
  }

  return { loadPage, generation: () => generation, knows, stop: () => clearInterval(timer) };
}
