// @ts-check
// A large blog: what `/blog` and an article page cost the server when the CMS
// holds LARGE_BLOG articles instead of the handful seeded. A second CMS with its
// own database (.tmp/bench-large-blog.db, seeded once with CMS_SEED_EXTRA_ARTICLES
// and kept between runs) sits behind a shell server of its own; the normal
// site's CMS behind another, for comparison. Each shell server reaches its CMS
// through a counting proxy and runs with PAGE_CACHE_MS=0 (its page cache off),
// and for each page the benchmark reads:
//   - the HTML's size, as sent (gzip) and decompressed;
//   - the requests and bytes the server fetched from the CMS to render it, on
//     the first render (fresh server) and on later ones (its CMS read cache warm);
//   - time to first byte and to the last byte, first render and the median of
//     REPEATS sequential requests after it.
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { cmsOrigin, randomToken, removeCmsData, startCms } from '../lib/cms-process.mjs';
import { startCountingProxy } from './counting-proxy.mjs';
import { kb, markdownTable, ms } from './markdown.mjs';
import { startShellServer } from './shell-server.mjs';
import { median } from './stats.mjs';

export const LARGE_BLOG = 1000;
const REPEATS = 5;
const DATABASE_FILE = '.tmp/bench-large-blog.db';
/** Seeding 1,000 articles takes ~15 s on an idle machine; much longer under load. */
const SEED_TIMEOUT_MS = 15 * 60_000;

/** The articles seeded without extras (cms/src/seed/data/articles.js). */
const seededArticles = /** @type {unknown[]} */ (createRequire(import.meta.url)('../../cms/src/seed/data/articles.js')).length;

/**
 * @typedef {object} PageLoad one GET of a page
 * @property {number} status
 * @property {number} ttfbMs until the response's headers
 * @property {number} totalMs until its last byte
 * @property {number} gzipBytes body as transferred
 * @property {number} rawBytes body decompressed
 * @property {number} cmsRequests made by the server to the CMS meanwhile
 * @property {number} cmsBytes received by the server from the CMS meanwhile, as transferred
 * @property {number} cmsDecodedBytes the same, decompressed
 */

/**
 * @typedef {object} BlogPageFigures
 * @property {string} path
 * @property {PageLoad} first the first render by a fresh server
 * @property {PageLoad[]} later REPEATS sequential requests after it
 * @property {{ ttfbMs: number | null, totalMs: number | null, cmsRequests: number | null, cmsBytes: number | null }} laterMedian
 */

/**
 * @typedef {object} BlogSite
 * @property {string} name
 * @property {number} articles as the CMS counts them
 * @property {BlogPageFigures[]} pages
 */

/**
 * @typedef {object} LargeBlogOptions
 * @property {{ cmsUrl: string, cmsToken: string }} normal the normal site's CMS
 * @property {string} articleSlug an article both CMSs hold (a seeded one)
 * @property {{ largeBlogCms: number, largeBlogShell: number, largeBlogProxy: number, normalBlogShell: number, normalBlogProxy: number }} ports
 *   the large blog's CMS, and a shell server and counting proxy per site (benchPorts, ports.mjs)
 * @property {string} logDir for the CMS's and servers' output
 * @property {(message: string) => void} log
 * @property {(fn: () => Promise<void>) => () => Promise<void>} onCleanup
 */

/**
 * GET with gzip accepted, timed from the request's start.
 * @param {string} url
 * @returns {Promise<Omit<PageLoad, 'cmsRequests' | 'cmsBytes' | 'cmsDecodedBytes'>>}
 */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' }, agent: false }, (response) => {
      const ttfbMs = performance.now() - start;
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const totalMs = performance.now() - start;
        const body = Buffer.concat(chunks);
        const raw = response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body;
        resolve({ status: response.statusCode ?? 0, ttfbMs, totalMs, gzipBytes: body.length, rawBytes: raw.length });
      });
    });
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error(`${url}: no answer in 60 s`)));
  });
}

/**
 * @param {string} cmsUrl @param {string} token
 * @returns {Promise<number>} published articles
 */
