import crypto from 'node:crypto';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { siteSettingsQuery, type CmsQuery } from '@site/shared/cms/cms-queries';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { TAP_RECORDER_SCRIPT } from '@site/shared/hydration/tap-recorder';
import type { RemoteName, RemotePageModule } from '@site/shared/federation';
import { StaticRouter } from '@site/shared/router';
import { createSiteEmotionCache } from '@site/shared/theme/emotion-cache';
import { App } from '../src/app';
import { RenderedPagesContext, renderedPageKey, type RenderedPage } from '../src/federation/rendered-pages';
import type { SiteNavigation } from '../src/layout/navigation/site-navigation';
import { deferredStyleTags, deferredStylesHref, deferredStylesLoader, deferredStylesOf, type DeferredStyles } from './deferred-styles';
import { emotionFlushingWriter } from './emotion-writer';
import { errorPage } from './error-responses';
import { runQuery, type CmsReader } from './cms-reader';
import { pageStatus, type RouteVerdict } from './page-status';
import type { RemoteFederation } from './remote-federation';
import type { Preload } from './remote-preloads';
import { scriptLoader } from './script-loader';
import { runtimeConfigScript } from './shell-page';
import { redactUrl } from './observability/logger';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** What the page's route says of it (page-status.ts): found, missing, or unknown. */
  route: RouteVerdict;
  /** The status of a form's answer, rendered with its state in `personal`. */
  formStatus?: number;
  /** The route's remote page, when the route has one, with the route's parameters. */
  page: { remote: RemoteName; module: string; params: Record<string, string> } | null;
  /** The routes and menus of the visitor's live releases. */
  navigation: SiteNavigation;
  remotes: Record<RemoteName, string>;
  remoteOrigins: readonly string[];
  /** The shell's browser entry scripts, its stylesheets' rules (written inline) and the font files to preload. */
  bootstrapScripts: string[];
  inlineStyles: string;
  fonts: string[];
  federation: RemoteFederation;
  /** The route's remote files for the browser to fetch early. */
  preloads: readonly Preload[];
  cms: CmsReader;
  /**
   * What this response alone carries for the page, by data key (the contact form's token, and the
   * values a visitor sent): handed to the page like its CMS reads, and never kept for another.
   */
  personal?: Record<string, unknown>;
  /** An editor's preview of drafts: sent to this response alone, never stored or indexed. */
  preview?: boolean;
}

/**
 * A rendered page, ready to send to any number of visitors: its inline
 * scripts and styles carry a random placeholder where each response puts its
 * own CSP nonce (a nonce is never shared between responses).
 */
export interface RenderedDocument {
  status: number;
  headers: Record<string, string>;
  html: string;
  noncePlaceholder: string;
  /** A complete page (200 or 404) that visitors may be served for a while; errors are not kept. */
  cacheable: boolean;
  /** A part of the page threw while rendering (the browser renders it again): counted against its release. */
  partsFailed: boolean;
  /** Every CMS read the page declares for its first view was answered (none left to the browser). */
  cmsComplete: boolean;
  /** The rules that only elements off the page's first screen use, served apart (deferred-styles.ts). */
  deferredStyles: DeferredStyles | null;
}

/**
 * Runs the CMS reads a page declares for its first view (stale answers while
 * Strapi is down). A read that fails is named in the data (failed-reads.ts):
 * the page renders SPEC §8's empty state for it, here and while the browser
 * hydrates, and the browser then reads it again.
 */
async function readPageData(
  module: RemotePageModule,
  url: string,
  params: Record<string, string>,
  cms: CmsReader,
): Promise<{ data: Record<string, unknown>; complete: boolean }> {
  const data: Record<string, unknown> = {};
  const failed: string[] = [];
  // A read the page stands without (CmsQuery.optional) leaves its band out; the page is still whole.
  let complete = true;
  const [path = '/', query = ''] = url.split('?');
  const queries = module.pageData?.({ path, params, search: new URLSearchParams(query) }) ?? [];
  const read = async (query: CmsQuery<unknown>): Promise<void> => {
    let result: unknown;
    try {
      result = await runQuery(cms, query);
      data[query.key] = result;
    } catch {
      failed.push(query.key);
      if (!query.optional) complete = false;
      return;
    }
    // What the answer asks for (a CMS page's team or client logos), read before the page renders.
    const next = new Map((query.followUps?.(result) ?? []).filter((followUp) => !(followUp.key in data)).map((followUp) => [followUp.key, followUp]));
    await Promise.all([...next.values()].map(read));
  };
  await Promise.all(queries.map(read));
  return { data: { ...data, ...failedReadsEntry(failed) }, complete };
}

/**
 * The layout's own read, with every page: the site's settings (the footer's contact block, the
 * header's portal link, the WhatsApp button), one cached read shared by every page. It fails
 * nothing: without an answer the layout shows the site's configuration (contact-details.ts), here
 * and in the browser, which does not read it again.
 */
async function readLayoutData(cms: CmsReader): Promise<Record<string, unknown>> {
  try {
    return { [siteSettingsQuery.key]: await runQuery(cms, siteSettingsQuery) };
  } catch {
    return {};
  }
}

