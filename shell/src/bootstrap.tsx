import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import type { RemoteName } from '@site/shared/federation';
import { BrowserRouter } from '@site/shared/router';
import { loadPage } from './federation/remote-page';
import { registerSiteRemotes } from './federation/remote-registry';
import { RenderedPagesContext, type RenderedPage } from './federation/rendered-pages';
import { readRuntimeEnv } from './federation/runtime-env';
import { App } from './app';

registerSiteRemotes();

/**
 * The server's Content-Security-Policy admits only <style> elements carrying
 * the page's nonce; emotion (MUI's styles, the shell's and every remote's,
 * through the shared @emotion/react) writes its rules into elements of this
 * cache, which carry it. Created before hydrating, it also adopts the styles
 * the server wrote. The nonce attribute reads empty once parsed: the property
 * keeps the value.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const emotionCache = createCache({ key: 'css', nonce });

/** The remote pages the server rendered, loaded before hydrating so the first render matches its HTML. */
async function loadRenderedPages(): Promise<Map<string, RenderedPage>> {
  const pages = new Map<string, RenderedPage>();
  await Promise.all(
    Object.entries(readRuntimeEnv().rendered).map(async ([key, outcome]) => {
      const [remote, module] = key.split(':') as [RemoteName, string];
      if (outcome === 'failed') {
        pages.set(key, 'failed');
        return;
      }
      try {
        pages.set(key, await loadPage(remote, module, 0));
      } catch {
        // Rendered on the server, unreachable here: the page shows its fallback after hydration.
      }
    }),
  );
  return pages;
}

void loadRenderedPages().then((pages) => {
  hydrateRoot(
    document,
    <CacheProvider value={emotionCache}>
      <RenderedPagesContext value={pages}>
        <App router={BrowserRouter} cmsData={readRuntimeEnv().data} />
      </RenderedPagesContext>
    </CacheProvider>,
  );
});
