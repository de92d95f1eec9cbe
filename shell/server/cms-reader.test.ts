import http from 'node:http';
import { CmsUnavailableError, createCmsReader } from './cms-reader';
import { serveDuringFile } from './test-support/local-server';

// A real local HTTP server stands in for Strapi: up, down, or never answering (a timeout that no
// load on the machine can turn into an answer, nor a quick answer into a timeout).
let mode: 'up' | 'error' | 'slow' | 'held' = 'up';
let requests = 0;
/** In 'held' mode, the answers wait until the test sends them. */
let held: Array<() => void> = [];
let siteSettingsPublished = true;
const server = http.createServer((req, res) => {
  requests += 1;
  if (mode === 'error') {
    res.writeHead(500).end('{}');
    return;
  }
  const id = requests;
  // A single type: its one entry, or 404 while none is published.
  if (req.url?.startsWith('/api/site-setting')) {
    if (siteSettingsPublished) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { id, contactEmail: 'hola@example.com' }, meta: {} }));
    else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"data":null,"error":{"status":404}}');
    return;
  }
  const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ id, auth: req.headers.authorization }], meta: { pagination: { pageCount: 2, total: 13 } } }));
  if (mode === 'held') held.push(answer);
  else if (mode !== 'slow') answer();
});

const origin = serveDuringFile(server);
beforeEach(() => {
  mode = 'up';
  requests = 0;
  held = [];
  siteSettingsPublished = true;
});

const reader = (freshMs: number, staleMs = 60_000, maxEntries = 10) =>
  createCmsReader({ cmsOrigin: origin(), token: 'secreto', timeoutMs: 1_000, freshMs, staleMs, maxEntries });

/** Until the test server has received `count` requests. */
async function requestsReach(count: number): Promise<void> {
  while (requests < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

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

it('asks Strapi again after clear(), and keeps what it read to answer while Strapi fails', async () => {
  const cms = reader(60_000, 120_000);
  const before = await cms.read('articles', {});
  cms.clear();
  const after = await cms.read('articles', {});
  expect(requests).toBe(2);
  expect(after).not.toEqual(before);
  expect(await cms.read('articles', {})).toEqual(after);
  cms.clear();
  mode = 'error';
  expect(await cms.read('articles', {})).toEqual(after);
});

it('keeps no answer asked for before clear(): it reaches the reads that waited on it, and the next read asks again', async () => {
  const cms = reader(60_000);
  mode = 'held';
  const before = cms.read('articles', {});
  await requestsReach(1);
  cms.clear();
  const after = cms.read('articles', {});
  await requestsReach(2);
  held.forEach((answer) => answer());
  expect((await before).data[0]?.id).toBe(1);
  expect((await after).data[0]?.id).toBe(2);
  expect((await cms.read('articles', {})).data[0]?.id).toBe(2);
  expect(requests).toBe(2);
});

it('keeps maxEntries answers, the oldest read going first, and a failed read of a new query pushes none out', async () => {
  const cms = reader(60_000, 60_000, 2);
  await cms.read('articles', {});
  await cms.read('cases', {});
  mode = 'error';
  await expect(cms.read('products', {})).rejects.toBeInstanceOf(CmsUnavailableError);
  mode = 'up';
  expect((await cms.read('articles', {})).data[0]?.id).toBe(1);
  expect((await cms.read('cases', {})).data[0]?.id).toBe(2);
  await cms.read('products', {});
  expect((await cms.read('cases', {})).data[0]?.id).toBe(2);
  expect((await cms.read('articles', {})).data[0]?.id).toBe(5);
});

it("reads a single type's entry as a list of one, and none while it is unpublished (an answer, kept, not a failure)", async () => {
  const cms = reader(0);
  expect(await cms.read('site-setting', { populate: '*' })).toEqual({ data: [{ id: 1, contactEmail: 'hola@example.com' }], pageCount: 1, total: 1 });
  siteSettingsPublished = false;
  expect(await cms.read('site-setting', { populate: '*' })).toEqual({ data: [], pageCount: 1, total: 0 });
  // Kept like any answer: while Strapi then fails, the reader still says "none".
  mode = 'error';
  expect(await cms.read('site-setting', { populate: '*' })).toEqual({ data: [], pageCount: 1, total: 0 });
});
