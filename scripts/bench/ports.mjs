// @ts-check
// The bench's one table of ports: the extra servers `npm run bench` starts (scripts/bench/), named
// offsets from the site's port base (SITE_PORT_BASE) after the site's five apps, like the end-to-end
// tests' own; and the base of the production site it measures, past base + PORT_SPAN.
import { portsOf } from '../../shared/src/config/topology.mjs';

export const BENCH_PORT_OFFSETS = /** @type {const} */ ({
  /** Typing in the catalogue: a second shell over the large catalogue's CMS. */
  largeCatalogueShell: 5,
  /** Throughput: a shell server of its own (its page cache off, then on). */
  throughputShell: 6,
  /** The CMS of the site the bench serves when nothing answers on the base. */
  cms: 7,
  /** Typing: the CMS with 200 products. */
  largeCatalogueCms: 8,
  /** Large blog: its CMS with 1,000 articles. */
  largeBlogCms: 9,
  /** Large blog: the shell over it, and the counting proxy between them. */
  largeBlogShell: 10,
  largeBlogProxy: 11,
  /** Large blog: a shell over the normal site's CMS, and its counting proxy, for comparison. */
  normalBlogShell: 12,
  normalBlogProxy: 13,
  /** Leads: a CMS on a fresh database and a shell server. */
  leadsCms: 14,
  leadsShell: 15,
  /** Federation's cost: a shell server serving the site built as one bundle (scripts/bench/one-bundle/build-config.mjs). */
  oneBundleShell: 16,
  /** Without scripts: a proxy in front of the site's shell that serves its pages with their scripts taken out (script-free-proxy.mjs). */
  scriptFreeProxy: 17,
  /**
   * Production: `npm run prod`'s servers, on their offsets (scripts/prod/ports.mjs) from here: 8080 → 9500,
   * apart from the end-to-end tests' production site (e2e/support/ports.ts).
   */
  productionSiteBase: 1420,
});

/** The bench's shells (besides the site's) whose pages load the remotes' files in a browser (the script-free proxy's, their fonts and images): the remotes answer CORS to them. */
export const BENCH_SHELLS = /** @type {const} */ (['largeCatalogueShell', 'scriptFreeProxy']);

/** The extra servers' ports for a base. @param {number} base */
export const benchPortsFor = (base) => portsOf(base, BENCH_PORT_OFFSETS);
