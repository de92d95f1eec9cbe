import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The page's one emotion cache, made alike by the shell's server (one per request) and by the
 * browser before it hydrates, so the browser adopts the server's rules.
 *
 * No vendor prefixer (emotion's default stylis plugin): every browser the site supports (the
 * bundles' targets: Chrome 111, Firefox 115, Safari 16.4) reads the unprefixed properties, and the
 * prefixes were about a fifth of the page's inline CSS (`display:-webkit-box;display:-ms-flexbox;…`
 * before each `display:flex`).
 */
export function createSiteEmotionCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: 'css', nonce, stylisPlugins: [] });
}
