import { exposedModules, type RemoteName } from '@site/shared/federation';
import { routeTable } from '@site/shared/route-table';
import { createCmsReader } from './cms-reader';
import { matchRoute, pageStatus } from './page-status';
import { createRemoteFederation, serverManifestUrl } from './remote-federation';
import { readRemoteUrls, remoteOrigins } from './remote-urls';
import { renderPageAlone } from './render-page-alone';
import type { ServerConfig } from './server-config';
import { sitemapEntries, type SitemapEntry } from './sitemap';

/** One route of the candidate, rendered. */
export interface CheckedPage {
  path: string;
  status: number;
  ms: number;
  ok: boolean;
  problem?: string;
  /** Why a route was not rendered although nothing is wrong (an entry route with no entry to try). */
  note?: string;
}

export interface ReleaseCheckResult {
  ok: boolean;
  /** Why the candidate is refused, in Spanish, one line each. */
  problems: string[];
  pages: CheckedPage[];
}

interface ServerManifest {
  exposes?: Array<{ path?: unknown }>;
}

/**
 * The contract a remote build must keep before it goes live, checked by the shell's own code
 * in a process of its own (release-check-main.ts), so a broken candidate cannot disturb a live
 * server: its Node build exposes every module the route table names for the remote, and every
 * route the remote owns renders from it against the real CMS, with no failed part, within the
 * budget. A route with a parameter is tried with the first entry the sitemap lists for it; a CMS
 * that cannot be read refuses the candidate (its pages could not be proved).
 */
export async function checkRelease({
  remote,
  browserManifest,
  config,
  budgetMs,
}: {
  remote: RemoteName;
  browserManifest: string;
  config: ServerConfig;
  budgetMs: number;
}): Promise<ReleaseCheckResult> {
  const problems: string[] = [];
  const pages: CheckedPage[] = [];

  let manifest: ServerManifest;
  try {
    const response = await fetch(serverManifestUrl(browserManifest), { signal: AbortSignal.timeout(budgetMs) });
    if (!response.ok) throw new Error(`respuesta ${response.status}`);
    manifest = (await response.json()) as ServerManifest;
  } catch (error) {
    return { ok: false, problems: [`No se pudo leer el build para el servidor de ${browserManifest}: ${(error as Error).message}`], pages };
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));
  const declared = Object.values(exposedModules[remote] as Record<string, { name: string }>).map(({ name }) => name);
  for (const name of declared.filter((module) => !exposed.has(module))) {
    problems.push(`No expone ${name}, que la tabla de rutas de la shell necesita.`);
  }
  if (problems.length > 0) return { ok: false, problems, pages };

  const cms = createCmsReader({ cmsOrigin: config.cmsOrigin, token: config.cmsToken, ...config.cmsReads });
  const federation = createRemoteFederation({ ...config.remotePages, timeoutMs: budgetMs });
  const remotes = { ...readRemoteUrls(config), [remote]: browserManifest };
  // A check that could not read the CMS proves nothing of the pages that show its content.
  const cmsHint = `revisa que CMS_URL (${config.cmsOrigin}) y CMS_API_TOKEN sean los del servidor de la shell`;
  let listed: SitemapEntry[] = [];
  let unreadable: string | null = null;
  try {
    listed = await sitemapEntries(cms);
  } catch (error) {
    unreadable = (error as Error).message;
  }
  try {
    for (const route of routeTable.filter((entry) => entry.remote === remote)) {
      if (route.path.includes(':') && unreadable) {
        problems.push(`${route.path}: no se pudo probar, el CMS no respondió (${unreadable}); ${cmsHint}.`);
        continue;
      }
      const path = route.path.includes(':') ? listed.find((entry) => matchRoute(entry.path)?.route === route)?.path : route.path;
      if (!path) {
        pages.push({ path: route.path, status: 0, ms: 0, ok: true, note: 'sin entradas publicadas en el CMS para probarla' });
        continue;
      }
      const match = matchRoute(path);
      const started = performance.now();
      const document = await renderPageAlone({
        url: path,
        status: await pageStatus(path, new URLSearchParams(), cms),
        page: match ? { remote, module: match.route.module, params: match.params } : null,
        remotes,
        remoteOrigins: remoteOrigins(remotes),
        federation,
        cms,
      });
      const ms = Math.round(performance.now() - started);
      // The CMS first: a page whose reads failed answers 503 too, and the hint says where to look.
      const problem = !document.cmsComplete
        ? `el CMS no dio su contenido; ${cmsHint}`
        : document.status >= 500
          ? `no se pudo renderizar (estado ${document.status})`
          : document.partsFailed
            ? 'una parte falló al renderizar'
            : ms > budgetMs
                ? `tardó ${ms} ms (presupuesto ${budgetMs} ms)`
                : undefined;
      pages.push({ path, status: document.status, ms, ok: problem === undefined, ...(problem ? { problem } : {}) });
      if (problem) problems.push(`${path}: ${problem}.`);
    }
  } finally {
    federation.stop();
  }
  return { ok: problems.length === 0, problems, pages };
}
