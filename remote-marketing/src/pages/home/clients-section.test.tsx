import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { clientLogosQuery, type ClientLogo } from '@site/shared/cms';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { stubbedCmsClient } from '@site/shared/cms/test-cms-client';
import { testMedia } from '@site/shared/cms/test-media';
import { renderInRouter } from '../../sections/test-utils';
import { ClientsSection } from './home-below-fold';

const clients: ClientLogo[] = [
  { id: 1, name: 'Andesmart Supermercados', width: 230, logo: testMedia('/uploads/clientes_andesmart_a1.webp', { width: 460, height: 128 }) },
  { id: 2, name: 'Clínica Lumbre', width: 230, logo: testMedia('/uploads/clientes_clinica_lumbre_b2.webp', { width: 460, height: 128 }) },
];

function withServerData(fallback: Record<string, unknown>): ReactElement {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>
      <ClientsSection />
    </SWRConfig>
  );
}

const cms = stubbedCmsClient();
beforeEach(() => {
  cms.stub(() => new Promise(() => undefined));
});

it("shows the CMS's client logos in its order, each named by its brand, with its box reserved (64 px high)", () => {
  renderInRouter(withServerData({ [clientLogosQuery.key]: clients }));
  const band = screen.getByRole('region', { name: 'Empresas que confían en nosotros' });
  const logos = within(band).getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Andesmart Supermercados', 'Clínica Lumbre']);
  expect(logos[0]).toHaveAttribute('src', '/uploads/clientes_andesmart_a1.webp');
  expect(logos[0]).toHaveAttribute('width', '230');
  expect(logos[0]).toHaveAttribute('height', '64');
  expect(logos[0]).toHaveAttribute('loading', 'lazy');
});

it('leaves the band out, heading included, when there are no logos or the server could not read them', () => {
  const { unmount } = renderInRouter(withServerData({ [clientLogosQuery.key]: [] }));
  expect(screen.queryByText('Empresas que confían en nosotros')).toBeNull();
  unmount();
  renderInRouter(withServerData(failedReadsEntry([clientLogosQuery.key])));
  expect(screen.queryByText('Empresas que confían en nosotros')).toBeNull();
});
