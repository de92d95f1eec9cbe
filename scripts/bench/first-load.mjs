// @ts-check
// The first load of a route in Chromium (playwright-core), as a first-time
// visitor makes it: a fresh context with an empty cache, up to network idle.
// It counts requests and the JS and CSS bytes as transferred (gzip: the
// response's encoded body size), split by the app that served them, and reads
// TTFB and FCP (page-timing.mjs).
import { readPageTiming } from './page-timing.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('../../shared/src/config/topology.mjs').AppName} AppName */

export const PAGE_TIMEOUT_MS = 60_000;

/** @typedef {AppName | 'other'} OriginName */

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
 * @property {import('./page-timing.mjs').PageTiming} timing TTFB and FCP of this load
 * @property {RequestRecord[]} entries
 */

/**
 * Names the app that served a URL, by its port on this machine ('other' for anything else).
 * @param {Record<AppName, number>} ports the site's apps
 * @returns {(url: string) => OriginName}
 */
export function originNamer(ports) {
  /** @type {Map<number, AppName>} */
  const appByPort = new Map(/** @type {Array<[AppName, number]>} */ (Object.entries(ports)).map(([name, port]) => [port, name]));
  return (url) => {
    const { hostname, port } = new URL(url);
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') return 'other';
    return appByPort.get(Number(port)) ?? 'other';
  };
}

/**
 * What a response is, for the byte counts.
 * @param {string} resourceType
 * @param {string} contentType
 * @returns {'js' | 'css' | 'other'}
 */
export function kindOf(resourceType, contentType) {
  if (resourceType === 'script' || /javascript|ecmascript/i.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/i.test(contentType)) return 'css';
  return 'other';
}

/** @param {RequestRecord[]} entries @param {'js' | 'css'} kind @returns {BytesByOrigin} */
export function sumBytes(entries, kind) {
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
 * @param {string} baseUrl
 * @param {Route} route
 */
export async function measureTiming(browser, baseUrl, route) {
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
 * @param {string} baseUrl
 * @param {(url: string) => OriginName} originOf
 * @param {Route} route
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(browser, baseUrl, originOf, route) {
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
