/**
 * The Content-Security-Policy of a page: scripts only with this response's
 * nonce (and what they load: 'strict-dynamic' lets the federation runtime add
 * remote entries and chunks), styles from the site and the remotes or with the
 * nonce (emotion's <style> elements), style attributes for MUI, everything else
 * from the site's own origin and the configured remote origins only.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return cspDirectives(inputs).map(([name, value]) => `${name} ${value}`).join('; ');
}

export interface PolicyInputs {
  nonce: string;
  remoteOrigins: readonly string[];
  /** Development (npm run dev): the remotes' dev servers push hot updates over websockets. */
  hotUpdates?: boolean;
}

/** The same policy as name and value pairs, in order. */
export function cspDirectives({ nonce, remoteOrigins, hotUpdates = false }: PolicyInputs): Array<[string, string]> {
  const remotes = remoteOrigins.join(' ');
  const sockets = hotUpdates ? remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')) : [];
  const withRemotes = (...sources: string[]): string => [...sources, remotes].filter(Boolean).join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}' 'strict-dynamic'`],
    ['style-src', withRemotes("'self'", `'nonce-${nonce}'`)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', withRemotes("'self'", 'data:', 'blob:')],
    ['font-src', withRemotes("'self'", 'data:')],
    ['media-src', withRemotes("'self'", 'blob:')],
    ['connect-src', withRemotes("'self'", ...sockets)],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives;
}

/** Powerful features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');
