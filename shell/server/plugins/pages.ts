import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteName } from '@site/shared/federation';
import { CmsUnavailableError } from '../cms-reader';
import { createDeferredStylesStore, DEFERRED_SHEET_FILE, DEFERRED_STYLES_PATH, type DeferredStyles } from '../deferred-styles';
import { sendError } from '../error-responses';
import { createPageCache } from '../page-cache';
import { formPageFor } from '../privacy/form-pages';
import type { FormResponse } from '../privacy/form-response';
import { pageStatus } from '../page-status';
import { bucketOf, visitorBucket } from '../release-bucket';
import { chooseRemotes } from '../remote-urls';
import { renderDocument, type RenderedDocument } from '../render-page';
import { documentSender } from '../send-document';
import type { ServerConfig } from '../server-config';
import { shellFilesOf } from '../shell-page';
import { editorPagesIn } from '../site-pages/editor-pages';
import { robotsTxt, sitemapEntries, sitemapXml } from '../sitemap';

export interface PagesOptions {
  /** The shell's browser build (index.html and assets/). */
  distDir: string;
  pageCache: ServerConfig['pageCache'];
  /** Signs the contact page's form token. */
  formSecret: string;
}

export type { FormResponse };

export interface SitePages {
  /**
   * Renders the page at the request's URL and sends it. With `form`, the page is rendered for that
   * response alone, never kept, and answers `form.status`.
   */
  serve(request: FastifyRequest, reply: FastifyReply, form?: FormResponse): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pages: SitePages;
  }
}

