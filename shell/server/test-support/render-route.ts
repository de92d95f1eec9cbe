import type { RemoteName, RemotePageModule } from '@site/shared/federation';
import { checkoutSite } from '../../../jest/checkout-pages';
import type { CmsReader } from '../cms-reader';
import type { RemoteFederation } from '../remote-federation';
import type { RenderedDocument } from '../render-page';
import { renderPageAlone } from '../render-page-alone';

const remotes: Record<RemoteName, string> = {
  marketing: 'http://127.0.0.1:1/mf-manifest.json',
  content: 'http://127.0.0.1:2/mf-manifest.json',
  catalogue: 'http://127.0.0.1:3/mf-manifest.json',
  tools: 'http://127.0.0.1:4/mf-manifest.json',
};

/** Renders a route as the server does, its remote page module given in-process. */
export function renderRoute(url: string, page: RemotePageModule, cms: CmsReader, personal?: Record<string, unknown>): Promise<RenderedDocument> {
  const site = checkoutSite();
  const match = site.match(url.split('?')[0] ?? '/');
  if (!match) throw new Error(`sin ruta: ${url}`);
  const federation: RemoteFederation = {
    loadPage: () => Promise.resolve(page),
    generation: () => 0,
    knows: () => Promise.resolve(true),
    stop: () => undefined,
  };
  return renderPageAlone({
    url,
    route: 'found',
    page: { remote: match.page.remote, module: match.page.module, params: match.params },
    navigation: site.navigation,
    remotes,
    remoteOrigins: [],
    federation,
    cms,
    personal,
  });
}

/** The page's visible text, as a crawler without JavaScript reads it (no tags, no inline scripts). */
export const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The runtime configuration the page hands the browser (`window.__SITE_ENV__`, a string for JSON.parse). */
export function siteEnvOf(html: string): { data: Record<string, unknown> } {
  const literal = /window\.__SITE_ENV__=JSON\.parse\(("(?:[^"\\]|\\.)*")\);/.exec(html)?.[1] ?? '""';
  return JSON.parse(JSON.parse(literal) as string) as { data: Record<string, unknown> };
}
