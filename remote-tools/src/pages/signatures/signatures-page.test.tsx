import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import SignaturesPage from './signatures-page';

/** Stands in for the browser's ClipboardItem, which jsdom lacks. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
  get types(): string[] {
    return Object.keys(this.items);
  }
}

interface FakeClipboard {
  write: jest.Mock<Promise<void>, [FakeClipboardItem[]]>;
  writeText: jest.Mock<Promise<void>, [string]>;
}

function installClipboard(clipboard: FakeClipboard, withClipboardItem = true): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
  if (withClipboardItem) Object.defineProperty(globalThis, 'ClipboardItem', { configurable: true, value: FakeClipboardItem });
}

/** jsdom's Blob has no text(); FileReader reads it as a mail client would. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('Falta el contenido'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer'));
    reader.readAsText(blob);
  });
}

type Outcome = 'accepts' | 'refuses';

const settle = (outcome: Outcome): Promise<void> =>
  outcome === 'accepts' ? Promise.resolve() : Promise.reject(new DOMException('Denegado', 'NotAllowedError'));

function fakeClipboard(write: Outcome, writeText: Outcome): FakeClipboard {
  return {
    write: jest.fn<Promise<void>, [FakeClipboardItem[]]>(() => settle(write)),
    writeText: jest.fn<Promise<void>, [string]>(() => settle(writeText)),
  };
}

function renderPage(initialEntries = ['/sobre-nosotros/firmas']) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      <Routes>
        <Route path="/sobre-nosotros/firmas" element={<SignaturesPage />} />
        <Route path="/sobre-nosotros" element={<h1>Sobre nosotros</h1>} />
        <Route path="/blog" element={<h1>Blog</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

const preview = () => screen.getByRole('region', { name: /^Vista previa de la firma/ });

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'ClipboardItem');
});

describe('SignaturesPage', () => {
  it('titles the page and selects the first team member', () => {
    renderPage();
    expect(document.title).toBe('Generador de Firmas | Nexo Digital');
    expect(screen.getByRole('heading', { level: 1, name: 'Generador de Firmas' })).toBeInTheDocument();

    const members = within(screen.getByRole('radiogroup', { name: '1. Elige a la persona' })).getAllByRole('radio');
    expect(members).toHaveLength(6);
    expect(members[0]).toHaveAccessibleName(/Carolina Muñoz/);
    expect(members[0]).toBeChecked();
    for (const other of members.slice(1)) expect(other).not.toBeChecked();

    const signature = within(preview());
    expect(signature.getByText('Carolina Muñoz')).toBeInTheDocument();
    expect(signature.getByText('Gerenta General')).toBeInTheDocument();
    expect(signature.getByRole('link', { name: 'carolina.munoz@example.com' })).toHaveAttribute(
      'href',
      'mailto:carolina.munoz@example.com',
    );
    expect(signature.getByRole('link', { name: 'www.example.com' })).toHaveAttribute('href', 'https://www.example.com');
    expect(signature.getByRole('link', { name: 'Nexo Digital' })).toHaveAttribute('href', 'https://www.example.com');
    expect(signature.getByRole('img', { name: 'Carolina Muñoz' })).toHaveAttribute('src', 'http://localhost/test-asset-url');
    expect(signature.getByText('Everything about links')).toBeInTheDocument();
    expect(screen.getByText(/Pega el código HTML en la configuración de firma/)).toBeInTheDocument();
  });

  it('shows the signature of the member picked', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('radio', { name: /Matías Fuentes/ }));

    expect(screen.getByRole('radio', { name: /Matías Fuentes/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Carolina Muñoz/ })).not.toBeChecked();
    const signature = within(preview());
    expect(signature.getByText('Director de Tecnología')).toBeInTheDocument();
    expect(signature.getByRole('link', { name: 'matias.fuentes@example.com' })).toBeInTheDocument();
    expect(signature.queryByText('Carolina Muñoz')).not.toBeInTheDocument();
  });

  it('copies the HTML it previews and confirms for two seconds', async () => {
    const clipboard = fakeClipboard('accepts', 'accepts');
    const { user } = renderPage();
    installClipboard(clipboard);

    await user.click(screen.getByRole('radio', { name: /Valentina Rojas/ }));
    await user.click(screen.getByRole('button', { name: 'Copiar código HTML' }));
    // Let the clipboard promise settle without moving the clock.
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('¡Código HTML copiado!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('¡Código HTML copiado!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('¡Código HTML copiado!')).not.toBeInTheDocument();

    expect(clipboard.write).toHaveBeenCalledTimes(1);
    const item = clipboard.write.mock.calls[0]?.[0][0];
    expect(item?.types).toEqual(['text/html', 'text/plain']);
    const copied = await readBlob(item?.items['text/html']);
    expect(await readBlob(item?.items['text/plain'])).toBe(copied);
    expect(copied).toContain('valentina.rojas@example.com');
    // The preview is rendered from the very string that was copied.
    const parsed = document.createElement('div');
    parsed.innerHTML = copied;
    expect(preview().innerHTML).toBe(parsed.innerHTML);
  });

  it('falls back to plain text where rich copying is unavailable', async () => {
    const clipboard = fakeClipboard('refuses', 'accepts');
    const { user } = renderPage();
    installClipboard(clipboard, false);

    await user.click(screen.getByRole('button', { name: 'Copiar código HTML' }));

    expect(await screen.findByText('¡Código HTML copiado!')).toBeInTheDocument();
    expect(clipboard.write).not.toHaveBeenCalled();
    expect(clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining('carolina.munoz@example.com'));
  });

  it('shows the code to copy by hand when the clipboard refuses', async () => {
    const clipboard = fakeClipboard('refuses', 'refuses');
    const { user } = renderPage();
    installClipboard(clipboard);

    await user.click(screen.getByRole('button', { name: 'Copiar código HTML' }));

    expect(
      await screen.findByText(/No pudimos copiar automáticamente\. Selecciona el código de abajo y cópialo con Ctrl\+C/),
    ).toBeInTheDocument();
    expect(screen.queryByText('¡Código HTML copiado!')).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Código HTML de la firma' });
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveValue(clipboard.writeText.mock.calls[0]?.[0]);
    expect((code as HTMLTextAreaElement).value).toContain('<table');
    expect((code as HTMLTextAreaElement).value).toContain('carolina.munoz@example.com');
  });

  it('leaves no timer behind when the page closes during the confirmation', async () => {
    const clipboard = fakeClipboard('accepts', 'accepts');
    const { user, unmount } = renderPage();
    installClipboard(clipboard);

    await user.click(screen.getByRole('button', { name: 'Copiar código HTML' }));
    expect(await screen.findByText('¡Código HTML copiado!')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('goes back to the previous page', async () => {
    const { user } = renderPage(['/blog', '/sobre-nosotros/firmas']);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('goes to the about-us page when opened directly', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
  });
});
