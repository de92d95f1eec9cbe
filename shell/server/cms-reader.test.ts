import http from 'node:http';
import { CmsUnavailableError, createCmsReader } from './cms-reader';
import { serveDuringFile } from './test-support/local-server';

// A real local HTTP server stands in for Strapi: up, down, or never answering (a timeout that no
// load on the machine can turn into an answer, nor a quick answer into a timeout).
let mode: 'up' | 'error' | 'slow' = 'up';
let requests = 0;
const server = http.createServer((req, res) => {
  requests += 1;
  if (mode === 'error') {
    res.writeHead(500).end('{}');
    return;
  }
  const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ id: requests, auth: req.headers.authorization }], meta: { pagination: { pageCount: 2, total: 13 } } }));
  if (mode !== 'slow') answer();
});

const origin = serveDuringFile(server);
beforeEach(() => {
  mode = 'up';
  requests = 0;
});

const reader = (freshMs: number, staleMs = 60_000) =>
  createCmsReader({ cmsOrigin: origin(), token: 'secreto', timeoutMs: 1_000, freshMs, staleMs, maxEntries: 10 });

it('reads a page with the token and keeps it while fresh', async () => {
  const cms = reader(60_000);
  const first = await cms.read('articles', { 'fields[0]': 'slug' });
  expect(first).toEqual({ data: [{ id: 1, auth: 'Bearer secreto' }], pageCount: 2, total: 13 });
  await cms.read('articles', { 'fields[0]': 'slug' });
  expect(requests).toBe(1);
});

it('asks once for concurrent reads of the same query', async () => {
  const cms = reader(0);
  await Promise.all([cms.read('cases', {}), cms.read('cases', {}), cms.read('cases', {})]);
  expect(requests).toBe(1);
});

it('serves the last good answer while the CMS fails, within the stale window', async () => {
  const cms = reader(0);
  const good = await cms.read('articles', {});
  mode = 'error';
  expect(await cms.read('articles', {})).toEqual(good);
  mode = 'slow';
  expect(await cms.read('articles', {})).toEqual(good);
});

it('fails clearly when it has nothing to fall back on, or the answer is too old', async () => {
  mode = 'error';
  await expect(reader(0).read('articles', {})).rejects.toBeInstanceOf(CmsUnavailableError);
  mode = 'up';
  const cms = reader(0, 1);
  await cms.read('products', {});
  await new Promise((resolve) => setTimeout(resolve, 5));
  mode = 'slow';
  await expect(cms.read('products', {})).rejects.toBeInstanceOf(CmsUnavailableError);
});

it('says how each read was answered: fresh, stale while the CMS fails, or failed', async () => {
  const outcomes: string[] = [];
  const cms = createCmsReader({ cmsOrigin: origin(), token: 'secreto', timeoutMs: 1_000, freshMs: 0, staleMs: 60_000, maxEntries: 10, onRead: (outcome) => outcomes.push(outcome) });
  await cms.read('articles', {});
  mode = 'error';
  await cms.read('articles', {});
  await expect(cms.read('cases', {})).rejects.toBeInstanceOf(CmsUnavailableError);
  expect(outcomes).toEqual(['fresh', 'stale', 'failed']);
});
