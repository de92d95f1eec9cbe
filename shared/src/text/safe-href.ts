/**
 * Protocols a link from the content service may use. An editor's field is
 * free text: `javascript:…` or `data:…` there must never become a link in the
 * page (React blocks `javascript:` from running, but still renders the link).
 */
const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['https:', 'http:', 'mailto:']);

/** A base no real link has: it only tells a path of this site from an absolute address. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * The address as an href when it is safe to link: an absolute `https:`,
 * `http:` or `mailto:` address (as the browser reads it: case, tabs and line
 * breaks inside do not hide a protocol), or a path of this site
 * (`/uploads/a.pdf`). Anything else (another protocol, a relative `a/b`, an
 * empty or malformed value) is null: render it as text or not at all.
 */
export function safeHref(value: string | null | undefined): string | null {
  const address = value?.trim() ?? '';
  if (address === '') return null;
  let url: URL;
  try {
    url = new URL(address, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (url.origin === PROBE_ORIGIN) {
    return address.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (url.protocol !== 'mailto:' && url.hostname === '') return null;
  return url.href;
}

/** A plain e-mail address (what Strapi's email field holds): one @, no spaces, no URL parts. */
const EMAIL_ADDRESS = /^[^\s@:/?#<>"]+@[^\s@:/?#<>".]+(\.[^\s@:/?#<>".]+)+$/;

/** A `mailto:` link for an address from the content service, or null when it is not a plain address. */
export function mailtoHref(address: string | null | undefined): string | null {
  const trimmed = address?.trim() ?? '';
  return EMAIL_ADDRESS.test(trimmed) ? safeHref(`mailto:${trimmed}`) : null;
}
