// @ts-check
// The performance benchmark of docs/ARCHITECTURE.md §8 (`npm run bench`).
//
// For every route below it measures, against the production builds:
//   - the first load, in a fresh Chromium context with an empty cache,
//     up to network idle: requests, and the JS and CSS bytes as transferred
//     (gzip: the response's encoded body size), split by origin (shell/remotes);
//   - Lighthouse 12 on mobile (default config) and desktop (desktop config):
//     performance, accessibility, best practices and SEO scores plus LCP, TBT
//     and CLS, the median of BENCH_RUNS runs (default 3), one run at a time, each
//     with the host's benchmarkIndex beside it (the figures that count are taken
//     on the project's machine kind, docs/ARCHITECTURE.md §8).
// It prints a Markdown table (figures that miss a §8 budget are marked) and
// writes it, with the raw figures as JSON, to bench-results/bench-<timestamp>.*.
//
//   - the first load's JS by package (which packages land in which files), from the
//     hidden source maps the production builds write (scripts/bench/packages.mjs);
//   - time to first byte and first contentful paint of that first load (the
//     median of BENCH_RUNS loads), and the five longest main-thread tasks of the
//     main routes' Lighthouse mobile runs (scripts/bench/page-timing.mjs); where a
//     main route scores under 95 on mobile, the points each metric cost it
//     (scripts/bench/performance-points.mjs);
//   - the main routes again without their scripts: Lighthouse on the same page through a proxy that
//     takes every script and script preload out of the server's HTML, each run right after the same
//     run with scripts, and the points the scripts cost (budget 2; scripts/bench/scripts-cost.mjs);
//     mobile, desktop too with BENCH_NO_SCRIPTS_DESKTOP=1; BENCH_NO_SCRIPTS=0 skips it;
//   - each route's document: its HTML raw and gzip, its inline <style> and <script>
//     (scripts/bench/document-size.mjs; the HTML of / is budgeted);
//   - interactions after load with the CPU 4× slower, from the page's Event Timing entries: a
//     keystroke in the catalogue's search, the header's menu (hover at 1280 px, the menu button
//     at 390 px), typing in the contact form (scripts/bench/interactions.mjs); BENCH_INTERACTIONS=0
//     skips it;
//   - the main thread blocked during load with the CPU 4× slower, as the same phone: per long task
//     what it runs past 50 ms, summed from navigation until the page has hydrated and gone quiet, with
//     the count of long tasks and the longest, median and spread of BENCH_RUNS fresh loads of /, /blog
//     and /productos (or of BENCH_ROUTES), beside Lighthouse's TBT (target ≤ 250 ms;
//     scripts/bench/blocking.mjs, scripts/bench/blocking-time.mjs); BENCH_BLOCKING=0 skips it;
//   - typing in the catalogue's search box with 200 products (a second CMS and
//     shell seeded for it): the longest main-thread task in a Chromium trace
//     (target: none over 50 ms; scripts/bench/typing.mjs); BENCH_TYPING=0 skips it;
//   - the shell server's throughput with autocannon on the main pages, without
//     page cache, cold and warm, with its memory (scripts/bench/throughput.mjs);
//     BENCH_THROUGHPUT=0 skips it, BENCH_THROUGHPUT_SECONDS sets each run (20);
//   - a large blog: /blog and an article with 1,000 articles in a CMS of their
//     own, HTML size, bytes fetched from the CMS and TTFB, next to the normal site
//     (scripts/bench/large-blog.mjs); BENCH_LARGE_BLOG=0 skips it;
//   - responsive images: the bytes of the CMS images of /blog and /productos on a
//     390 px phone (×2 and ×3), the renditions chosen from the srcset against the
//     originals (scripts/bench/responsive-images.mjs); BENCH_IMAGES=0 skips it;
//   - contact-form leads: 500 POSTs to /api/contact by 25 clients, Strapi stopped
//     for part of the run, every lead counted in the CMS after it returns
//     (scripts/bench/leads.mjs); BENCH_LEADS=0 skips it, BENCH_ONLY=leads runs
//     nothing else (no site servers, no Chromium);
//   - federation's cost: the main routes' first-load JS and Lighthouse mobile (performance,
//     TBT, LCP; after the federated runs, compared with them) against the same pages built as
//     one bundle, without federation (scripts/bench/one-bundle.mjs); BENCH_ONE_BUNDLE=0 skips it.
//   - the production topology (`npm run prod`): throughput and p99 through nginx with two shell
//     servers and with one, and Lighthouse mobile on the one-origin HTTPS site beside the
//     five-origin figures (scripts/bench/production.mjs); BENCH_PRODUCTION=0 skips it.
//
//   npm run bench
//   BENCH_RUNS=1 BENCH_ROUTES=/podcast,/contacto BENCH_TYPING=0 npm run bench
//   BENCH_RUNS=1 BENCH_ROUTES=/,/blog BENCH_TYPING=0 BENCH_THROUGHPUT_SECONDS=3 npm run bench
//   BENCH_ONLY=leads npm run bench
//   BENCH_ONLY=throughput npm run bench       the server's throughput alone (no browser)
//
// Ports: every server it starts has a named port in scripts/bench/ports.mjs
// (`benchPorts`), offset from SITE_PORT_BASE (default 8080) like the site's own.
//
// The parts live in scripts/bench/: routes.mjs (routes, budgets, switches), budgets.mjs,
// servers.mjs (the site and its CMS), first-load.mjs, lighthouse.mjs, script-free-proxy.mjs,
// document-size.mjs, api.mjs, interactions.mjs, blocking.mjs, typing.mjs, throughput.mjs, large-blog.mjs,
// responsive-images.mjs, leads.mjs and report.mjs; this file runs them in order.
//
// If nothing answers on the shell's port it runs scripts/serve.mjs itself
// and stops those servers at the end. It is a benchmark, not a test: it exits 0
// when budgets are missed, and non-zero only when it could not measure (no build,
// Chromium failing, a page that never loads).
import { chromium } from 'playwright-core';
import path from 'node:path';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './lib/chromium.mjs';
import { ensureCmsInstalled } from './lib/cms-process.mjs';
import { APP_NAMES } from '../shared/src/config/topology.mjs';
import { measureApi } from './bench/api.mjs';
import { measureFirstLoad, measureTiming, originNamer } from './bench/first-load.mjs';
import { measureLargeBlog } from './bench/large-blog.mjs';
import { measureLeads } from './bench/leads.mjs';
import { measureFederationCost } from './bench/one-bundle.mjs';
import { measureProduction } from './bench/production.mjs';
import { FIRST_LOAD_JS_BUDGETS_KB, isMainRoute } from './bench/budgets.mjs';
import { measureDocumentSize } from './bench/document-size.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { measureBlocking } from './bench/blocking.mjs';
import { packagesOfFirstLoad } from './bench/packages.mjs';
import { lighthouseVersion, measureLighthouse, measureLighthouseInTurn } from './bench/lighthouse.mjs';
import { medianTiming } from './bench/page-timing.mjs';
import { renderLeadsSection, renderReport, writeResults } from './bench/report.mjs';
import { measureResponsiveImages } from './bench/responsive-images.mjs';
import { startScriptFreeProxy } from './bench/script-free-proxy.mjs';
import { blockingPathsOf, BUDGETS, FORM_FACTORS, resolveRoutes, routesOf, sectionsOf } from './bench/routes.mjs';
import { commandEnv } from './lib/script-config.mjs';
import { cleanUpOnSignals, cleanupAll, log, onCleanup } from './bench/run-context.mjs';
import { baseUrl, benchCms, benchPorts, ensureServers, resultsDir, root, topology } from './bench/servers.mjs';
import { measureThroughput, renderThroughput } from './bench/throughput.mjs';
import { LARGE_CATALOGUE, measureLargeCatalogueTyping } from './bench/typing.mjs';

