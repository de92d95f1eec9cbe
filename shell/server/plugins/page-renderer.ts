import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CmsReader } from '../cms-reader';
import { createDeferredStylesStore } from '../deferred-styles';
import { createPageCache } from '../page-cache';
import { routeVerdict } from '../page-status';
import { formPageFor } from '../privacy/form-pages';
import type { FormResponse } from '../privacy/form-response';
import { bucketOf, visitorBucket } from '../release-bucket';
import { chooseRemotes, type RemoteChoice, type RemoteSources } from '../remote-urls';
import { renderDocument, type RenderedDocument } from '../render-page';
import { renderPageAlone } from '../render-page-alone';
import { documentSender } from '../send-document';
import type { ServerConfig } from '../server-config';
import { shellFilesOf } from '../shell-page';
import { editorPagesIn } from '../site-pages/editor-pages';
import type { ComposedSite, RouteMatch } from '../site-pages/compose-site';

export interface PageRendererOptions {
  /** The shell's browser build (its entry scripts, stylesheets and fonts, named in every page). */
  distDir: string;
  pageCache: ServerConfig['pageCache'];
  /** Signs the tokens of the pages with a form. */
  formSecret: string;
}

/** A page request as the visitor's live releases route it: matched once, and carried on the request to its render. */
export interface PageRoute {
  /** The page's path and query. */
  url: string;
  pathname: string;
  /** The query, as the page's reads see it (up to a second `?`). */
  search: URLSearchParams;
  /** The visitor's releases: each remote's manifest URL, and the release it is. */
  remotes: RemoteChoice;
  /** The site those releases make (with an editor's drafts in her preview). */
  site: ComposedSite;
  /** The page the path belongs to, with its parameters; null: none (the 404 page, or 503 while a remote's pages are unknown). */
  match: RouteMatch | null;
  /** The CMS the page reads: the published content, or an editor's drafts. */
  cms: CmsReader;
  /** An editor's preview: rendered for this response alone, never kept. */
  preview: boolean;
}

/** A deferred stylesheet's rules, and whether they are the ones its hash names (kept a year) or the page's as it renders now. */
export interface DeferredSheet {
  css: string;
  named: boolean;
}

export interface PageRenderer {
  /**
   * Sends the request's page, kept or rendered now, its route matched once for the visitor's
   * releases (a release bucket given if she has none) and kept in `request.page`. With `form` (a form's answer), the page is
   * rendered with its state for that response alone, never kept, and answers `form.status`;
   * without, a page with a form of its own still gets a fresh token (privacy/form-pages.ts).
   */
  serve(request: FastifyRequest, reply: FastifyReply, form?: FormResponse): Promise<FastifyReply>;
  /**
   * The deferred stylesheet `hash` of the page at `pageUrl`: as a render here stored it, or, when
   * none did (another server of the fleet rendered the page, or this one restarted since), the
   * page's own as its tree renders now for the visitor's releases (no page is sent or kept for it).
   * Null: none stored and no page named (`pageUrl`, a path of the site), or a page without such styles.
   */
  deferredSheet(request: FastifyRequest, hash: string, pageUrl: string | null): Promise<DeferredSheet | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageRenderer: PageRenderer;
  }
  interface FastifyRequest {
    /** The request's page, once routed (`pageRenderer.serve`): what the render is given. */
    page: PageRoute | null;
  }
}

/**
 * Renders the site's pages, for whichever plugin answers with one (the pages' `GET /*`, the forms'
 * posts answered with their page filled in): routes a request's page once for the visitor's live
 * releases, takes it from the page cache or renders it through federation, and sends it with the
 * response's nonce. Each render's deferred stylesheet is kept here, by its hash, for the sheet's
 * own request.
 */
