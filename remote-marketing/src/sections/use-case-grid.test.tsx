import { render, screen, within } from '@testing-library/react';
import { UseCaseGrid } from './use-case-grid';
import { nth } from '../../../jest/render-in-router';

describe('UseCaseGrid', () => {
  it('renders each use case with its title and its bullets as a list', () => {
    render(
      <UseCaseGrid
        useCases={[
          { title: 'Atención al Cliente', bullets: ['Respuestas inmediatas', 'Seguimiento de pedidos', 'Derivación a un agente'] },
          { title: 'Soporte Técnico', description: 'Primer nivel resuelto.', bullets: ['Diagnóstico guiado', 'Tickets', 'Base de conocimiento'] },
        ]}
      />,
    );
    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li') as HTMLElement);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Atención al Cliente', 'Soporte Técnico']);
    expect(within(nth(cards, 0)).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Respuestas inmediatas',
      'Seguimiento de pedidos',
      'Derivación a un agente',
    ]);
    expect(within(nth(cards, 1)).getByText('Primer nivel resuelto.')).toBeInTheDocument();
  });

  it('loads a case image lazily with its size', () => {
    render(
      <UseCaseGrid
        useCases={[{ title: 'Retail', bullets: ['Afluencia'], image: { src: '/r.webp', alt: 'Tienda', width: 640, height: 360 } }]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Tienda' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
  });
});
