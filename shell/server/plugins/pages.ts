import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CmsUnavailableError } from '../cms-reader';
import { DEFERRED_SHEET_FILE, DEFERRED_STYLES_PATH } from '../deferred-styles';
import { sendError } from '../error-responses';
import { bucketOf } from '../release-bucket';
import { chooseRemotes } from '../remote-urls';
import { editorPagesIn } from '../site-pages/editor-pages';
import { robotsTxt, sitemapEntries, sitemapXml } from '../sitemap';

export interface PagesOptions {
  /** The shell's browser build (its files, served as they are). */
  distDir: string;
}

/** How long a browser keeps a permanent redirect (without a max-age, Chromium keeps it for good). */
const REDIRECT_MAX_AGE_S = 300;

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Hashed assets for a year; the page, favicon and runtime configuration always revalidated. */
function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The site's addresses: every path no other route takes is a page's, rendered by the page renderer
 * (plugins/page-renderer.ts) for the visitor's live releases once no editor's redirect takes it.
 * Beside them: the shell's files, the deferred stylesheets, robots.txt and the sitemap, also of the
 * visitor's live releases. Routes only: what a page is and how it renders is the renderer's.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (fastify, { distDir }) => {
    const { remotes, content, pageRenderer } = fastify;

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
      return pageRenderer.serve(request, reply);
    });

    fastify.setNotFoundHandler((request, reply) => {
      if (path.extname(request.url.split('?')[0] ?? '/')) return fileNotFound(request, reply);
      reply.header('Allow', 'GET, HEAD');
      return sendError(request, reply, 405, 'Método no permitido.');
    });

    // `GET /_estilos/<hash>.css?ruta=<page>`: the sheet a render stored, kept a year; one this server
    // does not hold, the page's as it renders now: the same hash is kept a year, another one (the page
    // changed since) is sent as it is now, not kept, so the visitor still sees the page styled.
    fastify.get<{ Params: { sheet: string }; Querystring: { ruta?: string } }>(`${DEFERRED_STYLES_PATH}:sheet`, async (request, reply) => {
      const hash = DEFERRED_SHEET_FILE.exec(request.params.sheet)?.[1];
      const pageUrl = request.query.ruta;
      const sheet = hash ? await pageRenderer.deferredSheet(request, hash, pageUrl?.startsWith('/') && !pageUrl.startsWith('//') ? pageUrl : null) : null;
      if (!sheet) return sendError(request, reply, 404, 'No encontramos lo que buscas.');
      return reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', sheet.named ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(sheet.css);
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
  { name: 'pages', dependencies: ['content', 'remotes', 'redirects', 'page-renderer'] },
);