export const pageRendererPlugin = fp<PageRendererOptions>(
  async (fastify, { distDir, pageCache: cacheOptions, formSecret }) => {
    const { remotes, content, preview: previews, siteMetrics: metrics } = fastify;
    const shellFiles = shellFilesOf(distDir);
    const stylesStore = createDeferredStylesStore();
    const sendDocument = documentSender();
    const pageCache = createPageCache({ ...cacheOptions, onLookup: metrics.pageCache });
    content.onPurge(() => pageCache.clear());
    fastify.decorateRequest('page', null);

    /** The page at `url` for the releases of `bucket`, matched once. */
    async function routeOf(request: FastifyRequest, url: string, bucket: (sources: RemoteSources) => number | null): Promise<PageRoute> {
      const [pathname = '/', query = ''] = url.split('?');
      const sources = await remotes.sourcesFor(request);
      const choice = chooseRemotes(sources, bucket(sources));
      // An editor's preview: the CMS's drafts (her unpublished pages too).
      const preview = previews.of(request);
      const cms = preview ? previews.reader : content.reader;
      const site = await remotes.sitePages.of(choice.urls, await editorPagesIn(cms));
      return { url, pathname, search: new URLSearchParams(query), remotes: choice, site, match: site.match(pathname), cms, preview };
    }

    /** The page of `route` rendered now, with the browser's assets, its status decided by the render. */
    async function render(route: PageRoute, form: FormResponse | undefined): Promise<RenderedDocument> {
      const { match, remotes: choice, site } = route;
      const started = process.hrtime.bigint();
      const [verdict, preloads] = await Promise.all([
        routeVerdict(match, site, route.search, route.cms),
        match ? remotes.preloads.forPage(choice.urls[match.page.remote], match.page.module) : [],
      ]);
      const shell = shellFiles();
      const rendered = await renderDocument({
        url: route.url,
        route: verdict,
        formStatus: form?.status,
        page: match ? { remote: match.page.remote, module: match.page.module, params: match.params } : null,
        navigation: route.preview ? { ...site.navigation, preview: true } : site.navigation,
        remotes: choice.urls,
        remoteOrigins: remotes.originsOf(choice.urls),
        bootstrapScripts: shell.entryScripts,
        inlineStyles: shell.inlineStyles,
        fonts: shell.fonts,
        federation: remotes.federation,
        preloads,
        cms: route.cms,
        personal: form ? { [form.key]: form.state } : undefined,
        preview: route.preview,
      });
      metrics.render(Number(process.hrtime.bigint() - started) / 1e9);
      return rendered;
    }

    /** The page of `route`: kept, or rendered now; with a form's state or in a preview, for this response alone. */
    async function documentOf(route: PageRoute, form: FormResponse | undefined): Promise<RenderedDocument> {
      // A page rendered against other remote builds, pages or URLs is never served again.
      const key = `${remotes.federation.generation()}|${remotes.sitePages.generation()}|${JSON.stringify(route.remotes.urls)}|${route.url}`;
      const document = form || route.preview ? await render(route, form) : await pageCache.get(key, () => render(route, form));
      if (document.deferredStyles) stylesStore.remember(document.deferredStyles);
      return document;
    }

    /** The pages with a form carry a fresh form token for each visitor (the confirmation page, the e-mailed one: its whole query). */
    const formOf = (page: PageRoute): FormResponse | undefined =>
      formPageFor(page.pathname, new URLSearchParams(page.url.split(/\?(.*)/s)[1] ?? ''), formSecret);

    /** The request's page, routed once: kept in `request.page`, where the render and the metrics read it. */
    async function route(request: FastifyRequest, reply: FastifyReply): Promise<PageRoute> {
      if (request.page) return request.page;
      // The visitor's releases: the stable ones, or a canary for a visitor in its share.
      request.page = await routeOf(request, request.url, (sources) => visitorBucket(request, reply, sources));
      request.pageRoute = request.page.match?.page.path ?? null;
      return request.page;
    }

    async function serve(request: FastifyRequest, reply: FastifyReply, form?: FormResponse): Promise<FastifyReply> {
      const page = await route(request, reply);
      const document = await documentOf(page, form ?? formOf(page));
      if (page.preview) previews.mark(reply);
      const release = page.match ? page.remotes.releases[page.match.page.remote] : undefined;
      if (page.match && release) {
        const ok = document.status < 500 && !document.partsFailed;
        fastify.releaseHealth.served(page.match.page.remote, release.release, ok);
        metrics.remotePage(page.match.page.remote, release.release, ok);
      }
      return sendDocument(request, reply, document);
    }

    async function deferredSheet(request: FastifyRequest, hash: string, pageUrl: string | null): Promise<DeferredSheet | null> {
      const kept = stylesStore.get(hash);
      if (kept !== undefined) return { css: kept, named: true };
      if (pageUrl === null) return null;
      // The releases the page was served from: the visitor's bucket was given with the page.
      const page = await routeOf(request, pageUrl, () => bucketOf(request));
      // Any form token gives a form's page the same styles.
      const form = formOf(page);
      const { match, site } = page;
      const { deferredStyles } = await renderPageAlone({
        url: page.url,
        route: 'found',
        page: match ? { remote: match.page.remote, module: match.page.module, params: match.params } : null,
        navigation: page.preview ? { ...site.navigation, preview: true } : site.navigation,
        remotes: page.remotes.urls,
        remoteOrigins: [],
        federation: remotes.federation,
        cms: page.cms,
        personal: form ? { [form.key]: form.state } : undefined,
        preview: page.preview,
      });
      if (!deferredStyles) return null;
      stylesStore.remember(deferredStyles);
      return { css: deferredStyles.css, named: deferredStyles.hash === hash };
    }

    fastify.decorate('pageRenderer', { serve, deferredSheet } satisfies PageRenderer);
  },
  { name: 'page-renderer', dependencies: ['observability', 'content', 'remotes', 'releases', 'preview'] },
);
