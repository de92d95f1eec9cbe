import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { clientLogosQuery, type ClientLogo, type MarketingPageEntry } from '@site/shared/cms';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { testMedia } from '../../../../jest/test-media';
import { CmsPageBlocks } from '../../blocks/cms-page-blocks';
import { loadAllViews } from '../../../../jest/lazy-views';
import { renderInRouter } from '../../../../jest/render-in-router';

const clients: ClientLogo[] = [
  { id: 1, name: 'Andesmart Supermercados', width: 230, logo: testMedia('/uploads/clientes_andesmart_a1.webp', { width: 460, height: 128 }) },
  { id: 2, name: 'Clínica Lumbre', width: 230, logo: testMedia('/uploads/clientes_clinica_lumbre_b2.webp', { width: 460, height: 128 }) },
];

/** The home's client-logos block (its frame as the seed gives it): the wall draws the CMS's Clientes. */
const entry: MarketingPageEntry = {
  documentId: 'abcdefghijklmnopqrstuvwx',
  path: '/',
  title: 'Inicio',
  seo: { metaTitle: 'Inicio', metaDescription: '', keywords: null, socialImage: null, noindex: false },
  blocks: [
    {
      component: 'blocks.client-logos',
      id: 1,
      fields: { anchor: 'clientes', eyebrow: 'Clientes', title: 'Empresas que confían en nosotros' },
    },
  ],
};

function withServerData(fallback: Record<string, unknown>): ReactElement {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>
      <CmsPageBlocks entry={entry} />
    </SWRConfig>
  );
}

// The wall is a chunk of its own in the browser: in before drawing.
beforeAll(() => loadAllViews());

const cms = stubbedCmsClient();
beforeEach(() => {
  cms.stub(() => new Promise(() => undefined));
});

it("shows the CMS's client logos in its order, each named by its brand, with its box reserved (64 px high)", async () => {
  renderInRouter(withServerData({ [clientLogosQuery.key]: clients }));
  await act(() => Promise.resolve());
  const band = screen.getByRole('region', { name: 'Empresas que confían en nosotros' });
  const logos = within(band).getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Andesmart Supermercados', 'Clínica Lumbre']);
  expect(logos[0]).toHaveAttribute('src', '/uploads/clientes_andesmart_a1.webp');
  expect(logos[0]).toHaveAttribute('width', '230');
  expect(logos[0]).toHaveAttribute('height', '64');
  expect(logos[0]).toHaveAttribute('loading', 'lazy');
});

it('leaves the band out, heading included, when there are no logos or the server could not read them', async () => {
  const { unmount } = renderInRouter(withServerData({ [clientLogosQuery.key]: [] }));
  await act(() => Promise.resolve());
  expect(screen.queryByText('Empresas que confían en nosotros')).toBeNull();
  unmount();
  renderInRouter(withServerData(failedReadsEntry([clientLogosQuery.key])));
  await act(() => Promise.resolve());
  expect(screen.queryByText('Empresas que confían en nosotros')).toBeNull();
});
