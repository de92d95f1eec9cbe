import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { registerSiteRemotes } from './federation/remote-registry';
import { App } from './app';
import '@fontsource-variable/montserrat/wght.css';

registerSiteRemotes();

/**
 * The server's Content-Security-Policy admits only <style> elements carrying
 * the page's nonce; emotion (MUI's styles, the shell's and every remote's,
 * through the shared @emotion/react) writes its rules into elements of this
 * cache, which carry it. The nonce attribute reads empty once parsed: the
 * property keeps the value.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const emotionCache = createCache({ key: 'css', nonce });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <CacheProvider value={emotionCache}>
      <App />
    </CacheProvider>,
  );
}
