import { OFF_FIRST_SCREEN_ATTRIBUTE, PAINTED_ATTRIBUTE } from '@site/shared/ui/styles';

const UNPAINTED = `[${OFF_FIRST_SCREEN_ATTRIBUTE}=""]:not([${PAINTED_ATTRIBUTE}])`;

type Idle = (run: () => void) => () => void;

/** The browser's idle time, or a short timer where it has none (Safari). */
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
};

/**
 * The parts below the fold are skipped while the page loads (`content-visibility: auto` until
 * painted, shell/server/deferred-styles.ts), so each layout of the load is the first screen's.
 * Once the page has hydrated they are painted for good, one per idle moment, each its own small
 * layout rather than one long task: find-in-page, axe (Lighthouse's accessibility audit, which
 * reads a skipped part's text against the page's white) and a fast scroll then meet them drawn.
 * A part drawn later in the same page (a filter that renders its cards again) is painted too.
 * Returns what stops it (a new page starts its own).
 */
export function paintBelowTheFold(root: ParentNode = document, idle: Idle = whenIdle, frame: (run: () => void) => void = requestAnimationFrame): () => void {
  let stopped = false;
  let cancel = () => undefined as void;
  // Woken by what the page draws once every part it had is painted.
  const drawn = new MutationObserver(() => {
    drawn.disconnect();
    cancel = idle(next);
  });
  function next() {
    if (stopped) return;
    const part = root.querySelector(UNPAINTED);
    if (!part) {
      drawn.observe(root, { childList: true, subtree: true });
      return;
    }
    part.setAttribute(PAINTED_ATTRIBUTE, '');
    // The next part after the browser has laid this one out (its frame), in the next idle moment.
    cancel = idle(() => frame(() => !stopped && (cancel = idle(next))));
  }
  cancel = idle(next);
  return () => {
    stopped = true;
    drawn.disconnect();
    cancel();
  };
}
