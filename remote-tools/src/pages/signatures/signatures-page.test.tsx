import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { teamMembersQuery, type TeamMember } from '@site/shared/cms';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { okResponse, stubbedCmsClient } from '../../../../jest/test-cms-client';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import SignaturesPage from './signatures-page';
import { testTeam } from '../../../../jest/test-team';

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

/** What the server hands the page (its swr fallback): the team it read, or the read it could not answer. */
type ServerTeam = TeamMember[] | 'failed' | 'none';

function fallbackOf(team: ServerTeam): Record<string, unknown> {
  if (team === 'none') return {};
  return team === 'failed' ? failedReadsEntry([teamMembersQuery.key]) : { [teamMembersQuery.key]: team };
}

function pageWith(team: ServerTeam, initialEntries = ['/sobre-nosotros/firmas']) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback: fallbackOf(team) }}>
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
        <Routes>
          <Route path="/sobre-nosotros/firmas" element={<SignaturesPage />} />
          <Route path="/sobre-nosotros" element={<h1>Sobre nosotros</h1>} />
          <Route path="/blog" element={<h1>Blog</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** The page as the server rendered it with the team, hydrated: the browser reads nothing again. */
function renderPage(initialEntries = ['/sobre-nosotros/firmas']) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(pageWith(testTeam, initialEntries));
  return { user, ...view };
}

const cms = stubbedCmsClient();

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
    expect(members).toHaveLength(testTeam.length);
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
    expect(signature.getByRole('img', { name: 'Carolina Muñoz' })).toHaveAttribute('src', 'http://localhost/uploads/carolina_munoz_a1.png');
    expect(signature.getByText('“La tecnología vale la pena cuando acerca a las marcas a las personas.”')).toBeInTheDocument();
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

describe('SignaturesPage and the CMS', () => {
  beforeEach(() => {
    jest.useRealTimers();
  });

  it('reads nothing in the browser when the server handed the team over', () => {
    const adapter = jest.fn(() => new Promise<never>(() => undefined));
    cms.stub(adapter);
    render(pageWith(testTeam));
    expect(screen.getByRole('radio', { name: /Carolina Muñoz/ })).toBeChecked();
    expect(adapter).not.toHaveBeenCalled();
  });

  it('renders the first person’s signature on the server, with no script needed', () => {
    const html = renderToString(pageWith(testTeam));
    expect(html).toContain('carolina.munoz@example.com');
    // The server knows no page address: the photo stays site-relative, loaded from the site the visitor sees.
    expect(html).toMatch(/<img src="\/uploads\/carolina_munoz_a1\.png"/);
    expect(html).not.toContain('Cargando el equipo');
  });

  it('shows the team once the CMS answers, when the server had none to hand over', async () => {
    cms.stub(async (config) =>
      okResponse(config, {
        data: [
          {
            id: 40,
            name: 'Nueva Persona',
            role: 'Analista',
            email: 'nueva.persona@example.com',
            quote: null,
            photo: { id: 5, url: '/uploads/nueva_d4.png', mime: 'image/png', width: 240, height: 240, alternativeText: 'Retrato' },
          },
        ],
      }),
    );
    render(pageWith('none'));
    expect(screen.getByText('Cargando el equipo…')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Nueva Persona/ })).toBeChecked();
    expect(within(preview()).getByRole('link', { name: 'nueva.persona@example.com' })).toBeInTheDocument();
  });

  it('says so in Spanish when no one is published, with nothing to copy', async () => {
    cms.stub(async (config) => okResponse(config, { data: [] }));
    render(pageWith('none'));
    expect(await screen.findByText(/Todavía no hay personas publicadas en el equipo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar código HTML' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Generador de Firmas' })).toBeInTheDocument();
  });

  it('says so in Spanish when the CMS is down and the server had nothing kept (SPEC §8)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let settled = 0;
    cms.stub((config) => {
      settled += 1;
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    });
    const html = renderToString(pageWith('failed'));
    expect(html).toContain('No pudimos cargar al equipo en este momento');
    render(pageWith('failed'));
    expect(screen.getByText(/No pudimos cargar al equipo en este momento/)).toBeInTheDocument();
    // The browser asks again after hydrating; the CMS is still down, and the message stays.
    await waitFor(() => expect(settled).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.getByText(/No pudimos cargar al equipo en este momento/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
