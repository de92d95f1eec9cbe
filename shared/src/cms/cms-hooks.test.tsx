import { render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { SWRConfig } from 'swr';
import { renderToString } from 'react-dom/server';
import { articlesPageQuery } from './cms-queries';
import { useArticlesPage, useCaseById, useTeamMembers } from './cms-hooks';
import { failedReadsEntry } from './failed-reads';
import { okResponse, stubbedCmsClient } from '../../../jest/test-cms-client';

function ArticleTitles() {
  const { item, isLoading, failed } = useArticlesPage(1, null);
  if (isLoading) return <p>Cargando</p>;
  const articles = item?.articles ?? [];
  return (
    <p>
      {failed ? 'falló: ' : ''}
      {articles.length === 0 ? 'vacío' : articles.map((a) => a.title).join(', ')}
    </p>
  );
}

function CaseTitle({ id }: { id: number | null }) {
  const { item, isLoading } = useCaseById(id);
  return <p>{isLoading ? 'Cargando' : (item?.title ?? 'sin caso')}</p>;
}

function renderFresh(ui: React.ReactNode) {
  // A fresh cache per test, and no retries, as on a second failed attempt.
  return render(<SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{ui}</SWRConfig>);
}

const cms = stubbedCmsClient();
afterEach(() => {
  jest.restoreAllMocks();
});

it('shows loading, then the articles', async () => {
  cms.stub(async (config) => okResponse(config, { data: [{ id: 1, slug: 'a', title: 'Primer artículo' }] }));
  renderFresh(<ArticleTitles />);
  expect(screen.getByText('Cargando')).toBeInTheDocument();
  expect(await screen.findByText('Primer artículo')).toBeInTheDocument();
});

it('ends loading with an empty list when the CMS fails (SPEC §8)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  cms.stub((config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)));
  renderFresh(<ArticleTitles />);
  expect(await screen.findByText('falló: vacío')).toBeInTheDocument();
});

it('does not call the CMS for a case it already has', () => {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>();
  cms.stub(adapter);
  renderFresh(<CaseTitle id={null} />);
  expect(screen.getByText('sin caso')).toBeInTheDocument();
  expect(adapter).not.toHaveBeenCalled();
});

describe('a read the server could not answer', () => {
  const failedOnServer = failedReadsEntry([articlesPageQuery(1, null).key]);
  const withServerData = (ui: React.ReactNode) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback: failedOnServer }}>{ui}</SWRConfig>
  );

  it('renders as failed on the server, not loading (no JavaScript needed to end the wait)', () => {
    expect(renderToString(withServerData(<ArticleTitles />)).replace(/<!-- -->/g, '')).toContain('falló: vacío');
  });

  it('renders the same in the browser, then reads again and shows what comes', async () => {
    cms.stub(async (config) => okResponse(config, { data: [{ id: 1, slug: 'a', title: 'De vuelta' }] }));
    render(withServerData(<ArticleTitles />));
    expect(screen.getByText('falló: vacío')).toBeInTheDocument();
    expect(await screen.findByText('De vuelta')).toBeInTheDocument();
  });

  it('does not touch other reads', () => {
    const other = (
      <SWRConfig value={{ provider: () => new Map(), fallback: failedReadsEntry(['cms:/cases']) }}>
        <ArticleTitles />
      </SWRConfig>
    );
    expect(renderToString(other)).toContain('Cargando');
  });
});

describe('useTeamMembers', () => {
  function TeamNames() {
    const { items, isLoading, failed } = useTeamMembers();
    if (isLoading) return <p>Cargando</p>;
    return <p>{failed ? 'falló' : items.map((member) => `${member.name} <${member.email}>`).join(', ') || 'nadie'}</p>;
  }
  const photo = { id: 7, url: '/uploads/retrato_a1.png', mime: 'image/png', width: 240, height: 240, alternativeText: 'Retrato' };

  it('reads the team in the CMS’s order, leaving out a person without e-mail or photo', async () => {
    const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) =>
      okResponse(config, {
        data: [
          { id: 2, name: 'Diego Herrera', email: 'diego.herrera@example.com', photo },
          { id: 1, name: 'Sin Correo', email: null, photo },
          { id: 3, name: 'Sin Foto', email: 'sin.foto@example.com', photo: null },
          { id: 4, name: 'Carolina Muñoz', email: 'carolina.munoz@example.com', photo },
        ],
      }),
    );
    cms.stub(adapter);
    renderFresh(<TeamNames />);
    expect(await screen.findByText('Diego Herrera <diego.herrera@example.com>, Carolina Muñoz <carolina.munoz@example.com>')).toBeInTheDocument();
    expect(cms.client.getUri(adapter.mock.calls[0]?.[0])).toMatch(/\/api\/team-members\?populate=\*$/);
  });

  it('ends with no one and failed when the CMS fails (SPEC §8)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    cms.stub((config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)));
    renderFresh(<TeamNames />);
    expect(await screen.findByText('falló')).toBeInTheDocument();
  });
});
