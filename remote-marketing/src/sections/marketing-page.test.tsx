import { screen, within } from '@testing-library/react';
import { Band, type PageBand } from './marketing-page';
import { MediaSplit } from './media-split';
import { StepList } from './step-list';
import { renderInRouter } from '../../../jest/render-in-router';

const bands: PageBand[] = [
  {
    kind: 'section',
    id: 'pasos',
    title: 'Pasos',
    content: <StepList steps={[{ title: 'Primero', description: 'Uno.' }, { title: 'Segundo', description: 'Dos.' }]} />,
  },
  {
    kind: 'section',
    id: 'propio',
    interactive: true,
    background: 'blue',
    title: 'Contenido propio',
    content: <p>Algo hecho a mano.</p>,
    action: { label: 'Ver más', to: '/mas' },
  },
  {
    kind: 'own',
    content: (
      <MediaSplit id="lado" title="Texto al lado">
        <p>Al lado.</p>
      </MediaSplit>
    ),
  },
];

function renderBands() {
  return renderInRouter(
    <>
      {bands.map((band, index) => (
        <Band key={index} band={band} first={index === 0} />
      ))}
    </>,
  );
}

describe('Band', () => {
  it('frames a section band with its heading, content and action, and draws an own band as it is', () => {
    renderBands();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual(['pasos-titulo', 'propio-titulo', 'lado-titulo']);
    const steps = screen.getByRole('region', { name: 'Pasos' });
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Primero', 'Segundo']);
    const custom = screen.getByRole('region', { name: 'Contenido propio' });
    expect(within(custom).getByText('Algo hecho a mano.')).toBeInTheDocument();
    expect(within(custom).getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/mas');
    expect(screen.getByText('Al lado.')).toBeInTheDocument();
  });

  it('keeps the first band, which a tall screen shows below the hero, on the first screen; the later ones off it', () => {
    renderBands();
    const bandOf = (name: string) => screen.getByRole('region', { name }).closest('[data-static-content], [data-hydrate-when-visible]');
    expect(bandOf('Pasos')).not.toHaveAttribute('data-off-first-screen');
    expect(bandOf('Contenido propio')).toHaveAttribute('data-off-first-screen', '');
  });

  it('hydrates only a band with something to operate; hydration adopts any other as the server drew it', () => {
    renderBands();
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('Contenido propio').closest('[data-hydrate-when-visible]')).not.toBeNull();
    expect(region('Contenido propio').closest('[data-static-content]')).toBeNull();
    expect(region('Pasos').closest('[data-static-content]')).not.toBeNull();
    expect(region('Pasos').closest('[data-hydrate-when-visible]')).toBeNull();
  });
});
