/**
 * The names the data layer reads by (collections, single types) and the shapes of what it asks for
 * (slugs, page paths, media files): what the browser needs of the content service's contract. The
 * allowlist the servers check requests against is content-api-contract.ts, built on these.
 */

/** The content-type collections the site reads (Strapi's plural API names). */
export const cmsCollections = {
  articles: 'articles',
  categories: 'categories',
  cases: 'cases',
  materials: 'materiales',
  productCategories: 'product-categories',
  products: 'products',
  /** The team: about us and the e-mail signatures. */
  teamMembers: 'team-members',
  /** Editors' redirects, read whole by the site's server (shell/server/redirects/site-redirects.ts): what any visitor can see by following them. */
  redirects: 'redirects',
  /** The home's client logos and about us's partners, in the editors' order. */
  clients: 'clients',
  partners: 'partners',
  /** The marketing pages: one by its path with every block (remote-marketing), and the index of all (the shell's routes, menus and sitemap). */
  pages: 'pages',
} as const;

export type CmsCollection = (typeof cmsCollections)[keyof typeof cmsCollections];

/**
 * The single types the site reads (Strapi's singular API names): one entry, `data: {}`, never
 * an entry by id. The data layer reads one as a list of one (none while it is unpublished).
 */
export const cmsSingleTypes = {
  /** The contact block, social links, WhatsApp and customer-portal links of every page. */
  siteSettings: 'site-setting',
  /** The privacy policy (/privacidad, the forms' consent line and the version each lead records). */
  privacyPolicy: 'privacy-policy',
} as const;

export type CmsSingleType = (typeof cmsSingleTypes)[keyof typeof cmsSingleTypes];
/**
 * What one of the data layer's reads names: a collection or a single type, the shared ones above or
 * a remote's own (its page records declare the read: `cmsReads` in its src/pages/pages.mjs).
 */
export type CmsResource = CmsCollection | CmsSingleType | (string & {});

/** Strapi uids (slugs): letters, digits and `-_.~`, never an operator or a path. */
export const isCmsSlug = (value: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/.test(value);

/**
 * A marketing page's path as editors may write it (cms: page.path): `/` or `/`-separated segments of
 * letters, digits, `-`, `_` and `~`; no dot, escape, query or fragment, at most 200 characters.
 */
export const isCmsPagePath = (value: string): boolean =>
  value.length <= 200 && /^\/(?:[A-Za-z0-9_~-]+(?:\/[A-Za-z0-9_~-]+)*)?$/.test(value);

/**
 * A file of the CMS's media library: `/uploads/<name>_<hash>.<ext>`, one plain
 * name, nothing to decode. Names carry a hash of their own, so a file at a URL
 * never changes (served with long-lived caching).
 */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const isCmsUploadPath = (path: string): boolean => UPLOAD_PATH.test(path);
