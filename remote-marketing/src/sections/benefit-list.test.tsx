import { render, screen, within } from '@testing-library/react';
import { BenefitList } from './benefit-list';
import { CheckList } from './check-list';
import { nth } from '../../../jest/render-in-router';

describe('BenefitList', () => {
  it('lists each benefit with its figure, title and description', () => {
    render(
      <BenefitList
        benefits={[
          { title: 'Ahorro de tiempo', value: '+60%', description: 'Menos tareas manuales.' },
          { title: 'Sin interrupciones' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(nth(items, 0)).getByText('+60%')).toBeInTheDocument();
    expect(within(nth(items, 0)).getByRole('heading', { level: 3, name: 'Ahorro de tiempo' })).toBeInTheDocument();
    expect(within(nth(items, 0)).getByText('Menos tareas manuales.')).toBeInTheDocument();
    expect(within(nth(items, 1)).getByRole('heading', { name: 'Sin interrupciones' })).toBeInTheDocument();
  });
});

describe('CheckList', () => {
  it('renders the items as a named list', () => {
    render(<CheckList ariaLabel="Incluye" items={['Monitoreo 24x7', 'Portal de soporte']} />);
    const list = screen.getByRole('list', { name: 'Incluye' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monitoreo 24x7', 'Portal de soporte']);
    // The check marks are the list's CSS, not an <svg> per item in every page's HTML.
    expect(list.querySelector('svg')).toBeNull();
  });
});
