import type { RemoteName } from '@site/shared/federation';

/** Shape of the configuration /env.js puts on window before the bundle runs. */
export interface RuntimeEnv {
  remotes: Record<RemoteName, string>;
  /** The remote pages the server rendered (renderedPageKey → outcome), to load before hydrating. */
  rendered: Record<string, 'ok' | 'failed'>;
  /** What the server read from the CMS for the first view, by swr key. */
  data: Record<string, unknown>;
}

declare global {
  interface Window {
    __SITE_ENV__?: {
      remotes?: Partial<Record<RemoteName, string>>;
      rendered?: Record<string, 'ok' | 'failed'>;
      data?: Record<string, unknown>;
    };
  }
}

/** Where each remote's manifest lives when /env.js says nothing (local ports). */
const defaultRemotes: Record<RemoteName, string> = {
  marketing: 'http://localhost:8081/mf-manifest.json',
  content: 'http://localhost:8082/mf-manifest.json',
  catalogue: 'http://localhost:8083/mf-manifest.json',
  tools: 'http://localhost:8084/mf-manifest.json',
};

export function readRuntimeEnv(): RuntimeEnv {
  const fromServer = typeof window === 'undefined' ? undefined : window.__SITE_ENV__;
  return {
    remotes: { ...defaultRemotes, ...fromServer?.remotes },
    rendered: fromServer?.rendered ?? {},
    data: fromServer?.data ?? {},
  };
}
