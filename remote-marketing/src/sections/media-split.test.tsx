import { screen, within } from '@testing-library/react';
import { MediaSplit } from './media-split';
import { renderInRouter } from '../../../jest/render-in-router';

describe('MediaSplit', () => {
  it('shows heading, text, a lazy image and its actions in one labelled section', () => {
    renderInRouter(
      <MediaSplit
        id="socio"
        title="Tecnología de nuestro socio"
        image={{ src: '/p.webp', alt: 'Panel de analítica', width: 800, height: 600 }}
        actions={[{ label: 'Solicitar prueba de concepto', to: '/contacto' }]}
        reverse
      >
        <p>Visión artificial en el borde.</p>
      </MediaSplit>,
    );
    const section = screen.getByRole('region', { name: 'Tecnología de nuestro socio' });
    expect(within(section).getByText('Visión artificial en el borde.')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Panel de analítica' })).toHaveAttribute('loading', 'lazy');
    expect(within(section).getByRole('link', { name: 'Solicitar prueba de concepto' })).toHaveAttribute('href', '/contacto');
  });
});
