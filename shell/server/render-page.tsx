import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Request, Response } from 'express';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { RemoteName } from '@site/shared/federation';
import { StaticRouter } from '@site/shared/router';
import { App } from '../src/app';
import { RenderedPagesContext, renderedPageKey, type RenderedPage } from '../src/federation/rendered-pages';
import { emotionFlushingWriter } from './emotion-writer';
import { errorPage } from './error-responses';
import type { RemoteFederation } from './remote-federation';
import { runtimeConfigScript } from './shell-page';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The status the page has (404 for an unknown path or entry, 503 when the CMS could not say). */
  status: number;
  nonce: string;
  /** The route's remote page, when the route has one. */
  page: { remote: RemoteName; module: string } | null;
  remotes: Record<RemoteName, string>;
  remoteOrigins: readonly string[];
  /** The shell's browser entry scripts. */
  bootstrapScripts: string[];
  federation: RemoteFederation;
}

/**
 * Renders a route of the site, the whole document, with React's streaming
 * renderer: the shell's layout and the route's remote page (loaded through the
 * server's federation before rendering; its fallback and status 503 when the
 * remote is down or slow). The browser hydrates the same tree.
 */
export async function renderPage(req: Request, res: Response, input: RenderInput): Promise<void> {
  const { page, nonce } = input;
  const pages = new Map<string, RenderedPage>();
  const rendered: Record<string, 'ok' | 'failed'> = {};
  let status = input.status;
  if (page) {
    const key = renderedPageKey(page.remote, page.module);
    const module = await input.federation.loadPage(page.remote, page.module);
    pages.set(key, module ?? 'failed');
    rendered[key] = module ? 'ok' : 'failed';
    if (!module && status === 200) status = 503;
  }
  if (status === 503) res.setHeader('Retry-After', '30');
  // The remotes' connections open while the browser parses the page (no DOM: nothing to hydrate).
  if (input.remoteOrigins.length > 0) {
    res.setHeader('Link', input.remoteOrigins.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', '));
  }

  const cache = createCache({ key: 'css', nonce });
  cache.compat = true;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.url}>{children}</StaticRouter>;

  await new Promise<void>((resolve) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <CacheProvider value={cache}>
        <RenderedPagesContext value={pages}>
          <App router={Router} />
        </RenderedPagesContext>
      </CacheProvider>,
      {
        nonce,
        bootstrapScriptContent: runtimeConfigScript(input.remotes, rendered),
        bootstrapScripts: input.bootstrapScripts,
        // Sent once everything is rendered, lazy parts included: crawlers, link previews and
        // visitors without JavaScript get every section in place (streamed segments would
        // need a script to be revealed).
        onAllReady() {
          res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
          const writer = emotionFlushingWriter(res, cache, nonce);
          writer.on('finish', () => resolve());
          stream.pipe(writer);
        },
        onShellError(error) {
          console.error('[shell] la página no se pudo renderizar:', req.url.slice(0, 200), error);
          res.status(500).type('html').setHeader('Cache-Control', 'no-store');
          res.end(errorPage(500, 'Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.', nonce));
          resolve();
        },
        onError(error) {
          // A part that failed on the server is rendered again in the browser; log it once.
          if (!failed) console.error('[shell] error al renderizar', req.url.slice(0, 200), error);
          failed = true;
        },
      },
    );
    // A render that never completes (a stuck lazy part) is cut: the browser finishes it.
    setTimeout(() => stream.abort(), 10_000).unref();
    res.on('close', () => stream.abort());
  });
}
