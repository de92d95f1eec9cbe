import { topologyFor } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { noSiteNavigation, type SiteNavigation } from '../layout/navigation/site-navigation';

/** Shape of the configuration /env.js puts on window before the bundle runs. */
export interface RuntimeEnv {
  remotes: Record<RemoteName, string>;
  /** The remote pages the server rendered (renderedPageKey → outcome), to load before hydrating. */
  rendered: Record<string, 'ok' | 'failed'>;
  /** What the server read from the CMS for the first view, by swr key. */
  data: Record<string, unknown>;
  /** The routes and menus of this visitor's live releases (the page was rendered with them). */
  navigation: SiteNavigation;
}

declare global {
  interface Window {
    __SITE_ENV__?: {
      remotes?: Partial<Record<RemoteName, string>>;
      rendered?: Record<string, 'ok' | 'failed'>;
      data?: Record<string, unknown>;
      navigation?: SiteNavigation;
    };
  }
}

/**
 * Where each remote's manifest lives when /env.js says nothing: the local ports of the default
 * base (shared/src/config/topology.mjs; the server always says, SITE_PORT_BASE included).
 */
const defaultRemotes: Record<RemoteName, string> = topologyFor().manifestUrls;

export function readRuntimeEnv(): RuntimeEnv {
  const fromServer = typeof window === 'undefined' ? undefined : window.__SITE_ENV__;
  return {
    remotes: { ...defaultRemotes, ...fromServer?.remotes },
    rendered: fromServer?.rendered ?? {},
    data: fromServer?.data ?? {},
    navigation: fromServer?.navigation ?? noSiteNavigation,
  };
}
