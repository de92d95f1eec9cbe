import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { teamMembersQuery, type TeamMember } from '@site/shared/cms';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { testMedia } from '../../../../jest/test-media';
import { renderInRouter } from '../../../../jest/render-in-router';
import { TeamSection } from './team-section';

const team: TeamMember[] = [
  {
    id: 1,
    name: 'Carolina Muñoz',
    role: 'Gerenta General',
    email: 'carolina.munoz@example.com',
    quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
    linkedin: 'https://www.linkedin.com/in/carolina-munoz-nexo-digital',
    photo: testMedia('/uploads/carolina_munoz_a1.png', {
      alt: 'Retrato de Carolina Muñoz',
      width: 240,
      height: 240,
      sources: [
        { url: '/uploads/thumbnail_carolina_munoz_a1.png', width: 156 },
        { url: '/uploads/carolina_munoz_a1.png', width: 240 },
      ],
    }),
  },
  {
    id: 2,
    name: 'Persona Nueva',
    role: 'Analista de Datos',
    email: 'persona.nueva@example.com',
    quote: '',
    linkedin: null,
    photo: testMedia('/uploads/persona_nueva_b2.png', { alt: 'Retrato de Persona Nueva', width: 240, height: 240 }),
  },
];

/** The band as the server renders it: with what it read for the page (swr's fallback), or its failure. */
function withServerData(fallback: Record<string, unknown>): ReactElement {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>
      <TeamSection />
    </SWRConfig>
  );
}

const cms = stubbedCmsClient();
beforeEach(() => {
  // The browser never reaches the CMS in these tests: what the server handed over is enough.
  cms.stub(() => new Promise(() => undefined));
});

describe('TeamSection', () => {
  it('shows one card per person of the CMS, in its order: portrait, name, role, quote, LinkedIn', () => {
    renderInRouter(withServerData({ [teamMembersQuery.key]: team }));
    const band = screen.getByRole('region', { name: 'Las personas detrás de cada proyecto' });
    const cards = within(band).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Carolina Muñoz', 'Persona Nueva']);

    const first = within(cards[0] as HTMLElement);
    const portrait = first.getByRole('img', { name: 'Retrato de Carolina Muñoz' });
    expect(portrait).toHaveAttribute('src', '/uploads/carolina_munoz_a1.png');
    expect(portrait).toHaveAttribute('srcset', '/uploads/thumbnail_carolina_munoz_a1.png 156w, /uploads/carolina_munoz_a1.png 240w');
    expect(first.getByText('Gerenta General')).toBeInTheDocument();
    expect(first.getByText('«La tecnología vale la pena cuando acerca a las marcas a las personas.»')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /LinkedIn de Carolina Muñoz/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/carolina-munoz-nexo-digital',
    );
  });

  it('shows a person without quote or LinkedIn without either', () => {
    renderInRouter(withServerData({ [teamMembersQuery.key]: team }));
    const card = within(screen.getAllByRole('listitem')[1] as HTMLElement);
    expect(card.getByText('Analista de Datos')).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
    expect(card.queryByText(/«/)).not.toBeInTheDocument();
  });

  it('is left out when no one is published', () => {
    renderInRouter(withServerData({ [teamMembersQuery.key]: [] }));
    expect(screen.queryByRole('region', { name: 'Las personas detrás de cada proyecto' })).not.toBeInTheDocument();
    expect(screen.queryByText('Equipo')).not.toBeInTheDocument();
  });

  it('is left out when the CMS was down and the server had nothing kept (SPEC §8), not a crash', () => {
    renderInRouter(withServerData(failedReadsEntry([teamMembersQuery.key])));
    expect(screen.queryByRole('region', { name: 'Las personas detrás de cada proyecto' })).not.toBeInTheDocument();
  });
});
