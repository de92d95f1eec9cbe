import { createPageCache } from './page-cache';
import type { RenderedDocument } from './render-page';

function page(html: string, cacheable = true, status = 200): RenderedDocument {
  return { status, headers: {}, html, noncePlaceholder: 'N', cacheable, partsFailed: false, cmsComplete: true, deferredStyles: null };
}

function clock() {
  // Not 0: lru-cache reads a page stored at time 0 as one without a deadline.
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

it('renders a page once for a burst of visitors, and once per key', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10 }, time.now);
  let renders = 0;
  const render = async () => page(`<p>${(renders += 1)}</p>`);
  const burst = await Promise.all(Array.from({ length: 20 }, () => cache.get('/blog', render)));
  expect(new Set(burst.map((d) => d.html))).toEqual(new Set(['<p>1</p>']));
  await cache.get('/blog?pagina=2', render);
  expect(renders).toBe(2);
});

it('serves a stale page at once while one new render runs, and never past the maximum age', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10 }, time.now);
  let renders = 0;
  let finish: () => void = () => undefined;
  // Each render waits until the test lets it finish.
  const render = () => {
    renders += 1;
    const html = `v${renders}`;
    return new Promise<RenderedDocument>((resolve) => (finish = () => resolve(page(html))));
  };
  const first = cache.get('/', render);
  finish();
  expect((await first).html).toBe('v1');
  time.advance(4_999);
  expect((await cache.get('/', render)).html).toBe('v1');
  expect(renders).toBe(1);
  time.advance(2);
  expect((await cache.get('/', render)).html).toBe('v1');
  expect((await cache.get('/', render)).html).toBe('v1');
  expect(renders).toBe(2);
  finish();
  await new Promise((resolve) => setImmediate(resolve));
  expect((await cache.get('/', render)).html).toBe('v2');
  time.advance(30_000);
  const late = cache.get('/', render);
  finish();
  expect((await late).html).toBe('v3');
});

it('keeps no error page, and nothing when the cache is off', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10 }, time.now);
  let renders = 0;
  await cache.get('/blog', async () => page(`e${(renders += 1)}`, false, 503));
  await cache.get('/blog', async () => page(`e${(renders += 1)}`, false, 503));
  expect(renders).toBe(2);
  expect(cache.size).toBe(0);

  const off = createPageCache({ freshMs: 5_000, maxAgeMs: 0, maxEntries: 10 }, time.now);
  await off.get('/', async () => page('a'));
  expect((await off.get('/', async () => page('b'))).html).toBe('b');
});

it('drops the least recently used page past its bound', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 2 }, time.now);
  await cache.get('/a', async () => page('a'));
  await cache.get('/b', async () => page('b'));
  await cache.get('/a', async () => page('a2'));
  await cache.get('/c', async () => page('c'));
  expect(cache.size).toBe(2);
  expect((await cache.get('/a', async () => page('a3'))).html).toBe('a');
  expect((await cache.get('/b', async () => page('b2'))).html).toBe('b2');
});

it('passes a failed render on to the visitor and tries again next time', async () => {
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10 });
  await expect(cache.get('/', () => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
  expect((await cache.get('/', async () => page('ok'))).html).toBe('ok');
});

it('says what each lookup found: a fresh page, a stale one (while it renders again) or none', async () => {
  const time = clock();
  const lookups: string[] = [];
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10, onLookup: (result) => lookups.push(result) }, time.now);
  const render = async () => page('<p>inicio</p>');
  await cache.get('/', render);
  await cache.get('/', render);
  time.advance(6_000);
  await cache.get('/', render);
  expect(lookups).toEqual(['miss', 'fresh', 'stale']);
});

it('shares a render that is not kept among the visitors waiting on it, and keeps serving the stale page meanwhile', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10 }, time.now);
  let renders = 0;
  const failing = async () => page(`e${(renders += 1)}`, false, 503);
  const burst = await Promise.all(Array.from({ length: 5 }, () => cache.get('/blog', failing)));
  expect(burst.map((d) => d.html)).toEqual(['e1', 'e1', 'e1', 'e1', 'e1']);

  await cache.get('/', async () => page('bueno'));
  time.advance(6_000);
  expect((await cache.get('/', failing)).html).toBe('bueno');
  await new Promise((resolve) => setImmediate(resolve));
  expect((await cache.get('/', failing)).html).toBe('bueno');
  expect(renders).toBe(3);
});

it('forgets every page on clear(), keeps no render started before it, and still renders a key once after it', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5_000, maxAgeMs: 30_000, maxEntries: 10 }, time.now);
  await cache.get('/a', async () => page('a'));
  cache.clear();
  expect(cache.size).toBe(0);
  expect((await cache.get('/a', async () => page('a2'))).html).toBe('a2');

  let renders = 0;
  const finishers: Array<() => void> = [];
  const render = () => {
    renders += 1;
    const html = `v${renders}`;
    return new Promise<RenderedDocument>((resolve) => finishers.push(() => resolve(page(html))));
  };
  const before = cache.get('/b', render);
  cache.clear();
  const after = cache.get('/b', render);
  finishers[0]!();
  expect((await before).html).toBe('v1');
  // The render started after clear() is still the one a visitor waits on.
  const alsoAfter = cache.get('/b', render);
  expect(renders).toBe(2);
  finishers[1]!();
  expect((await after).html).toBe('v2');
  expect((await alsoAfter).html).toBe('v2');
  expect((await cache.get('/b', render)).html).toBe('v2');
  expect(renders).toBe(2);
});
