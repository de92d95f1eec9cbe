import path from 'node:path';
import {
  hasPreviewSession,
  previewExitQuery,
  previewLinkPath,
  previewLinkQuery,
  PREVIEW_SESSION_MS,
  previewSessionValue,
  signPreviewLink,
} from './preview-session';

const SECRET = 'secreto-compartido-de-al-menos-32-caracteres';
const link = (ruta: string, expires: number, secret = SECRET) => ({ ruta, expira: String(expires), firma: signPreviewLink(secret, ruta, expires) });
/** The path a link's query opens, as the door reads it: its schema, then its signature and expiry. */
const opens = (query: Record<string, unknown>, now: number): string | null => {
  const link = previewLinkQuery.safeParse(query);
  return link.success ? previewLinkPath(SECRET, link.data, now) : null;
};
/** Where the way out leads, as its schema reads its query. */
const exitTarget = (ruta: unknown) => previewExitQuery.parse({ ruta }).ruta;

describe('a preview link', () => {
  it('opens the path it names while it has not expired', () => {
    expect(opens(link('/productos?producto=pantalla-55', 2_000), 1_000)).toBe('/productos?producto=pantalla-55');
    expect(opens(link('/blog/x', 2_000), 2_001)).toBeNull();
  });

  it('is refused when not signed with the secret, altered, or leading off the site', () => {
    expect(opens(link('/blog/x', 2_000, 'otro-secreto-de-al-menos-32-caracteres'), 1_000)).toBeNull();
    expect(opens({ ...link('/blog/x', 2_000), ruta: '/blog/y' }, 1_000)).toBeNull();
    expect(opens({ ...link('/blog/x', 2_000), expira: '3000' }, 1_000)).toBeNull();
    for (const ruta of ['//otro.example.com/', 'https://otro.example.com/', '/\\otro.example.com', '/a\nb']) {
      expect(opens(link(ruta, 2_000), 1_000)).toBeNull();
    }
    expect(opens({}, 1_000)).toBeNull();
  });

  it('is signed as the CMS signs it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const cms = require(path.resolve(__dirname, '../../../cms/src/preview/preview-url.js')) as {
      previewLink: (site: { siteUrl: string; secret: string; now: number }, path: string) => string;
    };
    const url = new URL(cms.previewLink({ siteUrl: 'https://www.example.com', secret: SECRET, now: 1_000 }, '/blog/x'));
    expect(url.pathname).toBe('/_vista-previa');
    expect(opens(Object.fromEntries(url.searchParams), 1_000)).toBe('/blog/x');
  });
});

describe('a preview session', () => {
  it('is the cookie the door gave, until it expires', () => {
    const cookie = previewSessionValue(SECRET, 1_000);
    expect(hasPreviewSession(SECRET, cookie, 1_000 + PREVIEW_SESSION_MS)).toBe(true);
    expect(hasPreviewSession(SECRET, cookie, 1_001 + PREVIEW_SESSION_MS)).toBe(false);
    expect(hasPreviewSession('otro-secreto-de-al-menos-32-caracteres', cookie, 1_000)).toBe(false);
    expect(hasPreviewSession(SECRET, '99999999999999.abc', 1_000)).toBe(false);
    expect(hasPreviewSession(SECRET, undefined, 1_000)).toBe(false);
  });

  it('ends back on the page, never off the site', () => {
    expect(exitTarget('/blog/x?y=1')).toBe('/blog/x?y=1');
    expect(exitTarget('//otro.example.com')).toBe('/');
    expect(exitTarget(undefined)).toBe('/');
  });
});
