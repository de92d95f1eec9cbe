import Box from '@mui/material/Box';
import { act, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenVisible } from './hydrate-when-visible';
import { offFirstScreen } from './styles';

/** The observers the component made, so a test can say when their element comes into view. */
let observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];

class FakeIntersectionObserver {
  readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.elements = [];
  }
}

function scrollIntoReach() {
  for (const { callback, elements } of observers) {
    callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  }
}

/** A section that says when it has hydrated (its effect ran). */
function Section({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return <p>Nuestros Servicios</p>;
}

/**
 * The section's HTML as the shell's server sends it. On the server the gate lets the section
 * render at once; jsdom has a window, so the same tree without the gate stands for it.
 */
const serverHtml = (children: ReactNode) =>
  renderToString(
    <Box data-hydrate-when-visible="" {...offFirstScreen}>
      <Suspense fallback={null}>{children}</Suspense>
    </Box>,
  );

let container: HTMLDivElement;
const errors = jest.spyOn(console, 'error');

beforeEach(() => {
  observers = [];
  errors.mockClear();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: FakeIntersectionObserver });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => container.remove());

it('keeps the server HTML and hydrates the section only once it comes near the viewport', async () => {
  const hydrated = jest.fn();
  container.innerHTML = serverHtml(<Section onHydrated={hydrated} />);
  const serverParagraph = container.querySelector('p');
  expect(serverParagraph?.textContent).toBe('Nuestros Servicios');

  await act(async () => {
    hydrateRoot(
      container,
      <HydrateWhenVisible>
        <Section onHydrated={hydrated} />
      </HydrateWhenVisible>,
    );
  });
  // Still the server's paragraph, not hydrated: the visitor has not reached it.
  expect(hydrated).not.toHaveBeenCalled();
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(container.querySelector('[data-hydrated]')).toBeNull();

  await act(async () => scrollIntoReach());
  expect(hydrated).toHaveBeenCalledTimes(1);
  expect(container.querySelector('[data-hydrated] p')).toBe(serverParagraph);
  // Hydrated in place: the same element, no mismatch.
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
});

it('hydrates a section the visitor reaches by keyboard before it scrolls in', async () => {
  const hydrated = jest.fn();
  container.innerHTML = serverHtml(
    <>
      <a href="/contacto">Contáctanos</a>
      <Section onHydrated={hydrated} />
    </>,
  );
  await act(async () => {
    hydrateRoot(
      container,
      <HydrateWhenVisible>
        <a href="/contacto">Contáctanos</a>
        <Section onHydrated={hydrated} />
      </HydrateWhenVisible>,
    );
  });
  expect(hydrated).not.toHaveBeenCalled();
  await act(async () => container.querySelector('a')?.focus());
  expect(hydrated).toHaveBeenCalledTimes(1);
});

it('renders at once when shown by client navigation (no server HTML to keep)', async () => {
  const hydrated = jest.fn();
  await act(async () => {
    createRoot(container).render(
      <HydrateWhenVisible>
        <Section onHydrated={hydrated} />
      </HydrateWhenVisible>,
    );
  });
  expect(hydrated).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('Nuestros Servicios');
  expect(container.querySelector('[data-hydrated]')).not.toBeNull();
});
