import { render, screen, within } from '@testing-library/react';
import { StepList } from './step-list';
import { nth } from '../../../jest/render-in-router';

describe('StepList', () => {
  it('renders the steps as an ordered list, each announced with its number', () => {
    render(
      <StepList
        steps={[
          { title: 'Diseño', description: 'Entendemos tu negocio.' },
          { title: 'Implementación', description: 'Instalamos y configuramos.', color: '#f19001' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(nth(items, 0)).toHaveTextContent('Paso 1');
    expect(nth(items, 1)).toHaveTextContent('Paso 2');
    expect(within(nth(items, 1)).getByRole('heading', { level: 3, name: 'Implementación' })).toBeInTheDocument();
    expect(within(nth(items, 0)).getByText('Entendemos tu negocio.')).toBeInTheDocument();
  });
});
