import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { partnersQuery, type Partner } from '@site/shared/cms';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { testMedia } from '../../../../jest/test-media';
import { renderInRouter } from '../../../../jest/render-in-router';
import { PartnersSection } from './partners-section';

// The carousel's moves are embla's (driven in the end-to-end tests); here, only what the band shows.
jest.mock('embla-carousel-react', () => () => [() => undefined, undefined]);

const partners: Partner[] = [
  {
    id: 11,
    name: 'Visiona Analytics',
    url: 'https://visiona-analytics.example/',
    width: 272,
    description: 'Analítica de audiencia con visión artificial',
    logo: testMedia('/uploads/socios_visiona_a1.webp', { alt: 'Logo de Visiona Analytics', width: 544, height: 128 }),
  },
  {
    id: 12,
    name: 'Kora AI',
    url: 'https://kora-ai.example/',
    width: 220,
    description: '',
    logo: testMedia('/uploads/socios_kora_ai_b2.webp', { alt: 'Logo de Kora AI', width: 440, height: 128 }),
  },
];

/** The band as the server renders it: with what it read for the page (swr's fallback), or its failure. */
function withServerData(fallback: Record<string, unknown>): ReactElement {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>
      <PartnersSection />
    </SWRConfig>
  );
}

const cms = stubbedCmsClient();
beforeEach(() => {
  // The browser's own read never answers here: what the server handed over is what shows.
  cms.stub(() => new Promise(() => undefined));
});

it("shows the CMS's partners in its order: logo at its drawn width, link to their site in a new tab, one line", () => {
  renderInRouter(withServerData({ [partnersQuery.key]: partners }));
  expect(screen.getByRole('heading', { name: 'Nuestros socios tecnológicos' })).toBeInTheDocument();
  const slides = screen.getAllByRole('group');
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 2: Visiona Analytics', '2 de 2: Kora AI']);
  const link = within(slides[0] as HTMLElement).getByRole('link');
  expect(link).toHaveAttribute('href', 'https://visiona-analytics.example/');
  expect(link).toHaveAttribute('target', '_blank');
  const logo = (slides[0] as HTMLElement).querySelector('img');
  expect(logo).toHaveAttribute('src', '/uploads/socios_visiona_a1.webp');
  expect(logo).toHaveAttribute('width', '272');
  expect(logo).toHaveAttribute('height', '64');
  expect(within(slides[0] as HTMLElement).getByText('Analítica de audiencia con visión artificial')).toBeInTheDocument();
});

it('leaves the band out when no partner is published, or the server could not read them (nothing kept)', () => {
  const { unmount } = renderInRouter(withServerData({ [partnersQuery.key]: [] }));
  expect(screen.queryByText('Nuestros socios tecnológicos')).toBeNull();
  unmount();
  renderInRouter(withServerData(failedReadsEntry([partnersQuery.key])));
  expect(screen.queryByText('Nuestros socios tecnológicos')).toBeNull();
});