/**
 * Renders a route of the site, the whole document, with React's streaming
 * renderer: the shell's layout and the route's remote page (loaded through the
 * server's federation before rendering; its fallback and status 503 when the
 * remote is down or slow). The browser hydrates the same tree.
 */
export async function renderDocument(input: RenderInput): Promise<RenderedDocument> {
  const { page } = input;
  const nonce = crypto.randomBytes(18).toString('base64');
  const pages = new Map<string, RenderedPage>();
  const rendered: Record<string, 'ok' | 'failed'> = {};
  let data: Record<string, unknown> = {};
  // A page whose content the CMS could not give is not kept: the next visitor gets a fresh try.
  let complete = true;
  let pageLoaded = false;
  // Beside the page's module and reads, not after them.
  const layoutData = readLayoutData(input.cms);
  if (page) {
    const key = renderedPageKey(page.remote, page.module);
    const module = await input.federation.loadPage(page.remote, page.module, input.remotes[page.remote]);
    pages.set(key, module ?? 'failed');
    rendered[key] = module ? 'ok' : 'failed';
    pageLoaded = module !== null;
    if (module) ({ data, complete } = await readPageData(module, input.url, page.params, input.cms));
    if (input.personal) data = { ...data, ...input.personal };
  }
  // Decided once, now that the page's module and reads are known (the HTML does not depend on it).
  const status = pageStatus({ route: input.route, formStatus: input.formStatus, pageFailed: page !== null && !pageLoaded, cmsIncomplete: !complete });
  data = { ...(await layoutData), ...data };
  // A page carrying one visitor's form state is never stored by a browser or a proxy either.
  const headers: Record<string, string> = input.preview
    ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
    : { 'Cache-Control': input.personal ? 'no-store' : 'no-cache' };
  if (status === 503) headers['Retry-After'] = '30';
  // The remotes' connections open while the browser parses the page (no DOM: nothing to hydrate).
  if (input.remoteOrigins.length > 0) {
    headers.Link = input.remoteOrigins.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ');
  }

  const cache = createSiteEmotionCache(nonce);
  cache.compat = true;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.url}>{children}</StaticRouter>;

  return new Promise<RenderedDocument>((resolve) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <CacheProvider value={cache}>
        <RenderedPagesContext value={pages}>
          <App router={Router} cmsData={data} navigation={input.navigation} />
        </RenderedPagesContext>
      </CacheProvider>,
      {
        nonce,
        // Not `bootstrapScripts`: those would run before the first paint (script-loader.ts).
        // Hydration needs the route's remote page: its files load beside the shell's, not after.
        bootstrapScriptContent:
          runtimeConfigScript(input.remotes, { rendered, data, navigation: input.navigation }) +
          scriptLoader(input.bootstrapScripts, pageLoaded ? input.preloads : [], deferredStylesLoader),
        // Every boundary in place, however large (React otherwise sends a large one apart, after
        // the rest, revealed by a script): the page's own boundary lets the browser hydrate the
        // layout first, not the server stream in pieces.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Sent once everything is rendered, lazy parts included: crawlers, link previews and
        // visitors without JavaScript get every section in place (streamed segments would
        // need a script to be revealed).
        onAllReady() {
          const links = [
            // In <head>: taps before hydration are recorded from the first paint on (tap-recorder.ts).
            `<script nonce="${nonce}">${TAP_RECORDER_SCRIPT}</script>`,
            ...input.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin=""/>`),
            input.inlineStyles && `<style nonce="${nonce}">${input.inlineStyles}</style>`,
          ].join('');
          const cacheable = () => complete && !failed && !input.personal && !input.preview && (status === 200 || status === 404);
          let deferredStyles: DeferredStyles | null = null;
          const writer = emotionFlushingWriter(cache, {
            nonce,
            headExtra: links,
            deferOffFirstScreen(rules) {
              deferredStyles = deferredStylesOf(rules);
              return deferredStyleTags(deferredStylesHref(deferredStyles, input.url), nonce);
            },
            onDone: (html) =>
              resolve({
                status,
                headers,
                html,
                noncePlaceholder: nonce,
                cacheable: cacheable(),
                partsFailed: failed,
                cmsComplete: complete,
                deferredStyles,
              }),
          });
          stream.pipe(writer);
        },
        onShellError(error) {
          console.error('[shell] la página no se pudo renderizar:', redactUrl(input.url).slice(0, 200), error);
          resolve({
            status: 500,
            headers: { 'Cache-Control': 'no-store' },
            html: errorPage(500, 'Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.', nonce),
            noncePlaceholder: nonce,
            cacheable: false,
            partsFailed: true,
            cmsComplete: complete,
            deferredStyles: null,
          });
        },
        onError(error) {
          // A part that failed on the server is rendered again in the browser; log it once.
          if (!failed) console.error('[shell] error al renderizar', redactUrl(input.url).slice(0, 200), error);
          failed = true;
        },
      },
    );
    // A render that never completes (a stuck lazy part) is cut: the browser finishes it.
    setTimeout(() => stream.abort(), 10_000).unref();
  });
}
