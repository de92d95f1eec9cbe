import { Component, Suspense, use, useContext, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName, RemotePageModule } from '@site/shared/federation';
import { PageLoading } from '../layout/page-loading';
import { RemoteUnavailable } from './remote-unavailable';
import { PageHydrated } from './page-hydrated';
import { loadRemotePage, RemoteUnavailableError } from './remote-registry';
import { reportRemoteError } from './report-remote-error';
import { RenderedPagesContext, renderedPageKey } from './rendered-pages';

// One load per remote module and attempt, kept across navigations so that
// returning to a page renders at once instead of suspending again.
const pageLoads = new Map<string, Promise<RemotePageModule>>();

export function loadPage(remote: RemoteName, module: string, attempt: number): Promise<RemotePageModule> {
  const key = `${remote}:${module}:${attempt}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadRemotePage(remote, module, attempt > 0);
    pageLoads.set(key, load);
  }
  return load;
}

function RemotePageContent({
  remote,
  module,
  attempt,
  preloaded,
}: RemotePageProps & { attempt: number; preloaded: RemotePageModule | null }) {
  // On the server the page is loaded before rendering; in the browser it suspends until its
  // module is in, also while hydrating: React then keeps the server's HTML of the page and
  // hydrates the layout around it first (header and menu usable sooner), the page after.
  const { default: Page } = preloaded ?? use(loadPage(remote, module, attempt));
  return (
    <>
      <Page />
      <PageHydrated page={renderedPageKey(remote, module)} />
    </>
  );
}

/** The fallback in a remote page's place: a page of its own, hydrated like any other. */
function UnavailablePage({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <>
      <RemoteUnavailable onRetry={onRetry} />
      <PageHydrated page={`${remote}:no-disponible`} />
    </>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, and offers a retry. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A warning, not an error: the visitor sees a designed fallback.
    console.warn('Sección no disponible', error, info.componentStack);
    reportRemoteError(this.props.remote, error instanceof RemoteUnavailableError ? 'load' : 'render');
  }

  override render() {
    return this.state.failed ? <UnavailablePage remote={this.props.remote} onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

/** Renders a page exposed by a remote, inside the shell's layout. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const rendered = useContext(RenderedPagesContext).get(renderedPageKey(remote, module));
  // The server could not load this page: its fallback, hydrated as rendered.
  if (attempt === 0 && rendered === 'failed') return <UnavailablePage remote={remote} onRetry={() => setAttempt(1)} />;
  const preloaded = attempt === 0 && rendered && rendered !== 'failed' ? rendered : null;
  const content = <RemotePageContent remote={remote} module={module} attempt={attempt} preloaded={preloaded} />;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      {/* A boundary of its own, on the server too (sent in place: render-page.tsx), so the
          browser hydrates the page apart from the layout. */}
      <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </RemoteErrorBoundary>
  );
}
