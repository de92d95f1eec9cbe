import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// React's act() is what waits for hydration here, outside Testing Library's render.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The documents this test file's servers wrote, removed (and unmounted) after each test. */
const written: Array<{ container: HTMLElement; root?: Root }> = [];
afterEach(() => {
  for (const { container, root } of written.splice(0)) {
    act(() => root?.unmount());
    container.remove();
  }
});

/**
 * `ui` as the server's HTML in the document, what the browser shows before the scripts run (a
 * test may act on it as a visitor would), and `hydrate`, React taking it over.
 */
export function serverHtml(ui: ReactElement): { container: HTMLElement; hydrate: () => Promise<void> } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const entry: { container: HTMLElement; root?: Root } = { container };
  written.push(entry);
  return {
    container,
    hydrate: () =>
      act(async () => {
        entry.root = hydrateRoot(container, ui);
      }),
  };
}