/** @typedef {import('./bench/report.mjs').RouteResult} RouteResult */
/** @typedef {import('./bench/report.mjs').LeadsSection} LeadsSection */

const ports = benchPorts;

/**
 * The folder of the app that served an origin (its dist/ as built is what the bench serves).
 * @param {string} origin an app's name, or 'other'
 * @returns {string | null}
 */
const appDirOf = (origin) =>
  /** @type {readonly string[]} */ (APP_NAMES).includes(origin) ? path.join(root, origin === 'shell' ? 'shell' : `remote-${origin}`) : null;

/** A Playwright Chromium for the first loads (Lighthouse starts Chromiums of its own). */
const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS, headless: true });

/**
 * Runs `use` with a Playwright Chromium of its own, closed after it (or on a signal).
 * @template T
 * @param {(browser: import('playwright-core').Browser) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withBrowser(use) {
  const browser = await launchBrowser();
  const close = onCleanup(() => browser.close());
  try {
    return await use(browser);
  } finally {
    await close();
  }
}

/**
 * The leads section (its own CMS and shell server), unless switched off.
 * @param {boolean} on
 * @returns {Promise<LeadsSection>}
 */
async function runLeadsSection(on) {
  if (!on) return { leads: null, leadsError: null };
  ensureCmsInstalled();
  try {
    return {
      leads: await measureLeads({ cmsPort: ports.leadsCms, shellPort: ports.leadsShell, logDir: resultsDir, log, onCleanup }),
      leadsError: null,
    };
  } catch (error) {
    const leadsError = error instanceof Error ? error.message : String(error);
    log(`leads: ${leadsError}`);
    return { leads: null, leadsError };
  }
}

