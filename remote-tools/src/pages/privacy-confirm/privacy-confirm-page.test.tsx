import { render, screen } from '@testing-library/react';
import { PRIVACY_CONFIRM_STATE_KEY, type PrivacyConfirmState } from '@site/shared/privacy';
import { MemoryRouter } from '@site/shared/router';
import { SWRConfig } from 'swr';
import PrivacyConfirmPage from './privacy-confirm-page';

function renderAt(url: string, state?: PrivacyConfirmState) {
  return render(
    <SWRConfig value={{ fallback: state ? { [PRIVACY_CONFIRM_STATE_KEY]: state } : {} }}>
      <MemoryRouter initialEntries={[url]}>
        <PrivacyConfirmPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const TOKEN = 'a'.repeat(43);

describe('PrivacyConfirmPage', () => {
  it('offers one button that posts the e-mailed token (a GET of the link confirms nothing)', () => {
    renderAt(`/privacidad/confirmar?token=${TOKEN}`, { token: TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirma tu solicitud' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Confirmar solicitud' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/privacidad/confirmar');
    expect(form?.querySelector('input[type="hidden"][name="token"]')).toHaveValue(TOKEN);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('reads the token from the address when the server did not hand it', () => {
    renderAt(`/privacidad/confirmar?token=${TOKEN}`);
    expect(document.querySelector('input[name="token"]')).toHaveValue(TOKEN);
  });

  it('says why, with the button again, when the server could not confirm', () => {
    renderAt('/privacidad/confirmar', { token: TOKEN, failure: 'No pudimos confirmar tu solicitud en este momento.' });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos confirmar tu solicitud en este momento.');
    expect(screen.getByRole('button', { name: 'Confirmar solicitud' })).toBeInTheDocument();
  });

  it('shows the confirmed page for ?estado=confirmada', () => {
    renderAt('/privacidad/confirmar?estado=confirmada');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud confirmada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar solicitud' })).not.toBeInTheDocument();
  });

  it('shows the invalid page for ?estado=invalido, and for no token at all, with a way to ask again', () => {
    renderAt('/privacidad/confirmar?estado=invalido');
    expect(screen.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeInTheDocument();
    expect(screen.getByText(/ya se usó, venció/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar una nueva solicitud' })).toHaveAttribute('href', '/privacidad/solicitud');
  });

  it('asks to open the e-mailed link when the address has no token', () => {
    renderAt('/privacidad/confirmar');
    expect(screen.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeInTheDocument();
    expect(screen.getByText(/Abre el enlace que te enviamos/)).toBeInTheDocument();
  });
});
