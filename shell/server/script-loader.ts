import type { Preload } from './remote-preloads';
import { SERVER_LIMITS } from './server-config';

/**
 * The shell's first-load scripts, fetched and run only once the browser has shown the page the
 * server rendered, with the route's remote files (`hints`, prefetched beside them: hydration needs
 * the page's module). React's own `bootstrapScripts` are `async`: a script that arrives while the
 * document is still parsed runs at once, and on a phone the first paint, the hero image included,
 * waited for the evaluation of every file (a third of a second each). Fetched from <head>, the
 * scripts' 200+ KB shared the phone's bandwidth with the first screen's font and image, and its
 * largest paint waited for them (a second and more in Lighthouse's mobile runs). They start after
 * the page's first screen has been presented:
 * - the first contentful paint: the `paint` entry, which the browser reports in a task of its own
 *   once the frame is on screen (painting a frame on the main thread is not enough: on a busy
 *   phone it reaches the screen later);
 * - and the hero, where the first screen has one (an image the page asked for first,
 *   `fetchpriority="high"`, and shows): its `largest-contentful-paint` entry, or its failure.
 *   Otherwise the image arrives while the scripts are evaluated and waits for them to be painted,
 *   the page's largest paint a second later on a phone. Hydration then starts later; what the
 *   visitor does meanwhile is kept (@site/shared/hydration).
 * No timer stands between the entries and the scripts, so a page whose clock is held, as the e2e
 * tests hold it, still starts. A hidden tab paints nothing: there they run at once, and
 * `SERVER_LIMITS.scriptLoaderMaxWaitMs` bounds the wait where no entry comes. Inserted by this
 * nonced script, they are admitted by the CSP's `strict-dynamic`, and carry the nonce themselves too.
 * `afterFirstScreen`: statements run at the same moment, with the page's nonce in `n` (the deferred
 * stylesheet: Lighthouse's simulation delays the largest paint by any request started before it).
 */
export function scriptLoader(scripts: readonly string[], hints: readonly Preload[] = [], afterFirstScreen = ''): string {
  if (scripts.length === 0 && !afterFirstScreen) return '';
  // JSON of URLs from the shell's and the remotes' builds: `<` escaped all the same, as inside any <script>.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(s,p,n){var done=false;function run(){if(done)return;done=true;` +
    // Prefetched, not preloaded: Chromium answers a later request for a file whose *preload*
    // failed with that failure, so the fallback's "Reintentar" could never load the remote.
    `p.forEach(function(h){var l=document.createElement("link");l.rel="prefetch";l.as=h.as;l.href=h.href;l.nonce=n;document.head.appendChild(l)});` +
    `s.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;e.nonce=n;document.body.appendChild(e)});` +
    // In a scope of their own: their names never shadow the loader's.
    `(function(){${afterFirstScreen}})()}` +
    `if(document.visibilityState==="hidden"||typeof PerformanceObserver!=="function")return run();` +
    // After the first paint the layout is done: which high-priority images the first screen shows is cheap to ask.
    `function heroes(){return [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){var r=i.getBoundingClientRect();return r.width>0&&r.top<window.innerHeight&&!(i.complete&&i.naturalWidth===0)})}` +
    `function afterHero(){var h=heroes();if(!h.length||(PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)return run();` +
    `h.forEach(function(i){i.addEventListener("error",run)});` +
    `new PerformanceObserver(function(l,o){l.getEntries().forEach(function(e){h.forEach(function(i){if(e.element===i||e.url===i.currentSrc){o.disconnect();run()}})})}).observe({type:"largest-contentful-paint",buffered:true})}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();afterHero()}}).observe({type:"paint",buffered:true})}catch(e){run()}` +
    `setTimeout(run,${SERVER_LIMITS.scriptLoaderMaxWaitMs})})(${json(scripts)},${json(hints)},document.currentScript&&document.currentScript.nonce);`
  );
}
