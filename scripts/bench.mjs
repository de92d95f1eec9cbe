// @ts-check
// The performance benchmark of docs/ARCHITECTURE.md §8 (`npm run bench`).
//
// For every route below it measures, against the production builds:
//   - the first load, in a fresh Chromium context with an empty cache,
//     up to network idle: requests, and the JS and CSS bytes as transferred
//     (gzip: the response's encoded body size), split by origin (shell/remotes);
//   - Lighthouse 12 on mobile (default config) and desktop (desktop config):
//     performance, accessibility, best practices and SEO scores plus LCP, TBT
//     and CLS, the median of BENCH_RUNS runs (default 3), one run at a time.
// It prints a Markdown table (figures that miss a §8 budget are marked) and
// writes it, with the raw figures as JSON, to bench-results/bench-<timestamp>.*.
//
//   - time to first byte and first contentful paint of that first load (the
//     median of BENCH_RUNS loads), and the three longest main-thread tasks of the
//     main routes' Lighthouse mobile runs (scripts/bench/page-timing.mjs);
//   - typing in the catalogue's search box with 200 products (a second CMS and
//     shell seeded for it): the longest main-thread task in a Chromium trace
//     (target: none over 50 ms); BENCH_TYPING=0 skips it;
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
//     nothing else (no site servers, no Chromium).
//
//   npm run bench
//   BENCH_RUNS=1 BENCH_ROUTES=/podcast,/contacto BENCH_TYPING=0 npm run bench
//   BENCH_RUNS=1 BENCH_ROUTES=/,/blog BENCH_TYPING=0 BENCH_THROUGHPUT_SECONDS=3 npm run bench
//   BENCH_ONLY=leads npm run bench
//
// Ports, from the shell's (SITE_PORT_BASE, default 8080): +0 to +4 the site, +5
// the large catalogue's shell, +6 the throughput shell, +7 and +8 the CMSs of the
// site and the large catalogue, +9 to +13 the large blog's CMS, shells and proxies,
// +14 and +15 the leads' CMS and shell.
//
// If nothing answers on the shell's port it runs scripts/serve.mjs itself
// and stops those servers at the end. It is a benchmark, not a test: it exits 0
// when budgets are missed, and non-zero only when it could not measure (no build,
// Chromium failing, a page that never loads).
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './lib/chromium.mjs';
import { remotes, shellPort } from '../shared/build/federation.mjs';
import { ensureCmsInstalled, randomToken, startCms } from './lib/cms-process.mjs';
import { measureTyping } from './lib/typing-responsiveness.mjs';
import { measureLargeBlog, renderLargeBlog } from './bench/large-blog.mjs';
import { measureLeads, renderLeads } from './bench/leads.mjs';
import { measureResponsiveImages, renderResponsiveImages } from './bench/responsive-images.mjs';
import { markdownTable } from './bench/markdown.mjs';
import { longTasksOf, medianTiming, readPageTiming, scriptLabel } from './bench/page-timing.mjs';
import { median } from './bench/stats.mjs';
import { measureThroughput, renderThroughput, throughputSecondsFromEnv } from './bench/throughput.mjs';

/** @typedef {{ path: string, label: string }} Route */

/**
 * The routes measured, in order; the first one also gets its largest JS files
 * listed, so put the home page ('/') first once it exists (§8 budgets it).
 */
const ROUTES = /** @type {Route[]} */ ([
  { path: '/', label: 'Inicio' },
  { path: '/experiencia-cliente', label: 'Experiencia del cliente' },
  { path: '/productividad', label: 'Productividad' },
  { path: '/servicios/senalizacion-digital', label: 'Señalización digital' },
  { path: '/servicios/gestion-contenidos', label: 'Gestión de contenidos' },
  { path: '/servicios/lift-and-learn', label: 'Lift and learn' },
  { path: '/servicios/medicion-audiencia', label: 'Medición de audiencia' },
  { path: '/servicios/cloud', label: 'Cloud' },
  { path: '/servicios/asistente-ia', label: 'Asistente IA' },
  { path: '/servicios/comunicaciones-internas', label: 'Comunicaciones internas' },
  { path: '/sobre-nosotros', label: 'Sobre nosotros' },
  { path: '/blog', label: 'Blog' },
  { path: '/blog/{article}', label: 'Artículo' },
  { path: '/casos-exito', label: 'Casos de éxito' },
  { path: '/casos-exito/{case}', label: 'Caso de éxito' },
  { path: '/recursos', label: 'Recursos' },
  { path: '/productos', label: 'Catálogo' },
  { path: '/productos?producto={product}', label: 'Producto' },
  { path: '/podcast', label: 'Podcast' },
  { path: '/contacto', label: 'Contacto' },
  { path: '/contacto/exito', label: 'Contacto: éxito' },
  { path: '/sobre-nosotros/firmas', label: 'Firmas' },
  { path: '/pagina-inexistente', label: '404' },
]);

/** docs/ARCHITECTURE.md §8 targets. */
const BUDGETS = {
  /** First-load JS, gzip, in KB (1 KB = 1024 bytes); §8 sets it for the home page, applied to every route. */
  firstLoadJsKb: 200,
  mobilePerformance: 95,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Strictly below. */
  cls: 0.02,
};

const KB = 1024;
const MISS = '✗';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);
const PAGE_TIMEOUT_MS = 60_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {'shell' | keyof typeof remotes} AppName */
/** @typedef {{ port: number, dir: string }} AppInfo */

