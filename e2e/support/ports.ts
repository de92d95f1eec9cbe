import { portsOf } from '../../shared/src/config/topology.mjs';

/**
 * The tests' one table of ports: the extra servers of the end-to-end tests (servers.ts and the tests
 * that start servers of their own), named offsets from the site's port base (SITE_PORT_BASE) after the
 * site's five apps; and the bases of the whole sites some tests start beside them (`…SiteBase`,
 * `…RemoteBase`), past base + PORT_SPAN, each site's own ports offset from its base by its own table.
 */
export const E2E_PORT_OFFSETS = {
  /** A second shell over the large catalogue's CMS (200 products, four pages of articles). */
  largeCatalogueShell: 5,
  /** security.e2e: a shell over a fake CMS that records what reaches it. */
  fakeCmsShell: 6,
  /** The suite's CMS origin, on a throwaway database: a forwarder to `cmsStrapi` (e2e/support/cms-forwarder.mjs). */
  cms: 7,
  /** The large catalogue's CMS. */
  largeCatalogueCms: 8,
  /** The suite's Strapi itself: the shells and tests reach it through the CMS origin above, a forwarder that stopCms closes (servers.ts). */
  cmsStrapi: 9,
  /** catalogue and content e2e: a freshly started shell (cold caches). */
  coldShell: 10,
  /** federation.e2e: the marketing remote redeployed at another URL. */
  redeployedMarketing: 11,
  /** leads.e2e: a shell with its own outbox and mail server. */
  leadsShell: 12,
  /** editors.e2e: a CMS with its admin panel on. */
  editorCms: 13,
  /** editors.e2e: a shell with the production caches over the editors' CMS. */
  editorShell: 14,
  /** lifecycle.e2e: a shell stopped with requests in flight. */
  drainingShell: 15,
  /** lifecycle.e2e: that shell's internal metrics port. */
  drainingShellMetrics: 16,
  /** lifecycle.e2e: a shell whose content remote answers its Node build slowly. */
  slowRemoteShell: 17,
  /** privacy-requests.e2e: a shell with a mail server, whose confirmation links point at it (SITE_URL). */
  privacyShell: 18,
  /**
   * dev-loop.e2e: `npm run dev`'s site: its shell here, its remotes on the next four ports
   * (shared/src/config/topology.mjs), its CMS on this table's `cms` offset from here.
   */
  devSiteBase: 30,
  /** dev-loop.e2e: `npm run dev -w remote-<name>` alone: the remote on its topology offset from here. */
  standaloneRemoteBase: 80,
  /** production.e2e: `npm run prod`'s servers, on their offsets (scripts/prod/ports.mjs) from here: 8080 → 9440. */
  productionSiteBase: 1360,
} as const;

/**
 * The e2e shells (besides the site's) whose pages load the remotes: servers.ts passes their origins
 * to every app it starts as SITE_SHELL_ORIGINS, the remotes' allowed CORS origins.
 */
export const E2E_SHELLS = ['largeCatalogueShell', 'coldShell', 'editorShell', 'privacyShell'] as const satisfies ReadonlyArray<keyof typeof E2E_PORT_OFFSETS>;

/** The extra servers' ports for a base. */
export const e2ePortsFor = (base: number) => portsOf(base, E2E_PORT_OFFSETS);
