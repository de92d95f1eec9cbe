import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@site/shared/router';
import { hasFailed } from './image-failed';
import { offFirstScreen } from './styles';

const noSubscription = () => () => undefined;
/**
 * In development it hydrates as any component, so an edit to one of its components shows in the
 * open page (hot reloading redraws components, not adopted HTML). The bundler sets the mode.
 */
const ADOPTS_SERVER_HTML = process.env.NODE_ENV !== 'development';
/** Adopted as the server wrote it: no child to hydrate (React leaves an element's inner HTML alone). */
const SERVER_HTML = { __html: '' };

/**
 * True while React hydrates the server's HTML (it reads the server snapshot then), false in any
 * later render and on the server itself.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof window !== 'undefined',
  );
}

/**
 * The address a click on a link inside should open in place (through the router), or null where the
 * browser should follow it itself: another origin, a new tab or window, a download, a modified
 * click, an anchor of this very page.
 */
export function inPlaceTarget(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>, here: URL): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  const to = new URL(link.getAttribute('href') ?? '', here);
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search && to.hash !== '') return null;
  return to.pathname + to.search + to.hash;
}

interface StaticContentProps {
  children: ReactNode;
  /** The server inlines its styles (it is drawn on the first screen); otherwise they come deferred. */
  onFirstScreen?: boolean;
  /**
   * What the content is drawn from: its page (the default: another path renders it), or nothing that
   * changes (the footer, the same on every page: adopted for the document's life).
   */
  changesWith?: 'page' | 'nothing';
  /**
   * What else it follows, the page's query (a filtered list's `?categoria=`) or what runs ahead of the
   * address (the visitor's search as typed, which the address takes a render later): a change renders it.
   */
  dependsOn?: string;
}

/**
 * Content that never changes once drawn (a page's bands of text, cards and images, the footer).
 * The server renders it; hydration adopts its HTML as it is and runs none of its components, nor
 * downloads their code: a phone's hydration is only what a visitor can operate. Its links still
 * open in place: a click on one is handed to the router. Drawn by the browser (a client-side
 * navigation), or once the visitor has moved to another address, it renders as any component.
 * Nothing in it may need a script: no button, no timer, no state.
 */
export function StaticContent({ children, onFirstScreen = false, changesWith = 'page', dependsOn = '' }: StaticContentProps) {
  const hydrating = useHydrating();
  const { pathname } = useLocation();
  // What the content was drawn from: it is adopted only while that is what the server drew it from. Not
  // the query by default: a keystroke in a search (?buscar=) must not draw the footer and the headings.
  const drawnFrom = `${changesWith === 'page' ? pathname : ''}\n${dependsOn}`;
  // What the server HTML this adopted was drawn from; null once it renders its own.
  const [adoptedAt, setAdoptedAt] = useState(hydrating && ADOPTS_SERVER_HTML ? drawnFrom : null);
  const navigate = useNavigate();
  const marks = { 'data-static-content': '', ...(onFirstScreen ? {} : offFirstScreen) };

  if (adoptedAt !== null && adoptedAt !== drawnFrom) setAdoptedAt(null);
  const adopted = adoptedAt === drawnFrom;
  const adoptedElement = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = adoptedElement.current;
    if (!adopted || !element) return;
    const renderInstead = () => setAdoptedAt(null);
    // An image that failed before hydration, or fails later (error does not bubble: caught on its way down).
    if ([...element.querySelectorAll('img')].some(hasFailed)) {
      renderInstead();
      return;
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) renderInstead();
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [adopted]);

  if (adopted) {
    const followInPlace = (event: MouseEvent) => {
      const to = inPlaceTarget(event, new URL(window.location.href));
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    // Keyed apart from the rendered one: leaving the adopted HTML replaces the element whole.
    return <div key="adopted" ref={adoptedElement} {...marks} onClick={followInPlace} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  }
  return (
    <div key="rendered" {...marks}>
      {children}
    </div>
  );
}