/** Where scripts/serve.mjs serves each app from, by default. */
const apps = /** @type {Record<AppName, AppInfo>} */ ({
  shell: { port: shellPort, dir: path.join(root, 'shell/dist') },
  ...Object.fromEntries(
    Object.entries(remotes).map(([name, { port }]) => [name, { port, dir: path.join(root, `remote-${name}/dist`) }]),
  ),
});
const resultsDir = path.join(root, 'bench-results');
const baseUrl = `http://localhost:${shellPort}`;

/** @typedef {AppName | 'other'} OriginName */
/** @typedef {typeof FORM_FACTORS[number]} FormFactor */

/**
 * @typedef {object} RequestRecord
 * @property {string} url
 * @property {OriginName} origin which app served it (by port)
 * @property {string} resourceType Playwright's resource type (script, stylesheet, fetch...)
 * @property {'js' | 'css' | 'other'} kind
 * @property {number | null} status
 * @property {string | null} contentEncoding
 * @property {number} encodedBytes body bytes as transferred (compressed)
 * @property {number | null} decodedBytes body bytes once decompressed
 * @property {string | null} failure why it failed, if it did
 */

/**
 * @typedef {object} BytesByOrigin
 * @property {number} total
 * @property {Partial<Record<OriginName, number>>} byOrigin
 */

/**
 * @typedef {object} FirstLoad
 * @property {number} requests
 * @property {number} failedRequests
 * @property {BytesByOrigin} js encoded bytes
 * @property {BytesByOrigin} css encoded bytes
 * @property {number} totalBytes encoded bytes of every response
 * @property {string} title document.title once idle
 * @property {string} heading the first h1 once idle (what the visitor sees)
 * @property {import('./bench/page-timing.mjs').PageTiming} timing TTFB and FCP of this load
 * @property {RequestRecord[]} entries
 */

/**
 * @typedef {object} LighthouseFigures
 * @property {number | null} performance 0-100
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 */

/**
 * @typedef {object} LighthouseResult
 * @property {LighthouseFigures} median
 * @property {LighthouseFigures[]} runs
 * @property {string[]} warnings run warnings Lighthouse reported (deduplicated)
 * @property {string[]} errors runs that failed
 * @property {import('./bench/page-timing.mjs').LongTask[][]} longTasks the longest main-thread tasks, per run (as `runs`)
 */

/**
 * @typedef {object} RouteResult
 * @property {Route} route
 * @property {FirstLoad | null} firstLoad
 * @property {string | null} firstLoadError
 * @property {import('./bench/page-timing.mjs').PageTiming | null} timing median of the first load's and BENCH_RUNS - 1 more loads'
 * @property {Partial<Record<FormFactor, LighthouseResult>>} lighthouse
 */

// ---------------------------------------------------------------------------
// Clean-up: whatever is started (servers, browsers) is stopped at the end, on
// failure and on Ctrl-C.

/** @type {Set<() => Promise<void>>} */
const cleanups = new Set();

/**
 * Registers a clean-up; returns a function that runs it now (once).
 * @param {() => Promise<void>} fn
 * @returns {() => Promise<void>}
 */
function onCleanup(fn) {
  cleanups.add(fn);
  return async () => {
    if (cleanups.delete(fn)) await fn();
  };
}

async function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch (error) {
      console.error('bench: clean-up failed:', error);
    }
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping what it started…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

/** @param {string} message */
function log(message) {
  console.error(`bench: ${message}`);
}

// ---------------------------------------------------------------------------
// Configuration from the environment.

