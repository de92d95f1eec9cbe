import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { runCmsQuery } from './cms-api';
import { articlesQuery, caseByIdQuery } from './cms-queries';
import { CmsError, cmsClient } from './cms-client';

// Unit tests stub HTTP at axios' adapter; the real Strapi is exercised end to end.
function answer(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

const requests: InternalAxiosRequestConfig[] = [];
const originalAdapter = cmsClient.defaults.adapter;

beforeEach(() => {
  requests.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cmsClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

function stub(adapter: AxiosAdapter): void {
  cmsClient.defaults.adapter = (config) => {
    requests.push(config);
    return adapter(config);
  };
}

it('calls the same origin with no credential and a 10 s timeout', async () => {
  stub(answer(200, { data: [] }));
  await runCmsQuery(articlesQuery);
  expect(requests[0]).toMatchObject({ baseURL: '/api', url: '/articles', timeout: 10_000, params: { populate: '*' } });
  expect(requests[0]?.headers.Authorization).toBeUndefined();
});

it('reads the items from data.data and leaves out unusable ones', async () => {
  stub(answer(200, { data: [{ id: 1, slug: 'a', title: 'A' }, { id: 2, title: 'sin slug' }, null], meta: {} }));
  expect((await runCmsQuery(articlesQuery)).map((a) => a.slug)).toEqual(['a']);
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
  const failure = runCmsQuery(articlesQuery);
  await expect(failure).rejects.toBeInstanceOf(CmsError);
  await expect(failure).rejects.toMatchObject({ status });
  expect(console.warn).toHaveBeenCalledTimes(1);
});
