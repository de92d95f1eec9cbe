'use strict';

/**
 * End-to-end check of the content service as the site uses it (SPEC §7): starts the real
 * Strapi app on a throwaway SQLite file and a free port, reads every list with the bearer
 * token, checks access without it, then restarts on the same file and checks the seed did not
 * run twice. Run with `npm test` inside cms/ (node's test runner, about 20 s).
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { get, freePort, startCms, stopCms, TOKEN } = require('./helpers');

const seed = {
  categories: require('../src/seed/data/categories'),
  articles: require('../src/seed/data/articles'),
  cases: require('../src/seed/data/cases'),
  materials: require('../src/seed/data/materials'),
  productCategories: require('../src/seed/data/product-categories'),
  products: require('../src/seed/data/products'),
};

test('content service answers every call of SPEC §7 with the seed, and seeds once', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const env = { PORT: String(await freePort()), DATABASE_FILENAME: path.join(dir, 'data.db'), CMS_API_TOKEN: TOKEN };
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));

  let cms = await startCms(env);
  try {
    await t.test('no token: 401; wrong token: 401; write: 405', async () => {
      assert.equal((await get(cms.base, '/api/articles?populate=*', { token: null })).status, 401);
      assert.equal((await get(cms.base, '/api/articles', { token: 'x'.repeat(64) })).status, 401);
      const res = await fetch(`${cms.base}/api/articles`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } });
      assert.equal(res.status, 405);
    });

    await t.test('unknown query parameters are rejected (strictParams)', async () => {
      assert.equal((await get(cms.base, '/api/articles?unknown=1')).status, 400);
    });

    await t.test('articles: all published, one featured, slugs, author and categories populated', async () => {
      const { status, body } = await get(cms.base, '/api/articles?populate=*');
      assert.equal(status, 200);
      assert.equal(body.data.length, seed.articles.length);
      assert.equal(body.data.filter((a) => a.featured).length, 1);
      assert.deepEqual(body.data.map((a) => a.slug), seed.articles.map((a) => a.slug));
      assert.ok(body.data.some((a) => a.coverUrl === null));
      assert.ok(body.data.some((a) => a.author && a.author.avatarUrl === null));
      for (const a of body.data) {
        assert.ok(a.author.name, `${a.slug} has an author`);
        assert.ok(a.categories.length > 0, `${a.slug} has categories`);
        assert.ok(a.publishedAt, `${a.slug} is published`);
        assert.match(a.content, /^# /m);
      }
    });

    await t.test("categories: 'todos' first", async () => {
      const { body } = await get(cms.base, '/api/categories');
      assert.deepEqual(body.data.map((c) => c.name), seed.categories.map((c) => c.name));
      assert.equal(body.data[0].name, 'todos');
    });

    await t.test('cases: list with components, and detail by id filter', async () => {
      const { body } = await get(cms.base, '/api/cases?populate=*');
      assert.equal(body.data.length, seed.cases.length);
      const full = body.data[0];
      assert.ok(full.highlight.number > 0);
      assert.ok(full.outstandingMedia.some((m) => /\.(webm|mp4)$/.test(m.url)));
      assert.ok(full.outstandingMedia.filter((m) => m.url.endsWith('.webp')).length > 1);
      const minimal = body.data.find((c) => c.highlight && c.highlight.number === null);
      assert.ok(minimal, 'a case without highlight number');
      assert.equal(minimal.outstandingTitle, null);
      assert.equal(minimal.contentVideoUrl, null);
      assert.deepEqual(minimal.contentResults, []);

      const one = await get(cms.base, `/api/cases?filters[id][$eq]=${full.id}&populate=*`);
      assert.equal(one.status, 200);
      assert.equal(one.body.data.length, 1);
      assert.equal(one.body.data[0].title, full.title);
      assert.equal(one.body.data[0].contentChallenges.length, full.contentChallenges.length);
    });

    await t.test('materiales: with categories, one in Experiencia al Cliente', async () => {
      const { body } = await get(cms.base, '/api/materiales?populate=*');
      assert.equal(body.data.length, seed.materials.length);
      assert.ok(body.data.some((m) => m.categories.some((c) => c.name === 'Experiencia al Cliente')));
    });

    await t.test('product categories and products', async () => {
      const cats = await get(cms.base, '/api/product-categories');
      assert.deepEqual(cats.body.data.map((c) => c.slug), seed.productCategories.map((c) => c.slug));
      const { body } = await get(cms.base, '/api/products?populate=*');
      assert.equal(body.data.length, seed.products.length);
      for (const slug of seed.productCategories.map((c) => c.slug)) {
        assert.ok(body.data.some((p) => p.categories.some((c) => c.slug === slug)), `a product in ${slug}`);
      }
      assert.ok(body.data.some((p) => p.imagesUrl.length > 1));
      assert.ok(body.data.some((p) => p.glow === null));
    });

    await t.test('every /media URL of the content is served, without a token', async () => {
      const lists = await Promise.all(['articles', 'cases', 'products'].map((p) => get(cms.base, `/api/${p}?populate=*`)));
      const materials = await get(cms.base, '/api/materiales');
      const urls = new Set([
        ...lists[0].body.data.flatMap((a) => [a.coverUrl, a.author.avatarUrl]),
        ...lists[1].body.data.flatMap((c) => [c.imageUrl, c.contentCompanyImageUrl, c.contentVideoUrl, ...c.outstandingMedia.map((m) => m.url)]),
        ...lists[2].body.data.flatMap((p) => p.imagesUrl.map((i) => i.url)),
        ...materials.body.data.map((m) => m.downloadUrl),
      ].filter(Boolean));
      for (const url of urls) {
        const res = await get(cms.base, url, { token: null });
        assert.equal(res.status, 200, url);
        const type = res.headers.get('content-type');
        const expected = { '.webp': 'image/webp', '.webm': 'video/webm', '.pdf': 'application/pdf' }[path.extname(url)];
        assert.equal(type, expected, `${url} is ${type}`);
      }
    });

    await t.test('videos answer byte ranges (206), as browsers request them', async () => {
      const { body } = await get(cms.base, '/api/cases?populate=*');
      const video = body.data.flatMap((c) => c.outstandingMedia.map((m) => m.url)).find((u) => u.endsWith('.webm'));
      const res = await fetch(`${cms.base}${video}`, { headers: { Range: 'bytes=0-99' } });
      assert.equal(res.status, 206);
      assert.match(res.headers.get('content-range'), /^bytes 0-99\/\d+$/);
      assert.equal((await res.arrayBuffer()).byteLength, 100);
    });
  } finally {
    await stopCms(cms);
  }

  cms = await startCms(env);
  try {
    await t.test('a second start on the same database does not seed again', async () => {
      const counts = await Promise.all(['articles', 'categories', 'cases', 'materiales', 'product-categories', 'products'].map(async (p) => (await get(cms.base, `/api/${p}`)).body.data.length));
      assert.deepEqual(counts, [seed.articles, seed.categories, seed.cases, seed.materials, seed.productCategories, seed.products].map((l) => l.length));
      assert.match(cms.output(), /nothing to seed/);
    });
  } finally {
    await stopCms(cms);
  }
});