/** @param {Date} date @param {string} report @param {Record<string, unknown>} raw */
function write(date, report, raw) {
  const base = writeResults(resultsDir, date, report, raw);
  log(`written ${path.relative(root, base)}.md and .json`);
}

/**
 * BENCH_ONLY=leads: the leads section alone, without the site's servers.
 * @param {Date} date
 * @returns {Promise<number>} the exit code
 */
async function leadsOnly(date) {
  const section = await runLeadsSection(true);
  const report = [`# Benchmark ${date.toISOString()} (leads only)`, '', `Node ${process.version}.`, '', renderLeadsSection(section)].join('\n');
  console.log(report);
  write(date, report, { date: date.toISOString(), versions: { node: process.version }, ...section });
  return section.leads ? 0 : 1;
}

/**
 * The throughput section: the home, the blog, an article and the catalogue, and the favicon beside each.
 * @param {{ cmsUrl: string, cmsToken: string }} cms @param {string} articlePath
 */
function throughputSection({ cmsUrl, cmsToken }, articlePath) {
  return measureThroughput({
    paths: ['/', '/blog', articlePath, '/productos'],
    staticPath: '/favicon.svg',
    seconds: commandEnv('bench').BENCH_THROUGHPUT_SECONDS,
    port: ports.throughputShell,
    cmsUrl,
    cmsToken,
    logFile: path.join(resultsDir, 'shell-throughput.log'),
    log,
    onCleanup,
  });
}

/**
 * BENCH_ONLY=throughput: the server's throughput alone (the site's servers for its CMS, no browser).
 * @param {Date} date
 * @returns {Promise<number>} the exit code
 */
async function throughputOnly(date) {
  await ensureServers();
  const [article] = await resolveRoutes(baseUrl, [{ path: '/blog/{article}', label: '' }]);
  const throughput = await throughputSection(await benchCms(), article?.path ?? '/blog');
  const report = [`# Benchmark ${date.toISOString()} (throughput only)`, '', `Node ${process.version}.`, '', renderThroughput(throughput)].join('\n');
  console.log(report);
  write(date, report, { date: date.toISOString(), versions: { node: process.version }, throughput });
  return throughput.errors.length ? 1 : 0;
}