/** How long a browser keeps a permanent redirect (without a max-age, Chromium keeps it for good). */
const REDIRECT_MAX_AGE_S = 300;

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Hashed assets for a year; the page, favicon and runtime configuration always revalidated. */
function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Pages rendered on the server (the browser hydrates them): every path no other route takes is a
 * page, matched against the pages of the visitor's live releases (composed at run time from their
 * pages.json: a release can add or remove a page with no build or restart of the shell). 404 for
 * unknown paths and unknown articles, cases or products, 503 when a remote or the CMS cannot
 * answer. Anonymous pages come from the page cache; the pages with a form carry a token of their
 * own and are rendered every time (privacy/form-pages.ts). Beside them: the shell's files, the deferred stylesheets,
 * robots.txt and the sitemap, also of the visitor's live releases.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (fastify, { distDir, pageCache: cacheOptions, formSecret }) => {
    const { remotes, content, siteMetrics: metrics } = fastify;
    const shellFiles = shellFilesOf(distDir);
    const stylesStore = createDeferredStylesStore();
    const sendDocument = documentSender();
    const pageCache = createPageCache({ ...cacheOptions, onLookup: metrics.pageCache });
    content.onPurge(() => pageCache.clear());

    /** The page at `url` for this visitor's releases (kept, or rendered now), and the release that served its route. */
    async function documentFor(
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
      form?: FormResponse,
    ): Promise<{ document: RenderedDocument; served?: { remote: RemoteName; release: string } }> {
      const [pathname = '/', query = ''] = url.split('?');
      const sources = await remotes.sourcesFor(request);
      // The visitor's releases: the stable ones, or a canary for a visitor in its share.
      const choice = chooseRemotes(sources, visitorBucket(request, reply, sources));
      const urls = choice.urls;
      // An editor's preview: the CMS's drafts (her unpublished pages too), rendered for this response alone, never kept.
      const preview = fastify.preview.of(request);
      const cms = preview ? fastify.preview.reader : content.reader;
      const site = await remotes.sitePages.of(urls, await editorPagesIn(cms));
      const match = site.match(pathname);
      if (url === request.url) request.pageRoute = match?.page.path ?? null;
      const render = async () => {
        const started = process.hrtime.bigint();
        const [status, preloads] = await Promise.all([
          pageStatus(site, pathname, new URLSearchParams(query), cms),
          match ? remotes.preloads.forPage(urls[match.page.remote], match.page.module) : [],
        ]);
        const shell = shellFiles();
        const rendered = await renderDocument({
          url,
          status: form?.status ?? status,
          page: match ? { remote: match.page.remote, module: match.page.module, params: match.params } : null,
          navigation: preview ? { ...site.navigation, preview } : site.navigation,
          remotes: urls,
          remoteOrigins: remotes.originsOf(urls),
          bootstrapScripts: shell.entryScripts,
          inlineStyles: shell.inlineStyles,
          fonts: shell.fonts,
          federation: remotes.federation,
          preloads,
          cms,
          personal: form ? { [form.key]: form.state } : undefined,
          preview,
        });
        metrics.render(Number(process.hrtime.bigint() - started) / 1e9);
        return rendered;
      };
      // A page rendered against other remote builds, pages or URLs is never served again.
      const key = `${remotes.federation.generation()}|${remotes.sitePages.generation()}|${JSON.stringify(urls)}|${url}`;
      const document = form || preview ? await render() : await pageCache.get(key, render);
      if (document.deferredStyles) stylesStore.remember(document.deferredStyles);
      const release = match ? choice.releases[match.page.remote] : undefined;
      return { document, served: match && release ? { remote: match.page.remote, release: release.release } : undefined };
    }

    async function servePage(request: FastifyRequest, reply: FastifyReply, form?: FormResponse): Promise<FastifyReply> {
      const { document, served } = await documentFor(request, reply, request.url, form);
      if (fastify.preview.of(request)) fastify.preview.mark(reply);
      if (served) {
        const ok = document.status < 500 && !document.partsFailed;
        fastify.releaseHealth.served(served.remote, served.release, ok);
        metrics.remotePage(served.remote, served.release, ok);
      }
      return sendDocument(request, reply, document);
    }

    /** The pages with a form carry a fresh form token for each visitor (the confirmation page, the e-mailed one). */
    const formFor = (urlPath: string, query = ''): FormResponse | undefined => formPageFor(urlPath, new URLSearchParams(query), formSecret);

    fastify.decorate('pages', { serve: servePage } satisfies SitePages);

    /** A file the shell does not have: a short 404 (the designed page is for a page's address). */
    const fileNotFound = (request: FastifyRequest, reply: FastifyReply) => sendError(request, reply, 404, 'No encontramos lo que buscas.');

    /** The live pages a crawler (no bucket: the stable releases) or a visitor in a canary's share is given. */
    const livePagesFor = async (request: FastifyRequest) =>
      (await remotes.sitePages.of(chooseRemotes(await remotes.sourcesFor(request), bucketOf(request)).urls, await editorPagesIn(content.reader)))
        .live;

    /**
     * An editor's redirect for this address, unless a live page has it as its own fixed address (a
     * redirect never takes a remote's page away; one from an article that moved, `/blog/:slug`, applies).
     */
    async function redirectOf(request: FastifyRequest, urlPath: string, query: string) {
      const redirect = await fastify.redirects.find(urlPath, query);
      if (!redirect) return null;
      if ((await livePagesFor(request)).some((page) => page.path === redirect.from)) return null;
      return redirect;
    }

    // Every other address is a page's: the editors' redirects first, then the live pages decide (the
    // designed 404 for none of them).
    fastify.get('/*', { config: { shedWhenBusy: true } }, async (request, reply) => {
      const [urlPath = '/', query] = request.url.split(/\?(.*)/s);
      if (path.extname(urlPath)) return fileNotFound(request, reply);
      const redirect = await redirectOf(request, urlPath, query ? `?${query}` : '');
      if (redirect) {
        // A permanent redirect is kept by browsers; briefly, so an editor's correction reaches them too.
        reply.header('Cache-Control', redirect.status === 301 ? `public, max-age=${REDIRECT_MAX_AGE_S}` : 'no-cache');
        return reply.redirect(redirect.location, redirect.status);
      }
      return servePage(request, reply, formFor(urlPath, query));
    });

    fastify.setNotFoundHandler((request, reply) => {
      if (path.extname(request.url.split('?')[0] ?? '/')) return fileNotFound(request, reply);
      reply.header('Allow', 'GET, HEAD');
      return sendError(request, reply, 405, 'Método no permitido.');
    });

    // `GET /_estilos/<hash>.css?ruta=<page>`: a sheet this server does not hold is taken from the
    // page, rendered for the visitor's releases: the same hash is kept a year; another one (the page
    // changed since) is sent as it is now, not kept, so the visitor still sees the page styled.
    fastify.get<{ Params: { sheet: string }; Querystring: { ruta?: string } }>(`${DEFERRED_STYLES_PATH}:sheet`, async (request, reply) => {
      const hash = DEFERRED_SHEET_FILE.exec(request.params.sheet)?.[1];
      const send = (css: string, cacheControl: string) => reply.type('text/css; charset=utf-8').header('Cache-Control', cacheControl).send(css);
      const kept = hash ? stylesStore.get(hash) : undefined;
      if (kept !== undefined) return send(kept, 'public, max-age=31536000, immutable');
      const pageUrl = request.query.ruta;
      if (!hash || !pageUrl?.startsWith('/') || pageUrl.startsWith('//')) return sendError(request, reply, 404, 'No encontramos lo que buscas.');
      const [pagePath = '/', pageQuery] = pageUrl.split(/\?(.*)/s);
      // Any form token gives a form's page the same styles.
      const styles: DeferredStyles | null = (await documentFor(request, reply, pageUrl, formFor(pagePath, pageQuery))).document.deferredStyles;
      if (!styles) return sendError(request, reply, 404, 'No encontramos lo que buscas.');
      stylesStore.remember(styles);
      return send(styles.css, styles.hash === hash ? 'public, max-age=31536000, immutable' : 'no-cache');
    });

    // Short caching: a release can add or remove a page at any time.
    fastify.get('/robots.txt', async (request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=60').send(robotsTxt(await livePagesFor(request))),
    );
    fastify.get('/sitemap.xml', async (request, reply) => {
      try {
        const xml = sitemapXml(await sitemapEntries(content.reader, await livePagesFor(request)));
        return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
      } catch (error) {
        // Half a sitemap would tell crawlers the other half is gone: better none for now.
        if (!(error instanceof CmsUnavailableError)) throw error;
        reply.header('Retry-After', '60');
        return sendError(request, reply, 503, 'El mapa del sitio no está disponible en este momento.');
      }
    });

    // The shell's own files: one route per file of the build (no wildcard to shadow the pages).
    await fastify.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      serve: true,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor('/' + path.relative(distDir, filePath).split(path.sep).join('/')));
      },
    });
  },
  { name: 'pages', dependencies: ['observability', 'content', 'remotes', 'releases', 'redirects', 'preview'] },
);
