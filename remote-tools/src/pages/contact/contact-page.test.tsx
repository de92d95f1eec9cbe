import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { validContactMessage } from '../../../../jest/contact-rule-cases';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import { fillContactForm } from '../../../../jest/fill-contact-form';
import ContactPage from './contact-page';

// Rendering MUI fields on every keystroke is slow on a busy 2-core machine.
jest.setTimeout(20_000);

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/contacto" element={<ContactPage />} />
        <Route path="/contacto/exito" element={<h1>Página de éxito</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ContactPage', () => {
  const scrollIntoView = jest.fn();
  const originalAdapter = axios.defaults.adapter;
  afterEach(() => {
    axios.defaults.adapter = originalAdapter;
  });

  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('shows the form beside the general e-mail and the location', () => {
    renderAt('/contacto');
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cuéntanos sobre tu proyecto' })).toHaveAttribute('id', 'contact-form');
    expect(screen.getByRole('link', { name: 'contacto@example.com' })).toHaveAttribute(
      'href',
      'mailto:contacto@example.com',
    );
    expect(screen.getByText('Santiago, Chile')).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the form when the address ends in #contact-form', () => {
    renderAt('/contacto#contact-form');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('form'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderAt('/contacto#contact-form');
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('sends a valid message to the site’s server and opens the confirmation page', async () => {
    const sent: Array<{ url?: string; method?: string; data: unknown }> = [];
    axios.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      sent.push({ url: config.url, method: config.method, data: JSON.parse(String(config.data)) });
      return { data: { ok: true }, status: 201, statusText: 'Created', headers: {}, config };
    };
    const user = userEvent.setup({ delay: null });
    renderAt('/contacto');

    await fillContactForm(user, validContactMessage);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByRole('heading', { name: 'Página de éxito' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/contact',
        method: 'post',
        data: {
          ...validContactMessage,
          website: '',
          elapsedMs: expect.any(Number),
          page: '/',
          marketingConsent: false,
        },
      },
    ]);
  });

  it('stays on the page with the values when the server is unreachable', async () => {
    axios.defaults.adapter = () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK'));
    const user = userEvent.setup({ delay: null });
    renderAt('/contacto');
    await fillContactForm(user, validContactMessage);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos enviar tu mensaje.');
    expect(screen.getByRole('form')).toHaveFormValues({ name: validContactMessage.name, message: validContactMessage.message });
  });

  it('stays on the page while the form has errors', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contacto');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Selecciona un servicio')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página de éxito' })).not.toBeInTheDocument();
  });
});