async function main() {
  const date = new Date();
  const settings = commandEnv('bench');
  const only = settings.BENCH_ONLY ?? null;
  if (only === 'leads') return leadsOnly(date);
  if (only === 'throughput') return throughputOnly(date);
  const runs = settings.BENCH_RUNS;
  const sections = sectionsOf(settings);
  const servers = await ensureServers();
  const routes = await resolveRoutes(baseUrl, routesOf(settings.BENCH_ROUTES));
  // The first article, for the throughput and large-blog sections (resolved now, while the site surely answers).
  const articlePath = /** @type {import('./bench/routes.mjs').Route} */ ((await resolveRoutes(baseUrl, [{ path: '/blog/{article}', label: '' }]))[0]).path;
  log('CMS calls through the serving layer');
  const api = await measureApi(baseUrl);
  const originOf = originNamer(topology.ports);

  /** @type {RouteResult[]} */
  const results = routes.map((route) => ({ route, firstLoad: null, firstLoadError: null, timing: null, lighthouse: {}, packages: null }));
  /** @type {import('./bench/responsive-images.mjs').ResponsiveImagesRow[] | null} */
  let images = null;
  /** @type {import('./bench/federation-cost.mjs').FederationCostRow[] | null} */
  let federationCost = null;
  /** @type {string | null} */
  let federationCostError = null;

  const browser = await launchBrowser();
  const closeBrowser = onCleanup(() => browser.close());
  const chromiumVersion = browser.version();
  try {
    for (const result of results) {
      log(`first load ${result.route.path}`);
      try {
        result.firstLoad = await measureFirstLoad(browser, baseUrl, originOf, result.route);
        result.packages = await packagesOfFirstLoad(result.firstLoad.entries, appDirOf);
        const timings = [result.firstLoad.timing];
        for (let run = 1; run < runs; run++) timings.push(await measureTiming(browser, baseUrl, result.route));
        result.timing = medianTiming(timings);
      } catch (error) {
        result.firstLoadError = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
        log(`first load ${result.route.path} failed: ${result.firstLoadError}`);
      }
      try {
        result.document = await measureDocumentSize(baseUrl + result.route.path);
      } catch (error) {
        result.documentError = error instanceof Error ? error.message : String(error);
      }
    }
    if (sections.images) {
      images = await measureResponsiveImages({ browser, baseUrl, paths: ['/blog', '/productos'], log });
    }
  } finally {
    await closeBrowser();
  }

  // The main routes also without their scripts, through a proxy that takes them out of the HTML,
  // each run of one taken right after the same run of the other (scripts/bench/scripts-cost.mjs).
  const scriptFree =
    sections.withoutScripts && results.some(({ route }) => isMainRoute(route.path))
      ? await startScriptFreeProxy({ port: ports.scriptFreeProxy, target: baseUrl })
      : null;
  const stopScriptFree = scriptFree ? onCleanup(scriptFree.stop) : async () => {};
  try {
    for (const result of results) {
      for (const formFactor of FORM_FACTORS) {
        const withoutScripts = formFactor === 'mobile' ? sections.withoutScripts : sections.withoutScriptsDesktop;
        if (!scriptFree || !withoutScripts || !isMainRoute(result.route.path)) {
          result.lighthouse[formFactor] = await measureLighthouse(baseUrl, result.route, formFactor, runs);
          continue;
        }
        const [withScripts, bare] = await measureLighthouseInTurn(
          [
            { baseUrl, logLabel: 'lighthouse' },
            { baseUrl: scriptFree.origin, logLabel: 'lighthouse without scripts' },
          ],
          result.route,
          formFactor,
          runs,
        );
        result.lighthouse[formFactor] = withScripts;
        result.withoutScripts = { ...result.withoutScripts, [formFactor]: bare };
      }
    }
  } finally {
    await stopScriptFree();
  }

  // After the federated Lighthouse runs: the one bundle's are compared with them.
  if (sections.oneBundle) {
    const { cmsUrl, cmsToken } = await benchCms();
    try {
      federationCost = await measureFederationCost({
        root,
        withBrowser,
        routes: results
          .filter(({ route }) => route.path in FIRST_LOAD_JS_BUDGETS_KB)
          .map(({ route, firstLoad, lighthouse: lh }) => ({
            path: route.path,
            federatedBytes: firstLoad?.js.total ?? null,
            heading: firstLoad?.heading ?? null,
            federatedMobile: lh.mobile?.runs.length ? lh.mobile.median : null,
          })),
        runs,
        port: ports.oneBundleShell,
        cmsUrl,
        cmsToken,
        originOf,
        logDir: resultsDir,
        log,
      });
    } catch (error) {
      federationCostError = error instanceof Error ? error.message : String(error);
      log(`federation cost: ${federationCostError}`);
    }
  }

  // After Lighthouse, alone on the machine as its runs are: a real 4× slower CPU, not a simulated one.
  /** @type {import('./bench/blocking-time.mjs').BlockingResult | null} */
  let blocking = null;
  const blockingPaths = blockingPathsOf(settings.BENCH_ROUTES, routes);
  if (sections.blocking && blockingPaths.length) {
    blocking = await withBrowser((browser) => measureBlocking({ browser, baseUrl, paths: blockingPaths, runs, log }));
  }

  /** @type {import('./bench/interaction-timing.mjs').InteractionsResult | null} */
  let interactions = null;
  if (sections.interactions) {
    interactions = await withBrowser((browser) => measureInteractions({ browser, baseUrl, runs, log }));
  }

  let typing = null;
  if (sections.typing) {
    log(`typing in the catalogue with ${LARGE_CATALOGUE} products`);
    typing = await measureLargeCatalogueTyping({
      runs,
      baseUrl,
      cmsPort: ports.largeCatalogueCms,
      shellPort: ports.largeCatalogueShell,
      logDir: resultsDir,
    });
  }

  /** @type {import('./bench/throughput.mjs').ThroughputResult | null} */
  let throughput = null;
  let largeBlog = null;
  /** @type {string | null} */
  let largeBlogError = null;
  if (sections.throughput || sections.largeBlog) {
    // Both start shell servers of their own: they need the CMS's address and token.
    const { cmsUrl, cmsToken } = await benchCms();
    if (sections.throughput) {
      throughput = await throughputSection({ cmsUrl, cmsToken }, articlePath);
    }
    if (sections.largeBlog) {
      try {
        largeBlog = await measureLargeBlog({
          normal: { cmsUrl, cmsToken },
          articleSlug: articlePath.slice('/blog/'.length),
          ports,
          logDir: resultsDir,
          log,
          onCleanup,
        });
      } catch (error) {
        largeBlogError = error instanceof Error ? error.message : String(error);
        log(`large blog: ${largeBlogError}`);
      }
    }
  }

  const leadsSection = await runLeadsSection(sections.leads);

  /** @type {import('./bench/production-report.mjs').ProductionResult | null} */
  let production = null;
  if (sections.production) {
    production = await measureProduction({
      portBase: ports.productionSiteBase,
      stateDir: path.join(resultsDir, 'production'),
      paths: ['/', '/blog'],
      routes: results
        .filter(({ route }) => route.path in FIRST_LOAD_JS_BUDGETS_KB)
        .map(({ route, lighthouse: lh }) => ({ route, fiveOrigins: lh.mobile?.runs.length ? lh.mobile.median : null })),
      runs,
      seconds: settings.BENCH_THROUGHPUT_SECONDS,
      log,
      onCleanup,
    });
  }

  // The sections measured, as the table shows them and as the JSON keeps them.
  const measured = {
    api,
    blocking,
    interactions,
    typing,
    throughput,
    largeBlog,
    largeBlogError,
    images,
    federationCost,
    federationCostError,
    production,
    ...leadsSection,
  };
  const report = renderReport(results, {
    date: date.toISOString(),
    runs,
    cpuSlowdown: settings.BENCH_CPU_SLOWDOWN,
    chromium: chromiumVersion,
    lighthouseVersion: lighthouseVersion(),
    nodeVersion: process.version,
    baseUrl,
    originOf,
    servers: servers.mode,
    missing: servers.missing,
    ...measured,
  });
  console.log(report);

  write(date, report, {
    date: date.toISOString(),
    baseUrl,
    runs,
    budgets: BUDGETS,
    versions: { node: process.version, chromium: chromiumVersion, lighthouse: lighthouseVersion() },
    servers,
    ...measured,
    results,
  });

  // Could not measure at all: no first load and no Lighthouse figure anywhere.
  const unmeasured = results.filter(
    (r) => !r.firstLoad && FORM_FACTORS.every((f) => (r.lighthouse[f]?.runs.length ?? 0) === 0),
  );
  const failed = results.filter(
    (r) => r.firstLoadError || FORM_FACTORS.some((f) => (r.lighthouse[f]?.errors.length ?? 0) > 0),
  );
  if (failed.length) log(`measurements failed for ${failed.map((r) => r.route.path).join(', ')} (see the report).`);
  return unmeasured.length > 0 ? 1 : 0;
}

cleanUpOnSignals();
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanupAll();
}
process.exit(exitCode);
