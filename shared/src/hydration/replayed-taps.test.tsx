import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { serverHtml } from '../../../jest/server-html';
import { TAP_RECORDER_SCRIPT, takeRecordedTaps } from './tap-recorder';
import { useChoiceMadeBeforeHydration } from './use-choice-made-before-hydration';
import { useReplayedTaps } from './use-replayed-taps';

/** A control as the carousels have them: a button whose tap moves a counter. */
function Stepper({ onStep }: { onStep?: () => void }) {
  const [steps, setSteps] = useState(0);
  const step = () => {
    onStep?.();
    setSteps((current) => current + 1);
  };
  return (
    <>
      <button type="button" {...useReplayedTaps(step)} onClick={step}>
        Siguiente
      </button>
      <output>{steps}</output>
    </>
  );
}

/** The signature page's case: what the tap does depends on a choice the page takes over at hydration. */
function ChoiceThenCopy({ copied }: { copied: (person: string) => void }) {
  const [chosen, setChosen] = useState('ana');
  const group = useRef<HTMLDivElement>(null);
  useChoiceMadeBeforeHydration(group, chosen, setChosen);
  return (
    <div ref={group}>
      {['ana', 'diego'].map((id) => (
        <input key={id} type="radio" name="persona" value={id} aria-label={id} checked={chosen === id} onChange={() => setChosen(id)} />
      ))}
      <CopyButton copy={() => copied(chosen)} />
    </div>
  );
}

/** A child: its effects run before its parent's, the choice's among them. */
function CopyButton({ copy }: { copy: () => void }) {
  return (
    <button type="button" {...useReplayedTaps(copy)} onClick={copy}>
      Copiar
    </button>
  );
}

/** The inline script as the browser runs it, in this test's document. */
function runRecorder() {
  window.eval(TAP_RECORDER_SCRIPT);
}

const listeners: Array<() => void> = [];
const originalAdd = window.addEventListener.bind(window);
beforeAll(() => {
  // The recorder's listener is removed after each test (a page runs it once).
  window.addEventListener = ((type: string, listener: EventListener, options?: boolean | AddEventListenerOptions) => {
    originalAdd(type, listener, options);
    listeners.push(() => window.removeEventListener(type, listener, options));
  }) as typeof window.addEventListener;
});
afterEach(() => {
  for (const remove of listeners.splice(0)) remove();
  delete window.__SITE_TAPS__;
});

const output = (container: HTMLElement) => container.querySelector('output')?.textContent;
const button = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('the tap recorder', () => {
  it('is a few hundred bytes', () => {
    expect(new TextEncoder().encode(TAP_RECORDER_SCRIPT).length).toBeLessThan(300);
  });

  it('records taps on a control not yet hydrated, with the page they were made on, and nothing else', () => {
    runRecorder();
    document.body.innerHTML = '<button data-replay=""><svg><path></path></svg></button><button data-replay="" data-replay-ready=""></button><p>texto</p>';
    const [waiting, ready] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    history.replaceState(null, '', '/productos?producto=pantalla-55');
    // A tap on the icon inside the button is a tap on the button.
    waiting.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    ready.click();
    document.querySelector('p')?.click();
    expect(window.__SITE_TAPS__).toHaveLength(1);
    expect(window.__SITE_TAPS__?.[0]).toMatchObject({ t: waiting, p: '/productos?producto=pantalla-55' });
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  it('still records a tap whose propagation a listener on the document stops (React, for a part it has not hydrated)', () => {
    runRecorder();
    document.body.innerHTML = '<button data-replay=""></button>';
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener('click', stop, true);
    document.querySelector('button')?.click();
    document.removeEventListener('click', stop, true);
    expect(window.__SITE_TAPS__).toHaveLength(1);
    document.body.innerHTML = '';
  });
});

describe('useReplayedTaps', () => {
  it('performs a tap made before hydration exactly once, after hydration', async () => {
    runRecorder();
    const page = serverHtml(<Stepper />);
    button(page.container).click();
    button(page.container).click();
    expect(output(page.container)).toBe('0');
    await page.hydrate();
    expect(output(page.container)).toBe('2');
    expect(window.__SITE_TAPS__).toEqual([]);
    // Hydrated: a tap is the control's own, not recorded, performed once.
    act(() => button(page.container).click());
    expect(output(page.container)).toBe('3');
    expect(window.__SITE_TAPS__).toEqual([]);
    expect(button(page.container).hasAttribute('data-replay-ready')).toBe(true);
  });

  it('performs nothing when the tap was made on another page (the visitor navigated since)', async () => {
    runRecorder();
    const page = serverHtml(<Stepper />);
    button(page.container).click();
    history.pushState(null, '', '/blog');
    await page.hydrate();
    expect(output(page.container)).toBe('0');
    history.pushState(null, '', '/');
  });

  it('performs once a tap React itself stopped, its root not hydrated yet', async () => {
    runRecorder();
    const steps = jest.fn();
    const page = serverHtml(<Stepper onStep={steps} />);
    const control = button(page.container);
    // React's listeners are in place as the tap arrives, the page not yet hydrated.
    let root: Root | undefined;
    const hydrateNow = () => act(() => void (root = hydrateRoot(page.container, <Stepper onStep={steps} />)));
    control.addEventListener('click', hydrateNow, { once: true, capture: true });
    await act(async () => control.click());
    expect(steps).toHaveBeenCalledTimes(1);
    expect(output(page.container)).toBe('1');
    expect(window.__SITE_TAPS__).toEqual([]);
    act(() => root?.unmount());
  });

  it('leaves a tap still being dispatched: React hydrated the control for it and dispatches it itself', () => {
    runRecorder();
    document.body.innerHTML = '<button data-replay=""></button>';
    const control = document.querySelector('button') as HTMLButtonElement;
    let takenDuringTap = -1;
    const hydrateForTap = () => void (takenDuringTap = takeRecordedTaps(control));
    document.addEventListener('click', hydrateForTap, true);
    control.click();
    document.removeEventListener('click', hydrateForTap, true);
    expect(takenDuringTap).toBe(0);
    expect(window.__SITE_TAPS__).toEqual([]);
    expect(control.hasAttribute('data-replay-ready')).toBe(true);
    document.body.innerHTML = '';
  });

  it('copies what the page shows once it has taken over the choice made before hydration', async () => {
    runRecorder();
    const copied = jest.fn();
    const page = serverHtml(<ChoiceThenCopy copied={copied} />);
    (page.container.querySelector('input[value="diego"]') as HTMLInputElement).click();
    button(page.container).click();
    await page.hydrate();
    expect(copied.mock.calls).toEqual([['diego']]);
  });
});