async function countArticles(cmsUrl, token) {
  const url = `${cmsUrl}/api/articles?pagination[pageSize]=1`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch((/** @type {unknown} */ error) => {
    throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok) throw new Error(`${cmsUrl}/api/articles answered ${response.status}`);
  const body = /** @type {{ meta?: { pagination?: { total?: number } } }} */ (await response.json());
  return body.meta?.pagination?.total ?? 0;
}

/**
 * The large blog's CMS: seeded at its first start; reseeded (its database file
 * removed) when an earlier run left another number of articles in it.
 * @param {LargeBlogOptions} options
 * @returns {Promise<{ cmsUrl: string, cmsToken: string, stop: () => Promise<void> }>}
 */
async function startLargeBlogCms({ ports, logDir, log, onCleanup }) {
  const port = ports.largeBlogCms;
  const cmsUrl = cmsOrigin(port);
  for (let attempt = 1; ; attempt++) {
    const cmsToken = randomToken();
    log(`large blog: starting a CMS with ${LARGE_BLOG} articles (${DATABASE_FILE}; the first start seeds it)`);
    const cms = await startCms({
      port,
      token: cmsToken,
      databaseFile: DATABASE_FILE,
      logFile: path.join(logDir, 'cms-large-blog.log'),
      env: { CMS_SEED_EXTRA_ARTICLES: String(LARGE_BLOG - seededArticles) },
      timeoutMs: SEED_TIMEOUT_MS,
    });
    const stop = onCleanup(() => cms.stop());
    const articles = await countArticles(cmsUrl, cmsToken);
    if (articles === LARGE_BLOG || attempt > 1) return { cmsUrl, cmsToken, stop };
    log(`large blog: ${DATABASE_FILE} holds ${articles} articles, not ${LARGE_BLOG}: seeding it again`);
    await stop();
    removeCmsData(DATABASE_FILE);
  }
}

/**
 * One site: a counting proxy to its CMS, a fresh shell server without page
 * cache behind it, and each page loaded 1 + REPEATS times.
 * @param {{ name: string, cmsUrl: string, cmsToken: string, shellPort: number, proxyPort: number, paths: string[] }} site
 * @param {LargeBlogOptions} options
 * @returns {Promise<BlogSite>}
 */
async function measureSite({ name, cmsUrl, cmsToken, shellPort, proxyPort, paths }, { logDir, log, onCleanup }) {
  const articles = await countArticles(cmsUrl, cmsToken);
  const proxy = await startCountingProxy({ port: proxyPort, target: cmsUrl });
  const stopProxy = onCleanup(proxy.stop);
  /** @type {BlogPageFigures[]} */
  const pages = [];
  try {
    for (const urlPath of paths) {
      log(`large blog: ${name}, ${urlPath}`);
      // A fresh server per page: its first render reads everything from the CMS.
      const server = await startShellServer({
        port: shellPort,
        cmsUrl: proxy.origin,
        cmsToken,
        env: { PAGE_CACHE_MS: '0' },
        logFile: path.join(logDir, 'shell-large-blog.log'),
      });
      const stopServer = onCleanup(server.stop);
      try {
        /** @returns {Promise<PageLoad>} */
        const load = async () => {
          const before = proxy.counts();
          const page = await timedGet(server.origin + urlPath);
          const after = proxy.counts();
          return {
            ...page,
            cmsRequests: after.requests - before.requests,
            cmsBytes: after.bytes - before.bytes,
            cmsDecodedBytes: after.decodedBytes - before.decodedBytes,
          };
        };
        const first = await load();
        /** @type {PageLoad[]} */
        const later = [];
        for (let i = 0; i < REPEATS; i++) later.push(await load());
        pages.push({
          path: urlPath,
          first,
          later,
          laterMedian: {
            ttfbMs: median(later.map((l) => l.ttfbMs)),
            totalMs: median(later.map((l) => l.totalMs)),
            cmsRequests: median(later.map((l) => l.cmsRequests)),
            cmsBytes: median(later.map((l) => l.cmsBytes)),
          },
        });
      } finally {
        await stopServer();
      }
    }
  } finally {
    await stopProxy();
  }
  return { name, articles, pages };
}

/**
 * The normal site and the large blog, page by page.
 * @param {LargeBlogOptions} options
 * @returns {Promise<BlogSite[]>}
 */
export async function measureLargeBlog(options) {
  const { normal, articleSlug, ports } = options;
  const paths = ['/blog', `/blog/${articleSlug}`];
  const sites = [
    await measureSite(
      { name: 'sitio normal', ...normal, shellPort: ports.normalBlogShell, proxyPort: ports.normalBlogProxy, paths },
      options,
    ),
  ];
  const large = await startLargeBlogCms(options);
  try {
    sites.push(
      await measureSite(
        { name: 'blog grande', cmsUrl: large.cmsUrl, cmsToken: large.cmsToken, shellPort: ports.largeBlogShell, proxyPort: ports.largeBlogProxy, paths },
        options,
      ),
    );
  } finally {
    await large.stop();
  }
  return sites;
}

/**
 * @param {BlogSite[]} sites
 * @returns {string}
 */
export function renderLargeBlog(sites) {
  const out = [
    `## A large blog: the normal site next to a CMS with ${LARGE_BLOG} articles`,
    '',
    'Shell servers of the benchmark\'s own with PAGE_CACHE_MS=0, each reaching its CMS through a counting proxy. ' +
      '"First": the first request to a fresh server; "later": the median of ' +
      `${REPEATS} sequential requests after it (the server's CMS read cache may answer them). ` +
      'CMS KB: response bodies the server received from the CMS, as transferred (and decompressed). ' +
      'Times in ms, measured from this process.',
    '',
  ];
  /** @type {string[][]} */
  const rows = [
    [
      'Site', 'Articles', 'Path', 'Status', 'HTML KB gz', 'HTML KB raw',
      'CMS requests first', 'CMS KB first (raw)', 'CMS requests later', 'CMS KB later',
      'TTFB first', 'TTFB later', 'Last byte later',
    ],
  ];
  for (const site of sites) {
    for (const page of site.pages) {
      rows.push([
        site.name,
        String(site.articles),
        `\`${page.path}\``,
        String(page.first.status),
        kb(page.first.gzipBytes),
        kb(page.first.rawBytes),
        String(page.first.cmsRequests),
        `${kb(page.first.cmsBytes)} (${kb(page.first.cmsDecodedBytes)})`,
        page.laterMedian.cmsRequests === null ? '–' : String(page.laterMedian.cmsRequests),
        kb(page.laterMedian.cmsBytes),
        ms(page.first.ttfbMs),
        ms(page.laterMedian.ttfbMs),
        ms(page.laterMedian.totalMs),
      ]);
    }
  }
  out.push(markdownTable(rows), '');
  return out.join('\n');
}
