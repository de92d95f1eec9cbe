import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { readPublishedPages, type PublishedPage } from '@site/shared/pages';
import { menuGroupLabels, menuIcons } from '../src/layout/navigation/menu-groups';
import { unservableReads } from './cms-read-probe';
import { createCmsReader } from './cms-reader';
import { routeVerdict } from './page-status';
import { createRemoteFederation, serverManifestUrl } from './remote-federation';
import { internalUrlFor, liveManifests, readRemoteSources, readRemoteUrls, remoteOrigins } from './remote-urls';
import { renderPageAlone } from './render-page-alone';
import type { ServerConfig } from './server-config';
import { composeSite, conflictOf, isMenuGroup, routeShape, type LivePage } from './site-pages/compose-site';
import { pagesFileUrl } from './site-pages/live-site-pages';
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

/** Where the check reads a remote's files: as the shell's servers do (behind one front, its internal origin). */
type FetchUrl = (url: string) => string;

async function fetchJson(url: string, deadlineMs: number, fetchUrl: FetchUrl): Promise<unknown> {
  const response = await fetch(fetchUrl(url), { signal: AbortSignal.timeout(deadlineMs) });
  if (!response.ok) throw new Error(`respuesta ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The pages a release publishes, or why they cannot be used (one line each, naming the remote and the path). */
async function publishedPagesAt(
  remote: RemoteName,
  manifest: string,
  deadlineMs: number,
  fetchUrl: FetchUrl,
): Promise<{ pages: PublishedPage[]; problems: string[] }> {
  let json: unknown;
  try {
    json = await fetchJson(pagesFileUrl(manifest), deadlineMs, fetchUrl);
  } catch (error) {
    return { pages: [], problems: [`remote ${remote}: no se pudo leer ${pagesFileUrl(manifest)} (${(error as Error).message})`] };
  }
  const read = readPublishedPages(remote, json);
  return read.ok ? { pages: read.pages, problems: [] } : { pages: [], problems: read.problems };
}

/**
 * What the candidate's pages ask of the shell and of the other remotes: a route the shell or a
 * live release of another remote (stable or canary) already has, a menu group or an icon this
 * shell does not have, a page module its Node build does not expose.
 */
function contractProblems(remote: RemoteName, pages: readonly PublishedPage[], others: readonly LivePage[], exposed: ReadonlySet<unknown>): string[] {
  const problems: string[] = [];
  const taken = new Map(others.map((page) => [routeShape(page.path), page]));
  for (const page of pages) {
    const conflict = conflictOf({ ...page, remote }, taken);
    if (conflict) problems.push(conflict);
    for (const { group, icon } of page.menus ?? []) {
      if (!isMenuGroup(group)) problems.push(`remote ${remote}, ${page.path}: el grupo de menú ${group} no existe (${Object.keys(menuGroupLabels).join(', ')})`);
      if (!Object.hasOwn(menuIcons, icon)) problems.push(`remote ${remote}, ${page.path}: la shell no tiene el ícono ${icon} (${Object.keys(menuIcons).join(', ')})`);
    }
    if (!exposed.has(page.module)) problems.push(`remote ${remote}, ${page.path}: el build no expone ${page.module}`);
  }
  return problems;
}

/**
 * The contract a remote build must keep before it goes live, checked by the shell's own code
 * in a process of its own (release-check-main.ts), so a broken candidate cannot disturb a live
 * server: its pages.json passes the schema; its routes collide with no route of the shell or of
 * another remote's live release; its menu entries name groups and icons the shell has; its Node
 * build exposes every page module its pages name; the CMS's read token serves every read its pages
 * declare (cms-read-probe.ts), which the proxy will forward; and every one of its routes renders from it
 * against the real CMS, with no failed part, within the budget. A route with a parameter is tried
 * with the first entry the sitemap lists for it; a CMS that cannot be read refuses the candidate
 * (its pages could not be proved). Each refusal is one line naming the remote and the path.
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
  const pages: CheckedPage[] = [];
  const fetchUrl = internalUrlFor(config.oneOrigin);
  const candidate = await publishedPagesAt(remote, browserManifest, budgetMs, fetchUrl);
  if (candidate.problems.length > 0) return { ok: false, problems: candidate.problems, pages };

  let manifest: ServerManifest;
  try {
    manifest = (await fetchJson(serverManifestUrl(browserManifest), budgetMs, fetchUrl)) as ServerManifest;
  } catch (error) {
    return { ok: false, problems: [`remote ${remote}: no se pudo leer el build para el servidor de ${browserManifest} (${(error as Error).message})`], pages };
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));

  // Every live release of the other remotes (a canary's pages are live for its share of visitors).
  const otherManifests = liveManifests(readRemoteSources(config)).filter((live) => live.remote !== remote);
  const others = await Promise.all(otherManifests.map(async (live) => ({ ...live, ...(await publishedPagesAt(live.remote, live.manifest, budgetMs, fetchUrl)) })));
  const unreadable = others.flatMap((other) => other.problems.map((problem) => `${problem}: no se puede saber si las rutas de ${remote} chocan con las suyas`));
  const otherPages = others.flatMap((other) => other.pages.map((page) => ({ ...page, remote: other.remote })));
  // The reads its pages declare, which the proxy will forward with the CMS's read token: the token must
  // serve them. Tried beside the rest; their lines come last, after what the pages' renders say.
  const unservable = unservableReads(remote, candidate.pages, { cmsOrigin: config.cmsOrigin, token: config.cmsToken, timeoutMs: budgetMs });
  const problems = [...unreadable, ...contractProblems(remote, candidate.pages, otherPages, exposed)];
  if (problems.length > 0) return { ok: false, problems: [...problems, ...(await unservable)], pages };

  // The site a visitor would get: the other remotes' stable releases and the candidate.
  const remotes = { ...readRemoteUrls(config), [remote]: browserManifest };
  const stablePages = (name: RemoteName) => others.find((other) => other.remote === name && other.manifest === remotes[name])?.pages ?? [];
  const site = composeSite(Object.fromEntries(REMOTE_NAMES.map((name) => [name, name === remote ? candidate.pages : stablePages(name)])));

  const cms = createCmsReader({ cmsOrigin: config.cmsOrigin, token: config.cmsToken, ...config.cmsReads });
  const federation = createRemoteFederation({ ...config.remotePages, timeoutMs: budgetMs, fetchUrl });
  // A check that could not read the CMS proves nothing of the pages that show its content.
  const cmsHint = `revisa que CMS_URL (${config.cmsOrigin}) y CMS_API_TOKEN sean los del servidor de la shell`;
  let listed: SitemapEntry[] = [];
  let cmsDown: string | null = null;
  try {
    listed = await sitemapEntries(cms, site.live);
  } catch (error) {
    cmsDown = (error as Error).message;
  }
  try {
    for (const route of site.live.filter((page) => page.remote === remote)) {
      const hasParameter = route.path.includes(':');
      if (hasParameter && cmsDown) {
        problems.push(`remote ${remote}, ${route.path}: no se pudo probar, el CMS no respondió (${cmsDown}); ${cmsHint}`);
        continue;
      }
      const path = hasParameter ? listed.find((entry) => site.match(entry.path)?.page === route)?.path : route.path;
      if (!path) {
        pages.push({ path: route.path, status: 0, ms: 0, ok: true, note: 'sin entradas publicadas en el CMS para probarla' });
        continue;
      }
      const match = site.match(path);
      const started = performance.now();
      const document = await renderPageAlone({
        url: path,
        route: await routeVerdict(match, site, new URLSearchParams(), cms),
        page: match ? { remote, module: match.page.module, params: match.params } : null,
        navigation: site.navigation,
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
      if (problem) problems.push(`remote ${remote}, ${path}: ${problem}`);
    }
  } finally {
    federation.stop();
  }
  problems.push(...(await unservable));
  return { ok: problems.length === 0, problems, pages };
}
