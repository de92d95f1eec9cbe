import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@site/shared/federation';
import { PageLoading } from '../layout/page-loading';
import { RemoteUnavailable } from './remote-unavailable';
import { loadRemotePage } from './remote-registry';

// One lazy component per remote module and attempt, kept across navigations so
// returning to a page does not suspend again.
const lazyPages = new Map<string, ComponentType>();

function lazyRemotePage(remote: RemoteName, module: string, attempt: number): ComponentType {
  const key = `${remote}:${module}:${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, module, attempt > 0));
    lazyPages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
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
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

/** Renders a page exposed by a remote, inside the shell's layout. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage(remote, module, attempt);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
