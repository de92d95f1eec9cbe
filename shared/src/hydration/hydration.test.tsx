import { act, useRef, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { serverHtml } from '../../../jest/server-html';
import { useChoiceMadeBeforeHydration } from './use-choice-made-before-hydration';
import { useMountedByHydration } from './use-mounted-by-hydration';
import { useValueEnteredBeforeHydration } from './use-value-entered-before-hydration';

/** A controlled field, as the site's forms have them, that keeps a value typed before hydration. */
function NameField() {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useValueEnteredBeforeHydration(input, name, setName);
  return (
    <>
      <input ref={input} aria-label="Nombre" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </>
  );
}

/** A radio group, as the signature page's, that keeps a choice made before hydration. */
function PersonChoice() {
  const [chosen, setChosen] = useState('ana');
  const group = useRef<HTMLDivElement>(null);
  useChoiceMadeBeforeHydration(group, chosen, setChosen);
  return (
    <div ref={group}>
      {['ana', 'diego'].map((id) => (
        <input key={id} type="radio" name="persona" value={id} aria-label={id} checked={chosen === id} onChange={() => setChosen(id)} />
      ))}
      <output>{chosen}</output>
    </div>
  );
}

function HowMounted() {
  return <p>{useMountedByHydration() ? 'hidratado' : 'montado'}</p>;
}

let container: HTMLElement;

/** The server's HTML, something done to it before the scripts run, then hydration. */
async function hydrateAfter(element: ReactElement, visitor: () => void) {
  const page = serverHtml(element);
  container = page.container;
  visitor();
  await page.hydrate();
}

describe('useValueEnteredBeforeHydration', () => {
  it('hands the text typed into the server-rendered field to its state, caret and focus kept', async () => {
    await hydrateAfter(<NameField />, () => {
      const input = container.querySelector('input') as HTMLInputElement;
      input.focus();
      input.value = 'Ana Pérez Soto';
      input.setSelectionRange(3, 3);
    });
    const input = container.querySelector('input') as HTMLInputElement;
    expect(container.querySelector('output')?.textContent).toBe('Ana Pérez Soto');
    expect(input.value).toBe('Ana Pérez Soto');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });

  it('changes nothing when the visitor typed nothing, nor on a mount after hydration', async () => {
    await hydrateAfter(<NameField />, () => undefined);
    expect(container.querySelector('output')?.textContent).toBe('');

    const other = document.createElement('div');
    await act(async () => {
      createRoot(other).render(<NameField />);
    });
    expect(other.querySelector('output')?.textContent).toBe('');
  });
});

describe('useChoiceMadeBeforeHydration', () => {
  it('keeps the radio chosen in the server-rendered group', async () => {
    await hydrateAfter(<PersonChoice />, () => {
      (container.querySelector('input[value="diego"]') as HTMLInputElement).checked = true;
    });
    expect(container.querySelector('output')?.textContent).toBe('diego');
    expect((container.querySelector('input[value="diego"]') as HTMLInputElement).checked).toBe(true);
    expect((container.querySelector('input[value="ana"]') as HTMLInputElement).checked).toBe(false);
  });
});

describe('useMountedByHydration', () => {
  it('tells a hydrated component from one mounted in the browser, and keeps its first answer', async () => {
    await hydrateAfter(<HowMounted />, () => undefined);
    expect(container.textContent).toBe('hidratado');

    const other = document.createElement('div');
    await act(async () => {
      createRoot(other).render(<HowMounted />);
    });
    expect(other.textContent).toBe('montado');
  });
});
