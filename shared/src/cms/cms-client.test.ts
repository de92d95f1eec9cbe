import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { runCmsQuery } from './cms-api';
import { articleBySlugQuery, articlesPageQuery, caseByIdQuery, categoriesQuery, productsQuery } from './cms-queries';
import { CmsError } from './cms-client';
import { stubbedCmsClient } from '../../../jest/test-cms-client';

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

const requests: InternalAxiosRequestConfig[] = [];
const cms = stubbedCmsClient();

beforeEach(() => {
  requests.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

function stub(adapter: AxiosAdapter): void {
  cms.stub((config) => {
    requests.push(config);
    return adapter(config);
  });
}

it('calls the same origin with no credential and a 10 s timeout', async () => {
  stub(answer(200, { data: [] }));
  await runCmsQuery(productsQuery);
  expect(requests[0]).toMatchObject({ baseURL: '/api', url: '/products', timeout: 10_000, params: { populate: '*' } });
  expect(requests[0]?.headers.Authorization).toBeUndefined();
});

it('reads the items from data.data and leaves out unusable ones', async () => {
  stub(answer(200, { data: [{ id: 1, slug: 'a', title: 'A' }, { id: 2, title: 'sin slug' }, null], meta: {} }));
  const page = await runCmsQuery(articlesPageQuery(1));
  expect(page.articles.map((a) => a.slug)).toEqual(['a']);
});

it('asks a page of article cards for the card fields only, in a category, and reads the pagination', async () => {
  stub(answer(200, { data: [{ id: 3, slug: 'c', title: 'C', content: '# no pedido' }], meta: { pagination: { page: 2, pageSize: 12, pageCount: 4, total: 40 } } }));
  const page = await runCmsQuery(articlesPageQuery(2, 'Retail'));
  expect(page).toMatchObject({ pageCount: 4, total: 40 });
  expect(page.articles[0]).not.toHaveProperty('content');
  expect(requests[0]?.params).toMatchObject({
    'fields[0]': 'title',
    'populate[categories]': 'true',
    'populate[cover]': 'true',
    'populate[author][populate][0]': 'avatar',
    'filters[categories][name][$eq]': 'Retail',
    'pagination[page]': '2',
    'pagination[pageSize]': '12',
  });
  expect(Object.values(requests[0]?.params as Record<string, string>)).not.toContain('content');
});

it('counts one page holding what came when the answer has no pagination', async () => {
  stub(answer(200, { data: [{ id: 1, slug: 'a', title: 'A' }] }));
  expect(await runCmsQuery(articlesPageQuery(1))).toMatchObject({ pageCount: 1, total: 1 });
});

it('asks for one article by its slug, whole, and gives null when there is none', async () => {
  stub(answer(200, { data: [{ id: 5, slug: 'hola', title: 'Hola', content: '# Hola' }] }));
  expect((await runCmsQuery(articleBySlugQuery('hola')))?.content).toBe('# Hola');
  expect(requests[0]?.params).toEqual({
    'filters[slug][$eq]': 'hola',
    'populate[categories]': 'true',
    'populate[cover]': 'true',
    'populate[author][populate][0]': 'avatar',
  });
  stub(answer(200, { data: [] }));
  expect(await runCmsQuery(articleBySlugQuery('otra'))).toBeNull();
});

it('asks for one case with filters[id][$eq] and takes the first item', async () => {
  stub(answer(200, { data: [{ id: 8, title: 'Zapatillas' }] }));
  expect((await runCmsQuery(caseByIdQuery(8)))?.title).toBe('Zapatillas');
  expect(requests[0]?.params).toEqual({ 'filters[id][$eq]': '8', populate: '*' });
});

it('gives null for an unknown case id', async () => {
  stub(answer(200, { data: [] }));
  expect(await runCmsQuery(caseByIdQuery(999))).toBeNull();
});

it.each([
  ['an HTTP error', answer(502, { error: 'caído' }), 502],
  ['a body without data', answer(200, { error: 'raro' }), 200],
  ['a network failure', () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')), null],
])('turns %s into a logged CmsError', async (_name, adapter, status) => {
  stub(adapter);
  const failure = runCmsQuery(categoriesQuery);
  await expect(failure).rejects.toBeInstanceOf(CmsError);
  await expect(failure).rejects.toMatchObject({ status });
  expect(console.warn).toHaveBeenCalledTimes(1);
});
