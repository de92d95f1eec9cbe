import { render, screen, within } from '@testing-library/react';
import { StatCards } from './stat-cards';

describe('StatCards', () => {
  it('lists every figure with its label and description, in order', () => {
    render(
      <StatCards
        ariaLabel="Beneficios Clave"
        stats={[
          { value: '+45%', label: 'ROI', description: 'Retorno medio el primer año' },
          { value: '+60%', label: 'Satisfacción' },
          { value: '-40%', label: 'Tiempo' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Beneficios Clave' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '+45%ROIRetorno medio el primer año',
      '+60%Satisfacción',
      '-40%Tiempo',
    ]);
  });
});
