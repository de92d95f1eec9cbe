import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import ContactSuccessPage from './contact-success-page';

describe('ContactSuccessPage', () => {
  it('thanks the visitor and leads back to the home page', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/contacto/exito']}>
        <Routes>
          <Route path="/contacto/exito" element={<ContactSuccessPage />} />
          <Route path="/" element={<h1>Inicio</h1>} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: '¡Mensaje Enviado!' })).toBeInTheDocument();
    expect(screen.getByText(/te responderá pronto/)).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Volver al Inicio' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  });
});
