type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of the editors' redirects, as the site applies it. */
export interface SiteRedirect {
  from: string;
  to: string;
  permanent: boolean;
  external: boolean;
}

/** Where a request goes instead, and with which status. */
export interface RedirectAnswer {
  from: string;
  location: string;
  status: 301 | 302;
}

/** A site path: one leading slash, no whitespace, no control character, no `?` or `#`. */
const SITE_PATH = /^\/(?!\/)[^\s?#\p{Cc}]*$/u;
/** A target inside the site: a path, and maybe a query and a fragment. */
const SITE_TARGET = /^\/(?!\/)[^\s\p{Cc}]*$/u;

/** The path as the site compares it: no trailing slash (the server ignores one). */
export const comparablePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function externalTarget(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/[\s\p{Cc}]/u.test(value) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A redirect of Strapi's answer, or null when it is not one the site may apply. The admin panel
 * already refuses these (cms/src/redirects/redirect-rules.js); checked again here because what
 * goes into a Location header must never leave the site unless marked external.
 */
export function siteRedirectOf(item: JsonRecord): SiteRedirect | null {
  const { from, to, permanent, external } = item;
  if (typeof from !== 'string' || typeof to !== 'string' || !SITE_PATH.test(from) || comparablePath(from) === '/') return null;
  const isExternal = external === true;
  const target = isExternal ? externalTarget(to) : SITE_TARGET.test(to) ? to : null;
  if (target === null) return null;
  return { from: comparablePath(from), to: target, permanent: permanent !== false, external: isExternal };
}

/** The redirects by the path they take, from every item of Strapi's answers (the invalid ones left out). */
export function redirectTableOf(items: readonly unknown[]): ReadonlyMap<string, SiteRedirect> {
  const table = new Map<string, SiteRedirect>();
  for (const item of items) {
    const redirect = isRecord(item) ? siteRedirectOf(item) : null;
    if (redirect && !table.has(redirect.from)) table.set(redirect.from, redirect);
  }
  return table;
}

/**
 * The redirect for a request's path and query (`?a=1`, or ''), or null. The visitor's query goes
 * along unless the target has its own, so a campaign's parameters survive a moved page.
 */
export function redirectFor(table: ReadonlyMap<string, SiteRedirect>, pathname: string, search: string): RedirectAnswer | null {
  const redirect = table.get(comparablePath(pathname));
  if (!redirect) return null;
  const hasQuery = redirect.external ? new URL(redirect.to).search !== '' : redirect.to.includes('?');
  const [beforeHash = redirect.to, hash] = redirect.to.split(/#(.*)/s);
  const location = hasQuery || !search ? redirect.to : `${beforeHash}${search}${hash === undefined ? '' : `#${hash}`}`;
  return { from: redirect.from, location, status: redirect.permanent ? 301 : 302 };
}
