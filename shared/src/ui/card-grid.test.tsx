import { render, screen } from '@testing-library/react';
import { CardGrid, gridColumns } from './card-grid';

it('turns columns per breakpoint into equal tracks that never overflow', () => {
  expect(gridColumns(2)).toBe('repeat(2, minmax(0, 1fr))');
  expect(gridColumns({ xs: 1, sm: 2, lg: 3 })).toEqual({
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  });
});

it('renders a list of cards without bullets or indent, with the gap from the theme', () => {
  render(
    <CardGrid component="ul" columns={{ xs: 1, md: 2 }} gap={2} aria-label="Tarjetas">
      <li>Uno</li>
      <li>Dos</li>
    </CardGrid>,
  );
  const list = screen.getByRole('list', { name: 'Tarjetas' });
  expect(list.tagName).toBe('UL');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(list).toHaveStyle({ display: 'grid', gap: '16px', listStyle: 'none', padding: '0px', margin: '0px' });
});
