/** What the shell's server tells the browser in a page or in /env.js (`window.__SITE_ENV__`). */
export interface SiteEnv {
  remotes: Record<string, string>;
  rendered?: Record<string, string>;
  data?: Record<string, unknown>;
}

/** The runtime configuration in a page's HTML or /env.js: a JSON string handed to JSON.parse. */
export function siteEnvOf(text: string): SiteEnv | undefined {
  const literal = /window\.__SITE_ENV__=JSON\.parse\(("(?:[^"\\]|\\.)*")\);/.exec(text)?.[1];
  return literal ? (JSON.parse(JSON.parse(literal) as string) as SiteEnv) : undefined;
}
