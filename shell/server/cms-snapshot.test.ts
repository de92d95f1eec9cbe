import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CmsUnavailableError, createCmsReader } from './cms-reader';
import { readSnapshot } from './cms-snapshot';
import { standIn, type StandIn } from './test-support/test-site';

// A server started while Strapi is down (CMS_SNAPSHOT_FILE): it answers with what the last
// server read, and asks Strapi first whenever Strapi answers.

let cmsDown = false;
let title = 'Publicado';
let cms: StandIn;
let dir: string;

beforeAll(async () => {
  cms = await standIn((_req, res) => {
    if (cmsDown) return void res.writeHead(503).end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: [{ title }], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } }));
  });
});
afterAll(() => cms.close());
beforeEach(() => {
  cmsDown = false;
  title = 'Publicado';
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-snapshot-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const readerAt = (snapshotFile: string, staleMs = 60_000) =>
  createCmsReader({ cmsOrigin: new URL(cms.url), token: 't', timeoutMs: 2_000, freshMs: 15_000, staleMs, maxEntries: 10, snapshotFile });

it('a server started while Strapi is down answers with what the last one read', async () => {
  const file = path.join(dir, 'lecturas.json');
  const first = readerAt(file);
  expect((await first.read('articles', { 'pagination[page]': '1' })).data).toEqual([{ title: 'Publicado' }]);
  first.flush();

  cmsDown = true;
  const started = readerAt(file);
  expect((await started.read('articles', { 'pagination[page]': '1' })).data).toEqual([{ title: 'Publicado' }]);
  // What it never read, it does not have.
  await expect(started.read('articles', { 'pagination[page]': '2' })).rejects.toBeInstanceOf(CmsUnavailableError);
});

it('asks Strapi first whenever it answers, and keeps no answer older than the stale window', async () => {
  const file = path.join(dir, 'lecturas.json');
  const first = readerAt(file);
  await first.read('articles', {});
  first.flush();

  title = 'Editado';
  expect((await readerAt(file).read('articles', {})).data).toEqual([{ title: 'Editado' }]);
  expect(readSnapshot(file, { freshMs: 15_000, staleMs: 60_000, now: Date.now() + 61_000 })).toEqual([]);
});

it('starts with nothing from a file missing or not its own', async () => {
  const file = path.join(dir, 'lecturas.json');
  fs.writeFileSync(file, '{"version":2}');
  cmsDown = true;
  await expect(readerAt(file).read('articles', {})).rejects.toBeInstanceOf(CmsUnavailableError);
  await expect(readerAt(path.join(dir, 'no-existe.json')).read('articles', {})).rejects.toBeInstanceOf(CmsUnavailableError);
});
