import Box from '@mui/material/Box';
import { offFirstScreen } from './styles';
import { Suspense, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** How far below the viewport a section starts hydrating: it is ready before it scrolls in. */
const NEAR_VIEWPORT = '300px 0px';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates the server's HTML (it reads the server snapshot then), false in
 * any later render: a section shown by client navigation renders at once.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** A promise and its resolver, made once per section. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Already settled, as React reads it: `use` returns at once. */
const ready: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Suspends while hydrating until the section is wanted, so React keeps its server HTML meanwhile. */
function Gate({ wanted, children }: { wanted: Promise<void>; children: ReactNode }) {
  const hydrating = useHydrating();
  // On the server (which also reads the server snapshot) the section renders at once. `use` is
  // called on every render: React requires it of a component that suspended through it.
  use(hydrating && typeof window !== 'undefined' ? wanted : ready);
  return children;
}

/** Rendered after the section: its effect runs once the section has hydrated (or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A section of a server-rendered page that hydrates (and, when its content is a `lazy()`
 * component, downloads its code) only when it comes near the viewport or the visitor interacts
 * with it, not with the rest of the page: the first load runs less JavaScript and no long task
 * hydrates what the visitor has not reached. Its HTML is in the page from the start, so
 * crawlers, link previews and visitors without JavaScript see it all; links in it work before
 * it hydrates. Rendered by client navigation, it shows at once.
 */
export function HydrateWhenVisible({
  children,
  onFirstScreen = false,
}: {
  children: ReactNode;
  /**
   * The band may show on a tall first screen (the first below a page's hero): its styles stay
   * inline and it is never hidden while the rest's load. Otherwise it is off the first screen.
   */
  onFirstScreen?: boolean;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [wanted] = useState(deferred);
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      wanted.resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wanted.resolve();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    // A visitor who reaches it by keyboard or pointer before it scrolls in. Heard on the window,
    // capturing: React stops an event bound for a part it has not hydrated yet at its root (and
    // replays it once that part is hydrated).
    const interacted = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) wanted.resolve();
    };
    const events = ['focusin', 'pointerdown'] as const;
    for (const type of events) window.addEventListener(type, interacted, true);
    const stop = () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, interacted, true);
    };
    void wanted.promise.then(stop);
    return stop;
  }, [wanted]);

  return (
    // `data-hydrated` says when the section responds (what a test waits for before using it).
    <Box
      ref={wrapper}
      data-hydrate-when-visible=""
      {...(onFirstScreen ? {} : offFirstScreen)}
      data-hydrated={hydrated ? '' : undefined}
    >
      <Suspense fallback={null}>
        <Gate wanted={wanted.promise}>
          {children}
          <Hydrated onHydrated={markHydrated} />
        </Gate>
      </Suspense>
    </Box>
  );
}
