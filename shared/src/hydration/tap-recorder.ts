/**
 * Taps on controls that cannot be links (a carousel's arrows, a copy button), made before the
 * control's component has hydrated: the whole page's scripts still on their way, or a band of the
 * home that hydrates only as it scrolls in (HydrateWhenVisible), whose tap React drops while the
 * band's code loads. As Angular's event replay on the jsaction contract: a few bytes of inline
 * script in the page's <head> (the shell's server puts it there, with the page's nonce) record
 * them, and the control's component performs them once it has hydrated (useReplayedTaps).
 */

/** On a control whose taps before hydration are replayed, in the server's HTML. */
export const REPLAY_ATTRIBUTE = 'data-replay';
/** Set by the hydrated component on its control: its taps are its own from then on. */
export const REPLAY_READY_ATTRIBUTE = 'data-replay-ready';

/** A tap the recorder kept: the control, the click, and the page (path and query) it was made on. */
export interface RecordedTap {
  t: Element;
  e: Event;
  p: string;
}

declare global {
  interface Window {
    __SITE_TAPS__?: RecordedTap[];
  }
}

/**
 * The recorder, as the body of an inline script. Heard on the window while capturing, before
 * React's own listener on the document, which stops a tap bound for a part it has not hydrated.
 */
export const TAP_RECORDER_SCRIPT =
  `(function(q){addEventListener("click",function(e){var c=e.target.closest&&e.target.closest("[${REPLAY_ATTRIBUTE}]");` +
  `c&&!c.hasAttribute("${REPLAY_READY_ATTRIBUTE}")&&q.push({t:c,e:e,p:location.pathname+location.search})},true)})(window.__SITE_TAPS__=[])`;

/** The page a tap is made on: another page's taps (a client-side navigation since) are never replayed. */
const currentPage = (): string => location.pathname + location.search;

/**
 * Marks the control hydrated and takes its recorded taps on this page out of the queue: how many
 * it should perform. A tap still being dispatched is left to React: it hydrated this control
 * synchronously to dispatch that very tap to it (its code was already in).
 */
export function takeRecordedTaps(control: Element): number {
  control.setAttribute(REPLAY_READY_ATTRIBUTE, '');
  const queue = window.__SITE_TAPS__;
  if (!queue) return 0;
  let taken = 0;
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const tap = queue[index];
    if (tap?.t !== control) continue;
    queue.splice(index, 1);
    if (tap.p === currentPage() && tap.e.eventPhase === Event.NONE) taken += 1;
  }
  return taken;
}
