import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { CONTACT_FORM_STATE_KEY, type ContactFormState } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { deferredStylesRoute, createDeferredStylesStore } from '../deferred-styles';
import type { CmsReader } from '../cms-reader';
import { refusedUnlessRead } from '../error-responses';
import { createFormToken } from '../leads/form-token';
import { remoteSourcesFor } from '../live-remotes';
import type { PageCache } from '../page-cache';
import { matchRoute, pageStatus } from '../page-status';
import { visitorBucket } from '../release-bucket';
import type { ReleaseHealth } from '../release-health';
import type { RemoteFederation } from '../remote-federation';
import type { RemotePreloads } from '../remote-preloads';
import type { RemoteName } from '@site/shared/federation';
import { chooseRemotes, remoteOrigins } from '../remote-urls';
import { renderDocument, sendDocument, type RenderedDocument } from '../render-page';
import type { SiteMetrics } from '../observability/metrics';
import { nonceOf } from '../security-headers';
import type { ServerConfig } from '../server-config';
import { shellEntryScripts, shellFontPreloads, shellInlineStyles } from '../shell-page';

export interface PageRouteParts {
  config: ServerConfig;
  cms: CmsReader;
  federation: RemoteFederation;
  releaseHealth: ReleaseHealth;
  pageCache: PageCache;
  remotePreloads: RemotePreloads;
  metrics: SiteMetrics;
}

/** The contact form's state for one response alone (its token, and what the visitor sent), and its status. */
export interface FormResponse {
  state: ContactFormState;
  status: number;
}

export interface PageRoute {
  /**
   * Renders the page at the request's URL and sends it. With `form`, the page is rendered for
   * that response alone, never kept, and answers `form.status`.
   */
  servePage(req: Request, res: Response, form?: FormResponse): Promise<void>;
  /** Every path without a file extension: a page, with the status a crawler needs. */
  handler: RequestHandler;
  /** The stylesheets of what the pages' first screens do not draw (deferred-styles.ts). */
  deferredStyles: RequestHandler;
}

/**
 * Pages rendered on the server (the browser hydrates them): 404 for unknown paths and unknown
 * articles, cases or products, 503 when a remote or the CMS cannot answer. Anonymous pages come
 * from the page cache; the contact page carries a token of its own and is rendered every time.
 */
export function pageRoute({ config, cms, federation, releaseHealth, pageCache, remotePreloads, metrics }: PageRouteParts): PageRoute {
  const stylesStore = createDeferredStylesStore();

  /** The page at `url` for this visitor's releases (kept, or rendered now), and the release that served its route. */
  async function documentFor(req: Request, res: Response, url: string, form?: FormResponse): Promise<{ document: RenderedDocument; served?: { remote: RemoteName; release: string } }> {
    const [urlPath = '/', query = ''] = url.split('?');
    const sources = remoteSourcesFor(res, config);
    // The visitor's releases: the stable ones, or a canary for a visitor in its share.
    const choice = chooseRemotes(sources, visitorBucket(req, res, sources));
    const remotes = choice.urls;
    const match = matchRoute(urlPath);
    const render = async () => {
      const started = process.hrtime.bigint();
      const [status, preloads] = await Promise.all([
        pageStatus(urlPath, new URLSearchParams(query), cms),
        match && config.remoteHints ? remotePreloads.forPage(remotes[match.route.remote], match.route.module) : [],
      ]);
      const rendered = await renderDocument({
        url,
        status: form?.status ?? status,
        page: match ? { remote: match.route.remote, module: match.route.module, params: match.params } : null,
        remotes,
        remoteOrigins: remoteOrigins(remotes, config.oneOrigin?.publicOrigin),
        bootstrapScripts: shellEntryScripts(config.distDir),
        inlineStyles: shellInlineStyles(config.distDir),
        fonts: shellFontPreloads(config.distDir),
        federation,
        preloads,
        cms,
        personal: form ? { [CONTACT_FORM_STATE_KEY]: form.state } : undefined,
      });
      metrics.render(Number(process.hrtime.bigint() - started) / 1e9);
      return rendered;
    };
    // A page rendered against other remote builds or URLs is never served again.
    const key = `${federation.generation()}|${JSON.stringify(remotes)}|${url}`;
    const document = form ? await render() : await pageCache.get(key, render);
    if (document.deferredStyles) stylesStore.remember(document.deferredStyles);
    const release = match ? choice.releases[match.route.remote] : undefined;
    return { document, served: match && release ? { remote: match.route.remote, release: release.release } : undefined };
  }

  async function servePage(req: Request, res: Response, form?: FormResponse): Promise<void> {
    const { document, served } = await documentFor(req, res, req.url, form);
    if (served) {
      const ok = document.status < 500 && !document.partsFailed;
      releaseHealth.served(served.remote, served.release, ok);
      metrics.remotePage(served.remote, served.release, ok);
    }
    sendDocument(req, res, document, nonceOf(res));
  }

  /** The contact page carries a fresh form token for each visitor. */
  const formFor = (urlPath: string): FormResponse | undefined =>
    urlPath === paths.contact ? { state: { token: createFormToken(config.leads.formSecret) }, status: 200 } : undefined;

  const handler: RequestHandler = async (req, res, next) => {
    const [urlPath = '/'] = req.url.split('?');
    if (path.extname(urlPath)) {
      next();
      return;
    }
    if (refusedUnlessRead(req, res)) return;
    try {
      await servePage(req, res, formFor(urlPath));
    } catch (error) {
      next(error);
    }
  };

  // Any form token gives the contact page the same styles.
  const deferredStyles = deferredStylesRoute(stylesStore, async (req, res, pageUrl) =>
    (await documentFor(req, res, pageUrl, formFor(pageUrl.split('?')[0] ?? '/'))).document.deferredStyles,
  );

  return { servePage, handler, deferredStyles };
}
