import { screen, within } from '@testing-library/react';
import { ClosingBanner } from './closing-banner';
import { renderInRouter } from '../../../jest/render-in-router';

describe('ClosingBanner', () => {
  it('invites to a consultation at the contact form by default', () => {
    renderInRouter(<ClosingBanner title="¿Listo para empezar?" text="Conversemos sobre tu proyecto." />);
    const banner = screen.getByRole('region', { name: '¿Listo para empezar?' });
    expect(within(banner).getByText('Conversemos sobre tu proyecto.')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Solicitar una consultoría' })).toHaveAttribute('href', '/contacto#contact-form');
  });

  it('takes another action when given one', () => {
    renderInRouter(
      <ClosingBanner
        id="transformacion"
        title="Comience su Transformación Digital Hoy"
        text="Te acompañamos."
        action={{ label: 'Solicitar una consultoría', to: '/contacto' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Comience su Transformación Digital Hoy' })).toHaveAttribute('id', 'transformacion');
    expect(screen.getByRole('link', { name: 'Solicitar una consultoría' })).toHaveAttribute('href', '/contacto');
  });
});
