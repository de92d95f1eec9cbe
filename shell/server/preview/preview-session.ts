import crypto from 'node:crypto';
import * as z from 'zod/mini';

/**
 * An editor's preview session on the site (issue 38): the CMS's admin panel opens the site's
 * preview door with a link it signed (cms/src/preview/preview-url.js: an HMAC of the path and the
 * link's expiry with SITE_PREVIEW_SECRET); the door checks it and gives that browser a session
 * cookie, signed with the same secret, that lasts until the browser closes (or PREVIEW_SESSION_MS).
 * Nothing in a link or a cookie lets anyone make another: both need the secret, which only the
 * CMS and the site's servers hold.
 */

/** The preview's door, its way out, and the cookie of a session. */
export const PREVIEW_PATH = '/_vista-previa';
export const PREVIEW_EXIT_PATH = `${PREVIEW_PATH}/salir`;
export const PREVIEW_COOKIE = 'sitio_vista_previa';
/** A session lasts at most this long, even in a browser never closed. */
export const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000;

const hmac = (secret: string, text: string): string => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** Whether two hex signatures are equal, in constant time. */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A path of the site to show (a query allowed): one leading slash, nothing that could leave the site. */
const SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}\\]*$/u;

/** The link's signature, as the CMS makes it (cms/src/preview/preview-url.js). */
export const signPreviewLink = (secret: string, path: string, expires: number): string => hmac(secret, `enlace\n${path}\n${expires}`);

const sitePath = z.string().check(z.regex(SITE_PATH));

/**
 * The preview link's query, as the door declares it: the path to show, the link's expiry (ms since
 * 1970) and its signature. Whether the CMS signed it, and whether it has expired, is for previewLinkPath.
 */
export const previewLinkQuery = z.object({ ruta: sitePath, expira: z.string().check(z.regex(/^\d{1,15}$/)), firma: z.string() });
export type PreviewLink = z.output<typeof previewLinkQuery>;

/** The way out's query: the page being previewed, or the home page for anything else. */
export const previewExitQuery = z.object({ ruta: z.catch(sitePath, '/') });

/** The path a preview link (its query as the schema accepted it) opens, or null when the link is not the CMS's or has expired. */
export function previewLinkPath(secret: string, { ruta, expira, firma }: PreviewLink, now = Date.now()): string | null {
  if (Number(expira) < now) return null;
  return sameSignature(firma, signPreviewLink(secret, ruta, Number(expira))) ? ruta : null;
}

/** A session's cookie value: its expiry and its signature. */
export function previewSessionValue(secret: string, now = Date.now()): string {
  const expires = now + PREVIEW_SESSION_MS;
  return `${expires}.${hmac(secret, `sesion\n${expires}`)}`;
}

/** Whether the request's preview cookie (its value, read by @fastify/cookie) holds a session still valid. */
export function hasPreviewSession(secret: string, cookie: string | undefined, now = Date.now()): boolean {
  const [expires, signature] = cookie?.split('.') ?? [];
  if (!expires || !signature || !/^\d{1,15}$/.test(expires) || Number(expires) < now) return false;
  return sameSignature(signature, hmac(secret, `sesion\n${expires}`));
}
