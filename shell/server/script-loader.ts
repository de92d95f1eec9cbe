import { escapeHtml } from './escape-html';
import { SERVER_LIMITS } from './server-config';

/**
 * The shell's first-load scripts, run only once the browser has shown the page the server
 * rendered. React's own `bootstrapScripts` are `async`: a script that arrives while the document is
 * still parsed runs at once, and on a phone the first paint, the hero image included, waited for
 * the evaluation of every file (a third of a second each). Here the files are fetched from the
 * start (preloaded from <head>) but run after the first contentful paint has been presented: the
 * `paint` entry, which the browser reports in a task of its own once the frame is on screen
 * (painting a frame on the main thread is not enough: on a busy phone it reaches the screen
 * later). No timer stands between the entry and the scripts, so a page whose clock is held, as
 * the e2e tests hold it, still starts. A hidden tab paints nothing: there they run at once, and
 * `SERVER_LIMITS.scriptLoaderMaxWaitMs` bounds the wait where no entry comes. Inserted by this nonced script, they are
 * admitted by the CSP's `strict-dynamic`, and carry the nonce themselves too.
 */

export function scriptLoader(scripts: readonly string[]): string {
  if (scripts.length === 0) return '';
  // JSON of URLs from the shell's own build: `<` escaped all the same, as inside any <script>.
  const sources = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    `(function(s,n){var done=false;function run(){if(done)return;done=true;s.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;e.nonce=n;document.body.appendChild(e)})}` +
    `if(document.visibilityState==="hidden"||typeof PerformanceObserver!=="function")return run();` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();run()}}).observe({type:"paint",buffered:true})}catch(e){run()}` +
    `setTimeout(run,${SERVER_LIMITS.scriptLoaderMaxWaitMs})})(${sources},document.currentScript&&document.currentScript.nonce);`
  );
}

/** The same scripts, fetched from <head> while the page is parsed (under the page's nonce). */
export function scriptPreloadLinks(scripts: readonly string[], nonce: string): string {
  return scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" nonce="${nonce}"/>`).join('');
}
