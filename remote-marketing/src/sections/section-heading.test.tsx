import { render, screen } from '@testing-library/react';
import { renderInRouter } from '../../../jest/render-in-router';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('shows eyebrow, title at the requested level and subtitle', () => {
    render(<SectionHeading title="Casos de Uso" eyebrow="Aplicaciones" subtitle="Por sector" level={3} id="casos" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Casos de Uso' });
    expect(heading).toHaveAttribute('id', 'casos');
    expect(screen.getByText('Aplicaciones')).toBeInTheDocument();
    expect(screen.getByText('Por sector')).toBeInTheDocument();
  });
});

describe('PageSection', () => {
  it('is a section labelled by its h2, with its content and an anchor id', () => {
    renderInRouter(
      <PageSection id="beneficios" title="Beneficios Clave" subtitle="Resultados medibles">
        <p>Contenido</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Beneficios Clave' });
    expect(section).toHaveAttribute('id', 'beneficios');
    expect(screen.getByRole('heading', { level: 2, name: 'Beneficios Clave' })).toHaveAttribute('id', 'beneficios-titulo');
    expect(section).toHaveTextContent('Contenido');
    expect(section).toHaveTextContent('Resultados medibles');
  });
});
