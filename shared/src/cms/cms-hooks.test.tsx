import { render, screen } from '@testing-library/react';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { AxiosError } from 'axios';
import { SWRConfig } from 'swr';
import { loadCmsClient } from './cms-client';
import { useArticlesPage, useCaseById } from './cms-hooks';

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

let cmsClient: AxiosInstance;
let originalAdapter: AxiosInstance['defaults']['adapter'];
beforeAll(async () => {
  cmsClient = await loadCmsClient();
  originalAdapter = cmsClient.defaults.adapter;
});
afterEach(() => {
  cmsClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

it('shows loading, then the articles', async () => {
  cmsClient.defaults.adapter = (async (config) => ({
    data: { data: [{ id: 1, slug: 'a', title: 'Primer artículo' }] },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  })) as AxiosAdapter;
  renderFresh(<ArticleTitles />);
  expect(screen.getByText('Cargando')).toBeInTheDocument();
  expect(await screen.findByText('Primer artículo')).toBeInTheDocument();
});

it('ends loading with an empty list when the CMS fails (SPEC §8)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  cmsClient.defaults.adapter = (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
  renderFresh(<ArticleTitles />);
  expect(await screen.findByText('falló: vacío')).toBeInTheDocument();
});

it('does not call the CMS for a case it already has', () => {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>();
  cmsClient.defaults.adapter = adapter;
  renderFresh(<CaseTitle id={null} />);
  expect(screen.getByText('sin caso')).toBeInTheDocument();
  expect(adapter).not.toHaveBeenCalled();
});
