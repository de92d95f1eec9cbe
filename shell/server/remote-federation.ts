import { createInstance, registerGlobalPlugins, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePageModule } from '@site/shared/federation';
import * as siteRouter from '@site/shared/router';
import { releaseOfManifest } from '@site/shared/releases';
import { releaseContainerName, REMOTE_PUBLIC_PATHS_GLOBAL } from '@site/shared/federation/node-builds';
import { log } from './observability/logger';

/** require() of the shell server's own node_modules at run time (not bundled). */
declare const __non_webpack_require__: NodeJS.Require;

export interface RemoteFederationOptions {
  /**
   * A request waits this long for a page module, then renders the remote's fallback. Slow is not
   * down: the load goes on, and the next request renders the page.
   */
  timeoutMs: number;
  /** After a failure, the fallback answers at once for this long; a load that takes longer counts as failed. */
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
   * registered, and every page it exposes loaded (now, if they were not), so the first visitors of a
   * server that has just started get pages, not fallbacks. False while its breaker is open, or when
   * its manifest or one of its pages cannot be loaded.
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
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
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

  /** How long a fetch of a remote's manifest or entry may take before it counts as failed. */
  const fetchDeadlineMs = timeoutMs * 3;
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
        fetch: (url: string, init?: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(fetchDeadlineMs) }),
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
    /** The page modules its manifest exposes ('./blog-page'). */
    modules: string[];
    /** Each page module's load, shared by every request; null when it failed. */
    pages: Map<string, Promise<RemotePageModule | null>>;
    /** The manifest being read for `entry`, so concurrent first requests register once. */
    registering: { entry: string; done: Promise<void> } | null;
  }
  /** By container name: one per remote, or one per release of a remote. */
  const states = new Map<string, RemoteState>();
  const stateOf = (name: string, browserManifest: string): RemoteState => {
    let state = states.get(name);
    if (!state) {
      state = { browserManifest, entry: null, fingerprint: null, downUntil: 0, downEntry: null, modules: [], pages: new Map(), registering: null };
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

  async function fetchManifest(url: string, deadlineMs: number): Promise<{ manifest: ServerManifest; fingerprint: string }> {
    const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) });
    if (!response.ok) throw new Error(`manifiesto ${response.status}`);
    const text = await response.text();
    return { manifest: JSON.parse(text) as ServerManifest, fingerprint: text };
  }

  /** Registers (or re-registers, dropping what was loaded) a remote at its configured URL. */
  function register(name: string, entry: string, state: RemoteState, manifest: ServerManifest): void {
    const force = state.entry !== null;
    instance.registerRemotes([{ name, entry }], { force });
    if (force) {
      // The runtime looks a remote's own instance up as name:buildVersion and misses it, so the
      // next remote entry would reuse the stale one (whose chunk loading then reads the local disk).
      const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }).__FEDERATION__?.__INSTANCES__;
      for (let i = (instances?.length ?? 0) - 1; i >= 0; i -= 1) if (instances?.[i]?.name === name) instances.splice(i, 1);
    }
    state.entry = entry;
    state.modules = (manifest.exposes ?? []).map((expose) => expose.path).filter((path): path is string => typeof path === 'string');
    state.pages.clear();
    generation += 1;
  }

  function ensureCurrent(name: string, state: RemoteState): Promise<void> {
    const { browserManifest } = state;
    const entry = nodeEntryOf(browserManifest);
    publicPaths[name] = browserBase(browserManifest);
    if (state.entry === entry && state.fingerprint !== null) return Promise.resolve();
    if (state.registering?.entry !== entry) {
      const done = (async () => {
        // The request waits no longer than its page timer; the registration may, as a slow answer is not a down remote.
        const { manifest, fingerprint } = await fetchManifest(entry, fetchDeadlineMs);
        provide(manifest);
        register(name, entry, state, manifest);
        state.fingerprint = fingerprint;
      })().finally(() => {
        if (state.registering?.done === done) state.registering = null;
      });
      state.registering = { entry, done };
    }
    return state.registering.done;
  }

  /** Down for the breaker's time: its pages get their fallback, and the next try starts from the manifest. */
  function markDown(state: RemoteState, entry: string): void {
    state.downUntil = Date.now() + breakerMs;
    state.downEntry = entry;
    state.fingerprint = null;
    state.pages.clear();
  }

  /**
   * A page module of a registered remote, loaded once for every request (and the readiness check).
   * A load that fails, or has not finished within the breaker's time, calls the remote down.
   */
  function pageModule(name: string, state: RemoteState, module: string): Promise<RemotePageModule | null> {
    const cached = state.pages.get(module);
    if (cached) return cached;
    const entry = state.entry ?? '';
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`sin terminar tras ${breakerMs} ms`)), breakerMs);
      timer.unref();
    });
    const page: Promise<RemotePageModule | null> = Promise.race([instance.loadRemote<RemotePageModule>(`${name}/${module.replace(/^\.\//, '')}`), hung])
      .then((loaded) => {
        if (!loaded || typeof loaded.default !== 'function') throw new Error('módulo vacío');
        return loaded;
      })
      .catch((error: unknown) => {
        log().warn({ remote: name, module, entry }, `${name}/${module} no disponible en el servidor: ${(error as Error).message}`);
        // A load from before the remote was registered again says nothing of the new one.
        if (state.pages.get(module) === page) markDown(state, entry);
        return null;
      })
      .finally(() => clearTimeout(timer));
    state.pages.set(module, page);
    return page;
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
        register(name, entry, state, manifest);
        state.fingerprint = fingerprint;
      }
    } catch (error) {
      // Down: the browser could not load what the server renders, so its pages get their
      // fallback until the remote answers again (the breaker, then a fresh load).
      if (state.fingerprint !== null) {
        generation += 1;
        log().warn({ remote: name, entry }, `${name} no responde; sus páginas muestran su alternativa por ${breakerMs} ms: ${(error as Error).message}`);
      }
      markDown(state, entry);
    }
  }
  const timer = setInterval(() => void revalidate(), revalidateMs);
  timer.unref();

  async function loadPage(remote: RemoteName, module: string, browserManifest: string): Promise<RemotePageModule | null> {
    const name = containerNameOf(remote, browserManifest);
    const state = stateOf(name, browserManifest);
    const entry = nodeEntryOf(browserManifest);
    if (Date.now() < state.downUntil && state.downEntry === entry) return null;
    const load = (async () => {
      try {
        await ensureCurrent(name, state);
      } catch (error) {
        log().warn({ remote: name, module, entry }, `${name}/${module} no disponible en el servidor: ${(error as Error).message}`);
        markDown(state, entry);
        return null;
      }
      return pageModule(name, state, module);
    })();
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timeout = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const loaded = await Promise.race([load, timedOut]).finally(() => clearTimeout(timeout));
    if (loaded !== 'timeout') return loaded;
    // Slow, not down (a cold load on a busy server): this request renders the fallback, the load
    // goes on, and the next request renders the page.
    log().warn({ remote: name, module, entry }, `${name}/${module} tarda más de ${timeoutMs} ms en el servidor; esta página muestra su alternativa`);
    return null;
  }

  async function knows(remote: RemoteName, browserManifest: string): Promise<boolean> {
    const name = containerNameOf(remote, browserManifest);
    const state = stateOf(name, browserManifest);
    if (Date.now() < state.downUntil && state.downEntry === nodeEntryOf(browserManifest)) return false;
    try {
      await ensureCurrent(name, state);
    } catch {
      return false;
    }
    const pages = await Promise.all(state.modules.map((module) => pageModule(name, state, module)));
    return pages.every((page) => page !== null);
  }

  return { loadPage, generation: () => generation, knows, stop: () => clearInterval(timer) };
}