/** @returns {number} */
function runsFromEnv() {
  const raw = process.env.BENCH_RUNS;
  if (raw === undefined || raw.trim() === '') return 3;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, not "${raw}"`);
  return runs;
}

/** @returns {Route[]} */
function routesFromEnv() {
  const raw = process.env.BENCH_ROUTES;
  if (raw === undefined || raw.trim() === '') return ROUTES;
  return raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => {
      const routePath = p.startsWith('/') ? p : `/${p}`;
      return ROUTES.find((route) => route.path === routePath) ?? { path: routePath, label: routePath };
    });
}

// ---------------------------------------------------------------------------
// Servers.

/** @param {number} port @returns {Promise<boolean>} */
async function isAnswering(port) {
  try {
    const response = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `node scripts/serve.mjs <names>` (a process of its own, so that serving
 * does not share this process's event loop with Lighthouse) until every port answers.
 * @param {AppName[]} names
 * @returns {Promise<void>}
 */
async function spawnServers(names) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), ...names], {
    cwd: root,
    // The remotes answer CORS to the shell's origins only: the site and the large-catalogue shell.
    env: { ...process.env, ...cmsEnv, SITE_SHELL_ORIGINS: `${baseUrl},http://localhost:${shellPort + 5}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Also kept whole in bench-results/serve.log: why a server stopped mid-run shows there.
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = fs.createWriteStream(path.join(resultsDir, 'serve.log'), { flags: 'a' });
  onCleanup(async () => {
    logFile.end();
  });
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4000);
    logFile.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const deadline = Date.now() + 20_000;
  for (const name of names) {
    while (!(await isAnswering(apps[name].port))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`scripts/serve.mjs stopped (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
      if (Date.now() > deadline) throw new Error(`${name} does not answer on port ${apps[name].port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** CMS_URL and CMS_API_TOKEN for the servers the benchmark starts. */
const cmsEnv = /** @type {Record<string, string>} */ ({});

/**
 * The content service on a port of its own and its own database file (seeded
 * at its first start), for the servers the benchmark starts.
 */
async function startBenchCms() {
  ensureCmsInstalled();
  const port = shellPort + 7;
  const token = randomToken();
  const cms = await startCms({ port, token, databaseFile: '.tmp/bench.db', logFile: path.join(resultsDir, 'cms.log') });
  onCleanup(async () => {
    cms.kill('SIGTERM');
  });
  cmsEnv.CMS_URL = `http://127.0.0.1:${port}`;
  cmsEnv.CMS_API_TOKEN = token;
}

/**
 * Serves the builds (and the CMS) unless the shell already answers.
 * @returns {Promise<{ mode: 'already running' | 'started by bench', started: AppName[], missing: AppName[] }>}
 */
async function ensureServers() {
  if (await isAnswering(shellPort)) {
    log(`${baseUrl} already answers: measuring the servers running there.`);
    return { mode: 'already running', started: [], missing: [] };
  }
  /** @type {AppName[]} */
  const toStart = [];
  /** @type {AppName[]} */
  const missing = [];
  for (const name of /** @type {AppName[]} */ (Object.keys(apps))) {
    const { port, dir } = apps[name];
    if (name !== 'shell' && (await isAnswering(port))) {
      log(`${name}: port ${port} already answers, using it.`);
      continue;
    }
    if (!fs.existsSync(path.join(dir, name === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      if (name === 'shell') throw new Error(`No shell build in ${dir}: run "npm run build" first.`);
      log(`WARNING: ${name} has no build in ${dir}; the routes it serves will show the shell's fallback.`);
      missing.push(name);
      continue;
    }
    toStart.push(name);
  }
  if (toStart.includes('shell')) {
    fs.mkdirSync(resultsDir, { recursive: true });
    await startBenchCms();
  }
  await spawnServers(toStart);
  log(`serving ${toStart.join(', ')} (stopped at the end).`);
  return { mode: 'started by bench', started: toStart, missing };
}

// ---------------------------------------------------------------------------
// First load, with playwright-core.

/** @type {Map<number, AppName>} */
const appByPort = new Map(
  /** @type {AppName[]} */ (Object.keys(apps)).map((name) => [apps[name].port, name]),
);

/** @param {string} url @returns {OriginName} */
function originOf(url) {
  const { hostname, port } = new URL(url);
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') return 'other';
  return appByPort.get(Number(port)) ?? 'other';
}

/**
 * @param {string} resourceType
 * @param {string} contentType
 * @returns {'js' | 'css' | 'other'}
 */
function kindOf(resourceType, contentType) {
  if (resourceType === 'script' || /javascript|ecmascript/i.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/i.test(contentType)) return 'css';
  return 'other';
}

/** @param {RequestRecord[]} entries @param {'js' | 'css'} kind @returns {BytesByOrigin} */
function sumBytes(entries, kind) {
  /** @type {BytesByOrigin} */
  const sum = { total: 0, byOrigin: {} };
  for (const entry of entries) {
    if (entry.kind !== kind) continue;
    sum.total += entry.encodedBytes;
    sum.byOrigin[entry.origin] = (sum.byOrigin[entry.origin] ?? 0) + entry.encodedBytes;
  }
  return sum;
}

/**
 * A fresh context, its cache empty: a first visit. The cache stays on, as in a
 * visitor's browser: the files the page prefetches are then counted once.
 * @param {import('playwright-core').Browser} browser
 */
async function coldPage(browser) {
  // §8's budget is in gzip bytes; Chromium would negotiate brotli, so ask for gzip
  // (the encoding of every response is kept in the raw JSON).
  const context = await browser.newContext({
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * TTFB and FCP of one more first load (the bytes are the first one's).
 * @param {import('playwright-core').Browser} browser
 * @param {Route} route
 */
async function measureTiming(browser, route) {
  const { context, page } = await coldPage(browser);
  try {
    await page.goto(baseUrl + route.path, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    return await readPageTiming(page);
  } finally {
    await context.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {Route} route
 * @returns {Promise<FirstLoad>}
 */
async function measureFirstLoad(browser, route) {
  const { context, page } = await coldPage(browser);
  try {

    /** @type {Promise<RequestRecord>[]} */
    const pending = [];
    /**
     * @param {import('playwright-core').Request} request
     * @param {string | null} failure
     * @returns {Promise<RequestRecord>}
     */
    const record = async (request, failure) => {
      const response = failure === null ? await request.response() : null;
      const headers = response ? await response.allHeaders() : {};
      const sizes = failure === null ? await request.sizes().catch(() => null) : null;
      let decodedBytes = null;
      if (response && response.status() < 300) {
        decodedBytes = await response.body().then((body) => body.length, () => null);
      }
      return {
        url: request.url(),
        origin: originOf(request.url()),
        resourceType: request.resourceType(),
        kind: kindOf(request.resourceType(), headers['content-type'] ?? ''),
        status: response ? response.status() : null,
        contentEncoding: headers['content-encoding'] ?? null,
        encodedBytes: sizes ? sizes.responseBodySize : 0,
        decodedBytes,
        failure,
      };
    };
    /** @param {import('playwright-core').Request} request */
    const isHttp = (request) => /^https?:/.test(request.url());
    page.on('requestfinished', (request) => {
      if (isHttp(request)) pending.push(record(request, null));
    });
    page.on('requestfailed', (request) => {
      if (isHttp(request)) pending.push(record(request, request.failure()?.errorText ?? 'failed'));
    });

    await page.goto(baseUrl + route.path, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    const timing = await readPageTiming(page);
    const title = await page.title();
    const heading = (await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null)) ?? '';
    const entries = await Promise.all(pending);
    return {
      requests: entries.length,
      failedRequests: entries.filter((e) => e.failure !== null || (e.status !== null && e.status >= 400)).length,
      js: sumBytes(entries, 'js'),
      css: sumBytes(entries, 'css'),
      totalBytes: entries.reduce((sum, e) => sum + e.encodedBytes, 0),
      title,
      heading: heading.trim().replace(/\s+/g, ' '),
      timing,
      entries,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------
// Lighthouse.

/** @param {import('lighthouse').Result} lhr @param {string} id @returns {number | null} */
function categoryScore(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** @param {import('lighthouse').Result} lhr @param {string} id @returns {number | null} */
function auditValue(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** @param {chromeLauncher.LaunchedChrome} chrome @returns {Promise<void>} */
async function killChrome(chrome) {
  const child = chrome.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  chrome.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/**
 * One Lighthouse run in a Chromium of its own.
 * @param {string} url
 * @param {FormFactor} formFactor
 * @returns {Promise<{ figures: LighthouseFigures, longTasks: import('./bench/page-timing.mjs').LongTask[], warnings: string[], error: string | null }>}
 */
async function lighthouseOnce(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stop = onCleanup(() => killChrome(chrome));
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    return {
      figures: {
        performance: categoryScore(lhr, 'performance'),
        accessibility: categoryScore(lhr, 'accessibility'),
        bestPractices: categoryScore(lhr, 'best-practices'),
        seo: categoryScore(lhr, 'seo'),
        lcpMs: auditValue(lhr, 'largest-contentful-paint'),
        tbtMs: auditValue(lhr, 'total-blocking-time'),
        cls: auditValue(lhr, 'cumulative-layout-shift'),
      },
      longTasks: longTasksOf(lhr, LONG_TASKS),
      warnings: lhr.runWarnings.map(String),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    await stop();
  }
}

/** Longest main-thread tasks kept per Lighthouse run. */
const LONG_TASKS = 3;

/** @type {(keyof LighthouseFigures)[]} */
const FIGURE_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'];

/**
 * @param {Route} route
 * @param {FormFactor} formFactor
 * @param {number} runs
 * @returns {Promise<LighthouseResult>}
 */
async function measureLighthouse(route, formFactor, runs) {
  /** @type {LighthouseFigures[]} */
  const runFigures = [];
  /** @type {Set<string>} */
  const warnings = new Set();
  /** @type {string[]} */
  const errors = [];
  /** @type {import('./bench/page-timing.mjs').LongTask[][]} */
  const longTasks = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`lighthouse ${formFactor} ${route.path} (${run}/${runs})`);
    try {
      const { figures, longTasks: runLongTasks, warnings: runWarnings, error } = await lighthouseOnce(baseUrl + route.path, formFactor);
      runFigures.push(figures);
      longTasks.push(runLongTasks);
      for (const warning of runWarnings) warnings.add(warning);
      if (error) errors.push(`run ${run}: ${error}`);
    } catch (error) {
      errors.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  /** @type {LighthouseFigures} */
  const medianFigures = {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
  };
  for (const key of FIGURE_KEYS) {
    medianFigures[key] = median(runFigures.map((f) => f[key]).filter((v) => v !== null));
  }
  return { median: medianFigures, runs: runFigures, warnings: [...warnings], errors, longTasks };
}

// ---------------------------------------------------------------------------
// Report.

/** @param {number | null} bytes @returns {string} */
function kb(bytes) {
  return bytes === null ? '–' : (bytes / KB).toFixed(1);
}

/**
 * @param {string} text
 * @param {boolean} missed
 */
function mark(text, missed) {
  return missed ? `${text} ${MISS}` : text;
}

/**
 * @param {number | null} value
 * @param {(value: number) => string} format
 * @param {(value: number) => boolean} [meets] the budget, if the figure has one
 */
function figure(value, format, meets) {
  if (value === null) return '–';
  return mark(format(value), meets ? !meets(value) : false);
}

const int = (/** @type {number} */ v) => String(Math.round(v));
const cls = (/** @type {number} */ v) => v.toFixed(3);

/**
 * @param {LighthouseResult | undefined} result
 * @param {FormFactor} formFactor
 * @returns {string[]}
 */
function lighthouseCells(result, formFactor) {
  const m = result?.median;
  if (!m) return ['–', '–', '–', '–', '–', '–', '–'];
  const perfBudget = formFactor === 'mobile' ? BUDGETS.mobilePerformance : BUDGETS.desktopPerformance;
  return [
    figure(m.performance, int, (v) => v >= perfBudget),
    figure(m.accessibility, int, (v) => v >= BUDGETS.accessibility),
    figure(m.bestPractices, int, (v) => v >= BUDGETS.bestPractices),
    figure(m.seo, int, (v) => v >= BUDGETS.seo),
    figure(m.lcpMs, int),
    figure(m.tbtMs, int),
    figure(m.cls, cls, (v) => v < BUDGETS.cls),
  ];
}

/** @param {Partial<Record<OriginName, number>>} byOrigin */
function originBreakdown(byOrigin) {
  const parts = Object.entries(byOrigin)
    .filter(([name]) => name !== 'shell')
    .map(([name, bytes]) => `${name} ${kb(bytes ?? 0)}`);
  return parts.length ? parts.join(', ') : '–';
}

/**
 * @param {RouteResult[]} results
 * @param {{ date: string, runs: number, chromium: string, servers: string, missing: AppName[], api: Array<{ call: string, medianMs: number, p95Ms: number, kb: number }>, typing: Awaited<ReturnType<typeof measureLargeCatalogueTyping>> | null, throughput: import('./bench/throughput.mjs').ThroughputResult | null, largeBlog: import('./bench/large-blog.mjs').BlogSite[] | null, largeBlogError: string | null, images: import('./bench/responsive-images.mjs').ResponsiveImagesRow[] | null } & LeadsSection} meta
 * @returns {string}
 */
function renderReport(results, meta) {
  const out = [];
  out.push(`# Benchmark ${meta.date}`);
  out.push('');
  out.push(
    `Lighthouse ${lighthouseVersion()} (median of ${meta.runs} run${meta.runs === 1 ? '' : 's'}), ` +
      `Chromium ${meta.chromium}, Node ${process.version}, servers ${meta.servers} at ${baseUrl}.`,
  );
  if (meta.missing.length) out.push(`\n**No build for ${meta.missing.join(', ')}**: its routes show the shell's fallback.`);
  out.push('');
  out.push(
    `${MISS} misses a docs/ARCHITECTURE.md §8 budget: first-load JS < ${BUDGETS.firstLoadJsKb} KB gzip ` +
      `(1 KB = 1024 bytes; applied to every route), performance ≥ ${BUDGETS.mobilePerformance} mobile / ` +
      `${BUDGETS.desktopPerformance} desktop, accessibility, best practices and SEO ${BUDGETS.seo}, CLS < ${BUDGETS.cls}. ` +
      'M = mobile, D = desktop; LCP and TBT in ms. TTFB and FCP: the first load in Chromium (no throttling), ' +
      `in ms from the navigation's start, median of ${meta.runs} load${meta.runs === 1 ? '' : 's'}.`,
  );
  out.push('');

  /** @type {string[][]} */
  const rows = [
    [
      'Route', 'JS KB gz', 'CSS KB gz', 'Requests', 'TTFB', 'FCP',
      'M perf', 'M a11y', 'M bp', 'M seo', 'M LCP', 'M TBT', 'M CLS',
      'D perf', 'D a11y', 'D bp', 'D seo', 'D LCP', 'D TBT', 'D CLS',
    ],
  ];
  for (const { route, firstLoad, timing, lighthouse: lh } of results) {
    rows.push([
      `${route.label} \`${route.path}\``,
      firstLoad ? mark(kb(firstLoad.js.total), firstLoad.js.total / KB >= BUDGETS.firstLoadJsKb) : 'error',
      firstLoad ? kb(firstLoad.css.total) : 'error',
      firstLoad ? String(firstLoad.requests) : 'error',
      figure(timing?.ttfbMs ?? null, int),
      figure(timing?.fcpMs ?? null, int),
      ...lighthouseCells(lh.mobile, 'mobile'),
      ...lighthouseCells(lh.desktop, 'desktop'),
    ]);
  }
  out.push(markdownTable(rows));
  out.push('');

  out.push('## First load by origin (KB gzip)');
  out.push('');
  /** @type {string[][]} */
  const originRows = [['Route', 'JS shell', 'JS remotes', 'CSS', 'All bytes', 'Failed requests', 'Rendered h1']];
  for (const { route, firstLoad, firstLoadError } of results) {
    if (!firstLoad) {
      originRows.push([`\`${route.path}\``, 'error', '', '', '', '', firstLoadError ?? '']);
      continue;
    }
    const remoteJs = firstLoad.js.total - (firstLoad.js.byOrigin.shell ?? 0);
    originRows.push([
      `\`${route.path}\``,
      kb(firstLoad.js.byOrigin.shell ?? 0),
      `${kb(remoteJs)} (${originBreakdown(firstLoad.js.byOrigin)})`,
      kb(firstLoad.css.total),
      kb(firstLoad.totalBytes),
      String(firstLoad.failedRequests),
      firstLoad.heading || `(no h1; title "${firstLoad.title}")`,
    ]);
  }
  out.push(markdownTable(originRows));
  out.push('');

  out.push(`## CMS list calls through the serving layer (${API_SAMPLES} sequential calls each; target: median < 50 ms)`);
  out.push('');
  /** @type {string[][]} */
  const apiRows = [['Call', 'Median ms', 'p95 ms', 'Body KB (decoded)']];
  for (const row of meta.api) {
    apiRows.push([`\`${row.call}\``, mark(row.medianMs.toFixed(1), row.medianMs >= 50), row.p95Ms.toFixed(1), row.kb.toFixed(1)]);
  }
  out.push(markdownTable(apiRows));
  out.push('');

  if (meta.typing) {
    const { products, text, runs: traces } = meta.typing;
    const longest = median(traces.map((t) => t.longestTaskMs)) ?? 0;
    const over = Math.max(...traces.map((t) => t.tasksOver50Ms));
    out.push(`## Typing "${text}" in the catalogue search with ${products} products (Chromium trace; target: no task over 50 ms)`);
    out.push('');
    out.push(
      markdownTable([
        ['Runs', 'Longest main-thread task, median ms', 'Longest per run ms', 'Tasks over 50 ms (worst run)'],
        [String(traces.length), mark(longest.toFixed(1), longest > 50), traces.map((t) => t.longestTaskMs.toFixed(1)).join(', '), mark(String(over), over > 0)],
      ]),
    );
    out.push('');
  }

  const longTasks = renderLongTasks(results);
  if (longTasks) out.push(longTasks);
  if (meta.images) out.push(renderResponsiveImages(meta.images));
  if (meta.throughput) out.push(renderThroughput(meta.throughput));
  if (meta.largeBlog) out.push(renderLargeBlog(meta.largeBlog));
  if (meta.largeBlogError) out.push(`## A large blog\n\nNot measured: ${meta.largeBlogError}\n`);
  const leads = renderLeadsSection(meta);
  if (leads) out.push(leads);

  const first = results[0];
  if (first?.firstLoad) {
    out.push(`## Largest JS files of the first load of \`${first.route.path}\``);
    out.push('');
    const largest = first.firstLoad.entries
      .filter((e) => e.kind === 'js')
      .sort((a, b) => b.encodedBytes - a.encodedBytes)
      .slice(0, 10);
    /** @type {string[][]} */
    const fileRows = [['#', 'File', 'Origin', 'KB gzip', 'KB raw']];
    largest.forEach((entry, i) => {
      fileRows.push([String(i + 1), new URL(entry.url).pathname, entry.origin, kb(entry.encodedBytes), kb(entry.decodedBytes)]);
    });
    out.push(markdownTable(fileRows));
    out.push('');
  }

  const notes = [];
  for (const { route, firstLoadError, lighthouse: lh } of results) {
    if (firstLoadError) notes.push(`- \`${route.path}\` first load: ${firstLoadError}`);
    for (const formFactor of FORM_FACTORS) {
      const result = lh[formFactor];
      for (const error of result?.errors ?? []) notes.push(`- \`${route.path}\` ${formFactor}: ${error}`);
      for (const warning of result?.warnings ?? []) notes.push(`- \`${route.path}\` ${formFactor} (warning): ${warning}`);
    }
  }
  if (notes.length) {
    out.push('## Errors and warnings');
    out.push('');
    out.push(...notes);
    out.push('');
  }
  return out.join('\n');
}

/** Routes whose longest main-thread tasks are listed. */
const LONG_TASK_ROUTES = ['/', '/blog', '/productos', '/servicios/senalizacion-digital', '/contacto'];

/**
 * The longest main-thread tasks of the main routes, from the Lighthouse mobile
 * run with the median TBT.
 * @param {RouteResult[]} results
 * @returns {string}
 */
function renderLongTasks(results) {
  /** @type {string[][]} */
  const rows = [['Route', '#', 'Task ms', 'Starts at ms', 'Script']];
  for (const { route, lighthouse: lh } of results) {
    const mobile = lh.mobile;
    if (!LONG_TASK_ROUTES.includes(route.path) || !mobile || mobile.runs.length === 0) continue;
    // The run whose TBT is the median (or nearest it: an even number of runs averages two).
    const tbts = mobile.runs.map((r) => r.tbtMs ?? 0);
    const medianTbt = median(tbts) ?? 0;
    const run = tbts.reduce((best, tbt, i) => (Math.abs(tbt - medianTbt) < Math.abs((tbts[best] ?? 0) - medianTbt) ? i : best), 0);
    const tasks = mobile.longTasks[run] ?? [];
    if (mobile.runs[run]?.performance === null) {
      rows.push([`\`${route.path}\``, '–', '–', '–', 'the Lighthouse run failed (see Errors and warnings)']);
      continue;
    }
    if (tasks.length === 0) rows.push([`\`${route.path}\``, '–', '–', '–', 'no task of 50 ms or more']);
    tasks.forEach((task, i) => {
      rows.push([`\`${route.path}\``, String(i + 1), int(task.durationMs), int(task.startTimeMs), scriptLabel(task.url, originOf)]);
    });
  }
  if (rows.length === 1) return '';
  return [
    '## Longest main-thread tasks during load (Lighthouse mobile, `long-tasks` audit)',
    '',
    `The ${LONG_TASKS} longest per route, from the run with the median TBT; durations simulated under the mobile ` +
      'CPU throttling (4×). Script: the app that served the script Lighthouse attributes the task to, and its path ' +
      '(the page\'s own path: parsing the server-rendered HTML).',
    '',
    markdownTable(rows),
    '',
  ].join('\n');
}

/** @returns {string} */
function lighthouseVersion() {
  const require = createRequire(import.meta.url);
  /** @type {{ version: string }} */
  const pkg = require('lighthouse/package.json');
  return pkg.version;
}

// ---------------------------------------------------------------------------

/**
 * Fills '{article}' and '{case}' in with the first article's slug and the
 * first case's id, as the CMS has them.
 * @param {Route[]} routes
 * @returns {Promise<Route[]>}
 */
async function resolveRoutes(routes) {
  /** @param {string} apiPath @param {string} field */
  const first = async (apiPath, field) => {
    const body = /** @type {{ data?: Array<Record<string, unknown>> }} */ (await (await fetch(baseUrl + apiPath)).json());
    const value = body.data?.[0]?.[field];
    if (value === undefined) throw new Error(`${apiPath} answered no items: is the CMS up and seeded?`);
    return String(value);
  };
  const resolved = [];
  for (const route of routes) {
    let routePath = route.path;
    if (routePath.includes('{article}')) routePath = routePath.replace('{article}', await first('/api/articles', 'slug'));
    if (routePath.includes('{case}')) routePath = routePath.replace('{case}', await first('/api/cases', 'id'));
    if (routePath.includes('{product}')) routePath = routePath.replace('{product}', await first('/api/products', 'slug'));
    resolved.push({ ...route, path: routePath });
  }
  return resolved;
}

/** SPEC §7's list calls, as the browser makes them (through the shell's server). */
const API_CALLS = [
  '/api/articles?populate=*',
  '/api/categories',
  '/api/cases?populate=*',
  '/api/materiales?populate=*',
  '/api/product-categories',
  '/api/products?populate=*',
];
const API_SAMPLES = 30;

/**
 * Latency of each CMS list call through the serving layer: median and 95th
 * percentile of API_SAMPLES sequential calls after 3 warm-up calls.
 * @returns {Promise<Array<{ call: string, medianMs: number, p95Ms: number, kb: number }>>}
 */
async function measureApi() {
  const rows = [];
  for (const call of API_CALLS) {
    /** @type {number[]} */
    const times = [];
    let bytes = 0;
    for (let i = 0; i < API_SAMPLES + 3; i++) {
      const start = performance.now();
      const response = await fetch(baseUrl + call, { headers: { 'Accept-Encoding': 'gzip' } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${call} answered ${response.status}`);
      if (i >= 3) times.push(performance.now() - start);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    rows.push({
      call,
      medianMs: median(times) ?? 0,
      p95Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0,
      kb: bytes / KB,
    });
  }
  return rows;
}

const LARGE_CATALOGUE = 200;
const TYPED_TEXT = 'videowall lumina';

/**
 * Typing in the catalogue's search box over LARGE_CATALOGUE products: a CMS
 * seeded with that many (its own database, kept between runs) behind a second
 * shell on shellPort + 5, with the same remotes. Median of `runs` traces.
 * @param {number} runs
 * @returns {Promise<{ products: number, text: string, runs: Array<{ longestTaskMs: number, tasksOver50Ms: number, tasks: number }> }>}
 */
async function measureLargeCatalogueTyping(runs) {
  ensureCmsInstalled();
  const cmsPort = shellPort + 8;
  const shellPortLarge = shellPort + 5;
  const token = randomToken();
  const seeded = /** @type {{ data: unknown[] }} */ (await (await fetch(`${baseUrl}/api/products`)).json()).data.length;
  const cms = await startCms({
    port: cmsPort,
    token,
    databaseFile: '.tmp/bench-large-catalogue.db',
    logFile: path.join(resultsDir, 'cms-large.log'),
    env: { CMS_SEED_EXTRA_PRODUCTS: String(LARGE_CATALOGUE - seeded) },
  });
  const stopCms = onCleanup(async () => {
    cms.kill('SIGTERM');
  });
  const shell = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), `shell:${shellPortLarge}`], {
    cwd: root,
    env: { ...process.env, CMS_URL: `http://127.0.0.1:${cmsPort}`, CMS_API_TOKEN: token },
    stdio: 'ignore',
  });
  const stopShell = onCleanup(async () => {
    shell.kill('SIGTERM');
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS, headless: true });
  const closeBrowser = onCleanup(() => browser.close());
  try {
    while (!(await isAnswering(shellPortLarge))) await new Promise((resolve) => setTimeout(resolve, 200));
    const products = /** @type {{ data: unknown[] }} */ (
      await (await fetch(`http://localhost:${shellPortLarge}/api/products`)).json()
    ).data.length;
    const results = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`http://localhost:${shellPortLarge}/productos`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
      await page.getByText(`${products} productos`).waitFor({ timeout: PAGE_TIMEOUT_MS });
      results.push(await measureTyping(browser, page, page.getByRole('searchbox', { name: 'Buscar productos' }), TYPED_TEXT));
      await context.close();
    }
    return { products, text: TYPED_TEXT, runs: results };
  } finally {
    await closeBrowser();
    await stopShell();
    await stopCms();
  }
}

/**
 * @typedef {object} LeadsSection
 * @property {import('./bench/leads.mjs').LeadsResult | null} leads
 * @property {string | null} leadsError why it could not be measured
 */

/**
 * The leads section (its own CMS and shell server), unless BENCH_LEADS=0.
 * @returns {Promise<LeadsSection>}
 */
async function runLeadsSection() {
  if (process.env.BENCH_LEADS === '0') return { leads: null, leadsError: null };
  ensureCmsInstalled();
  try {
    return {
      leads: await measureLeads({ portBase: shellPort + 14, logDir: resultsDir, log, onCleanup }),
      leadsError: null,
    };
  } catch (error) {
    const leadsError = error instanceof Error ? error.message : String(error);
    log(`leads: ${leadsError}`);
    return { leads: null, leadsError };
  }
}

/** @param {LeadsSection} section @returns {string} */
function renderLeadsSection({ leads, leadsError }) {
  if (leads) return renderLeads(leads);
  return leadsError ? `## Contact-form leads\n\nNot measured: ${leadsError}\n` : '';
}

/**
 * Writes the report and the raw figures to bench-results/bench-<timestamp>.md and .json.
 * @param {Date} date @param {string} report @param {Record<string, unknown>} raw
 */
function writeResults(date, report, raw) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, '-') + 'Z';
  const base = path.join(resultsDir, `bench-${stamp}`);
  fs.writeFileSync(`${base}.md`, report + '\n');
  fs.writeFileSync(`${base}.json`, JSON.stringify(raw, null, 2) + '\n');
  log(`written ${path.relative(root, base)}.md and .json`);
}

/**
 * BENCH_ONLY=leads: the leads section alone, without the site's servers.
 * @param {Date} date
 * @returns {Promise<number>} the exit code
 */
async function leadsOnly(date) {
  process.env.BENCH_LEADS = '1';
  const section = await runLeadsSection();
  const report = [`# Benchmark ${date.toISOString()} (leads only)`, '', `Node ${process.version}.`, '', renderLeadsSection(section)].join('\n');
  console.log(report);
  writeResults(date, report, { date: date.toISOString(), versions: { node: process.version }, ...section });
  return section.leads ? 0 : 1;
}

async function main() {
  const date = new Date();
  const only = process.env.BENCH_ONLY;
  if (only === 'leads') return leadsOnly(date);
  if (only !== undefined && only.trim() !== '') throw new Error(`BENCH_ONLY knows only "leads", not "${only}"`);
  const runs = runsFromEnv();
  const servers = await ensureServers();
  const routes = await resolveRoutes(routesFromEnv());
  // The first article, for the throughput and large-blog sections (resolved now, while the site surely answers).
  const articlePath = /** @type {Route} */ ((await resolveRoutes([{ path: '/blog/{article}', label: '' }]))[0]).path;
  log('CMS calls through the serving layer');
  const api = await measureApi();

  /** @type {RouteResult[]} */
  const results = routes.map((route) => ({ route, firstLoad: null, firstLoadError: null, timing: null, lighthouse: {} }));
  /** @type {import('./bench/responsive-images.mjs').ResponsiveImagesRow[] | null} */
  let images = null;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS, headless: true });
  const closeBrowser = onCleanup(() => browser.close());
  const chromiumVersion = browser.version();
  try {
    for (const result of results) {
      log(`first load ${result.route.path}`);
      try {
        result.firstLoad = await measureFirstLoad(browser, result.route);
        const timings = [result.firstLoad.timing];
        for (let run = 1; run < runs; run++) timings.push(await measureTiming(browser, result.route));
        result.timing = medianTiming(timings);
      } catch (error) {
        result.firstLoadError = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
        log(`first load ${result.route.path} failed: ${result.firstLoadError}`);
      }
    }
    if (process.env.BENCH_IMAGES !== '0') {
      images = await measureResponsiveImages({ browser, baseUrl, paths: ['/blog', '/productos'], log });
    }
  } finally {
    await closeBrowser();
  }

  for (const result of results) {
    for (const formFactor of FORM_FACTORS) {
      result.lighthouse[formFactor] = await measureLighthouse(result.route, formFactor, runs);
    }
  }

  let typing = null;
  if (process.env.BENCH_TYPING !== '0') {
    log(`typing in the catalogue with ${LARGE_CATALOGUE} products`);
    typing = await measureLargeCatalogueTyping(runs);
  }

  /** @type {import('./bench/throughput.mjs').ThroughputResult | null} */
  let throughput = null;
  let largeBlog = null;
  /** @type {string | null} */
  let largeBlogError = null;
  const throughputOn = process.env.BENCH_THROUGHPUT !== '0';
  const largeBlogOn = process.env.BENCH_LARGE_BLOG !== '0';
  if (throughputOn || largeBlogOn) {
    // Both start shell servers of their own: they need the CMS's address and token.
    if (!cmsEnv.CMS_URL || !cmsEnv.CMS_API_TOKEN) {
      fs.mkdirSync(resultsDir, { recursive: true });
      await startBenchCms();
    }
    const cmsUrl = /** @type {string} */ (cmsEnv.CMS_URL);
    const cmsToken = /** @type {string} */ (cmsEnv.CMS_API_TOKEN);
    if (throughputOn) {
      throughput = await measureThroughput({
        paths: ['/', '/blog', articlePath, '/productos'],
        staticPath: '/favicon.svg',
        seconds: throughputSecondsFromEnv(),
        port: shellPort + 6,
        cmsUrl,
        cmsToken,
        logFile: path.join(resultsDir, 'shell-throughput.log'),
        log,
        onCleanup,
      });
    }
    if (largeBlogOn) {
      try {
        largeBlog = await measureLargeBlog({
          normal: { cmsUrl, cmsToken },
          articleSlug: articlePath.slice('/blog/'.length),
          portBase: shellPort + 9,
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

  const leadsSection = await runLeadsSection();

  const report = renderReport(results, {
    date: date.toISOString(),
    runs,
    chromium: chromiumVersion,
    servers: servers.mode,
    missing: servers.missing,
    api,
    typing,
    throughput,
    largeBlog,
    largeBlogError,
    images,
    ...leadsSection,
  });
  console.log(report);

  writeResults(date, report, {
    date: date.toISOString(),
    baseUrl,
    runs,
    budgets: BUDGETS,
    versions: { node: process.version, chromium: chromiumVersion, lighthouse: lighthouseVersion() },
    servers,
    api,
    typing,
    throughput,
    largeBlog,
    largeBlogError,
    images,
    ...leadsSection,
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

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanupAll();
}
process.exit(exitCode);
