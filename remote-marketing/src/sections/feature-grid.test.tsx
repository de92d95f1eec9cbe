import { render, screen, within } from '@testing-library/react';
import { FeatureGrid } from './feature-grid';
import { AssistantIcon } from './section-icons';
import { nth } from '../../../jest/render-in-router';

describe('FeatureGrid', () => {
  it('renders one card per feature with its heading, description and a decorative icon', () => {
    const { container } = render(
      <FeatureGrid
        features={[
          { icon: AssistantIcon, title: 'Aprendizaje Automático', description: 'Mejora con cada conversación.' },
          { icon: AssistantIcon, title: 'Asistente Virtual 24/7', description: 'Responde a cualquier hora.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(nth(items, 0)).getByRole('heading', { level: 3, name: 'Aprendizaje Automático' })).toBeInTheDocument();
    expect(within(nth(items, 1)).getByText('Responde a cualquier hora.')).toBeInTheDocument();
    // Icons are decoration: hidden from assistive technology.
    container.querySelectorAll('svg').forEach((svg) => expect(svg.closest('[aria-hidden="true"]')).not.toBeNull());
  });

  it('can use h4 titles under an h3', () => {
    render(<FeatureGrid headingLevel={4} features={[{ icon: AssistantIcon, title: 'Monitoreo', description: '24x7' }]} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Monitoreo' })).toBeInTheDocument();
  });
});
