import { screen, within } from '@testing-library/react';
import { MarketingPage, sectionOf, type MarketingPageContent } from './marketing-page';
import { MediaSplit } from './media-split';
import { StepList } from './step-list';
import { renderInRouter } from './test-utils';

const content: MarketingPageContent = {
  seo: { title: 'Prueba', description: 'Una página de prueba.', path: '/prueba' },
  hero: { title: 'Página de prueba', subtitle: 'Un héroe.' },
  sections: [
    {
      kind: 'section',
      id: 'pasos',
      title: 'Pasos',
      content: sectionOf(StepList, { steps: [{ title: 'Primero', description: 'Uno.' }, { title: 'Segundo', description: 'Dos.' }] }),
    },
    {
      kind: 'section',
      id: 'propio',
      background: 'blue',
      title: 'Contenido propio',
      content: <p>Algo hecho a mano.</p>,
      action: { label: 'Ver más', to: '/mas' },
    },
    { kind: 'own', content: sectionOf(MediaSplit, { id: 'lado', title: 'Texto al lado', children: <p>Al lado.</p> }) },
  ],
};

describe('MarketingPage', () => {
  it('renders the hero, then each band in order with its heading, content and action, and no closing banner unless given', () => {
    renderInRouter(<MarketingPage content={content} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página de prueba' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual(['pasos-titulo', 'propio-titulo', 'lado-titulo']);
    const steps = screen.getByRole('region', { name: 'Pasos' });
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Primero', 'Segundo']);
    const custom = screen.getByRole('region', { name: 'Contenido propio' });
    expect(within(custom).getByText('Algo hecho a mano.')).toBeInTheDocument();
    expect(within(custom).getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/mas');
    expect(document.getElementById('cierre')).toBeNull();
  });

  it('keeps the first band, which a tall screen shows below the hero, on the first screen; the later ones off it', () => {
    renderInRouter(<MarketingPage content={content} />);
    const bandOf = (name: string) => screen.getByRole('region', { name }).closest('[data-hydrate-when-visible]');
    expect(bandOf('Pasos')).not.toHaveAttribute('data-off-first-screen');
    expect(bandOf('Contenido propio')).toHaveAttribute('data-off-first-screen', '');
  });

  it('ends with the closing banner it is given', () => {
    renderInRouter(<MarketingPage content={{ ...content, closing: { title: 'Hablemos', text: 'Te esperamos.' } }} />);
    expect(screen.getByRole('region', { name: 'Hablemos' })).toHaveAttribute('id', 'cierre');
  });
});
