import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RemoteName } from '@site/shared/federation';
import { BrowserRouter } from '@site/shared/router';
import { createSiteEmotionCache } from '@site/shared/theme/emotion-cache';
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
const emotionCache = createSiteEmotionCache(nonce);

/**
 * The remote pages the server rendered. Their modules start loading now, beside the shell's
 * hydration, which does not wait for them: each page hydrates in its own boundary once its
 * module is in (remote-page.tsx). A page the server could not load is marked so the browser
 * hydrates its fallback as rendered.
 */
function renderedPages(): Map<string, RenderedPage> {
  const pages = new Map<string, RenderedPage>();
  for (const [key, outcome] of Object.entries(readRuntimeEnv().rendered)) {
    const [remote, module] = key.split(':') as [RemoteName, string];
    if (outcome === 'failed') pages.set(key, 'failed');
    // Unreachable here: the page's boundary shows its fallback once hydration gets to it.
    else void loadPage(remote, module, 0).catch(() => undefined);
  }
  return pages;
}

// Inside a transition React hydrates in slices and yields between them (as the client entries of
// React Router 7 and TanStack Start do): a tap or a keystroke is answered between two slices
// instead of after the whole document. Outside one, hydration is a single task of over a second
// on a phone.
startTransition(() => {
  hydrateRoot(
    document,
    <CacheProvider value={emotionCache}>
      <RenderedPagesContext value={renderedPages()}>
        <App router={BrowserRouter} cmsData={readRuntimeEnv().data} navigation={readRuntimeEnv().navigation} />
      </RenderedPagesContext>
    </CacheProvider>,
  );
});
