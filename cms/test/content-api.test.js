'use strict';

/**
 * End-to-end check of the content service as the site uses it (SPEC §7): starts the real
 * Strapi app on a throwaway SQLite file and a free port, reads every list with the bearer
 * token, checks the site's exact queries and the media they populate, the uploaded files'
 * serving, then restarts on the same file and public dir and checks the seed did not run twice
 * (same rows, same files on disk). Run with `npm test` inside cms/.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const Database = require('better-sqlite3');
const { get, freePort, startCms, stopCms, TOKEN } = require('./helpers');
const { seedMediaInfo } = require('../src/seed');
const { teamMediaInfo } = require('../src/seed/team');
const { logoMediaInfo } = require('../src/seed/site-content');
const { pagesMediaInfo } = require('../src/seed/pages');
const { libraryName } = require('../src/seed/media');

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
  const publicDir = path.join(dir, 'public');
  const env = { PORT: String(await freePort()), DATABASE_FILENAME: path.join(dir, 'data.db'), CMS_PUBLIC_DIR: publicDir, CMS_API_TOKEN: TOKEN };
  const uploadsOnDisk = () => fs.readdirSync(path.join(publicDir, 'uploads')).sort();
  /** Rows of plugin::upload.file, read from the SQLite file (the site's token cannot list them). */
  const fileRows = () => {
    const db = new Database(env.DATABASE_FILENAME, { readonly: true });
    try {
      return db.prepare('SELECT name, mime, alternative_text AS alt, formats, url, width FROM files ORDER BY id').all();
    } finally {
      db.close();
    }
  };
  // The team, the client logos, the partners and the marketing pages seed themselves apart
  // (src/seed/team.js, src/seed/site-content.js, src/seed/pages.js), on the same first start.
  const mediaInfo = new Map([...seedMediaInfo(), ...teamMediaInfo(), ...logoMediaInfo(), ...pagesMediaInfo()]);
  let firstFiles;
  let firstRows;
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
      assert.ok(body.data.some((a) => a.cover === null), 'an article without cover');
      assert.ok(body.data.some((a) => a.cover && a.cover.url.startsWith('/uploads/')));
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
      assert.ok(full.outstandingMedia.some((m) => m.mime.startsWith('video/')));
      assert.ok(full.outstandingMedia.filter((m) => m.mime.startsWith('image/')).length > 1);
      // Seed order kept (images and the video mixed as in the seed data).
      assert.deepEqual(full.outstandingMedia.map((m) => m.name), seed.cases[0].outstandingMedia.map(libraryName));
      assert.equal(full.contentVideo.mime, 'video/webm');
      assert.equal(full.image.mime, 'image/webp');
      assert.equal(full.contentCompanyImage.mime, 'image/webp');
      const minimal = body.data.find((c) => c.highlight && c.highlight.number === null);
      assert.ok(minimal, 'a case without highlight number');
      assert.equal(minimal.outstandingTitle, null);
      assert.equal(minimal.contentVideo, null);
      assert.deepEqual(minimal.outstandingMedia, []);
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
      for (const m of body.data) assert.equal(m.file.mime, 'application/pdf', `${m.title} has its PDF`);
    });

    await t.test('product categories and products', async () => {
      const cats = await get(cms.base, '/api/product-categories');
      assert.deepEqual(cats.body.data.map((c) => c.slug), seed.productCategories.map((c) => c.slug));
      const { body } = await get(cms.base, '/api/products?populate=*');
      assert.equal(body.data.length, seed.products.length);
      for (const slug of seed.productCategories.map((c) => c.slug)) {
        assert.ok(body.data.some((p) => p.categories.some((c) => c.slug === slug)), `a product in ${slug}`);
      }
      assert.ok(body.data.some((p) => p.images.length > 1));
      for (const [i, p] of body.data.entries()) {
        assert.deepEqual(p.images.map((m) => m.name), seed.products[i].images.map(libraryName), `${p.slug}: images in seed order`);
      }
      assert.ok(body.data.some((p) => p.glow === null));
    });

    await t.test("the site's queries answer 200 with their media populated (strictParams on)", async () => {
      const shape = (file, what) => {
        assert.ok(file, `${what} is populated`);
        for (const key of ['url', 'mime', 'name', 'alternativeText', 'width', 'height', 'formats']) assert.ok(key in file, `${what} has ${key}`);
        assert.match(file.url, /^\/uploads\/[^/]+$/, what);
        if (file.mime.startsWith('image/')) {
          assert.ok(file.alternativeText, `${what} has alternative text`);
          assert.ok(file.width > 0 && file.height > 0, `${what} has its size`);
          assert.ok(file.formats && file.formats.thumbnail && file.formats.thumbnail.url.startsWith('/uploads/'), `${what} has formats`);
        }
      };
      const cards = await get(cms.base, '/api/articles?fields[0]=title&fields[1]=slug&fields[2]=description&fields[3]=featured&populate[categories]=true&populate[cover]=true&populate[author][populate][0]=avatar&pagination[page]=1&pagination[pageSize]=12');
      assert.equal(cards.status, 200, JSON.stringify(cards.body));
      assert.equal(cards.body.data.length, Math.min(12, seed.articles.length));
      assert.equal(cards.body.data[0].content, undefined, 'fields limit the answer');
      for (const a of cards.body.data) {
        assert.ok(a.categories.length > 0);
        if (a.cover) shape(a.cover, `${a.slug} cover`);
        if (a.author.avatar) shape(a.author.avatar, `${a.slug} avatar`);
      }
      assert.ok(cards.body.data.some((a) => a.cover === null), 'an article without cover');
      assert.ok(cards.body.data.some((a) => a.author.avatar === null), 'an author without avatar');
      assert.ok(cards.body.data.some((a) => a.author.avatar !== null), 'an author with avatar');

      const slug = seed.articles[1].slug;
      const one = await get(cms.base, `/api/articles?filters[slug][$eq]=${slug}&populate[categories]=true&populate[cover]=true&populate[author][populate][0]=avatar`);
      assert.equal(one.status, 200, JSON.stringify(one.body));
      assert.equal(one.body.data.length, 1);
      assert.match(one.body.data[0].content, /^# /m);
      shape(one.body.data[0].cover, 'cover');
      shape(one.body.data[0].author.avatar, 'avatar');
      assert.equal(one.body.data[0].cover.alternativeText, `Imagen de portada del artículo «${seed.articles[1].title}»`);

      const cases = await get(cms.base, '/api/cases?populate=*');
      assert.equal(cases.status, 200);
      for (const c of cases.body.data) {
        shape(c.image, `${c.company} image`);
        shape(c.contentCompanyImage, `${c.company} company image`);
        c.outstandingMedia.forEach((m, i) => shape(m, `${c.company} outstanding ${i}`));
        if (c.contentVideo) shape(c.contentVideo, `${c.company} video`);
      }
      const materials = await get(cms.base, '/api/materiales?populate=*');
      assert.equal(materials.status, 200);
      for (const m of materials.body.data) shape(m.file, `${m.title} file`);
      const products = await get(cms.base, '/api/products?populate=*');
      assert.equal(products.status, 200);
      for (const p of products.body.data) p.images.forEach((m, i) => shape(m, `${p.slug} image ${i}`));
      assert.equal(products.body.data[0].images[0].alternativeText, `${seed.products[0].name}, imagen 1 de ${seed.products[0].images.length}`);
    });

    await t.test('every uploaded file of the content (formats included) is served without a token, cached as immutable', async () => {
      const lists = await Promise.all(['cases', 'materiales', 'products'].map((p) => get(cms.base, `/api/${p}?populate=*`)));
      const articles = await get(cms.base, '/api/articles?populate[cover]=true&populate[author][populate][0]=avatar');
      const files = [
        ...articles.body.data.flatMap((a) => [a.cover, a.author.avatar]),
        ...lists[0].body.data.flatMap((c) => [c.image, c.contentCompanyImage, c.contentVideo, ...c.outstandingMedia]),
        ...lists[1].body.data.map((m) => m.file),
        ...lists[2].body.data.flatMap((p) => p.images),
      ].filter(Boolean);
      const urls = new Set(files.flatMap((f) => [f.url, ...Object.values(f.formats ?? {}).map((v) => v.url)]));
      assert.ok(urls.size > files.length / 2);
      for (const url of urls) {
        const res = await get(cms.base, url, { token: null });
        assert.equal(res.status, 200, url);
        const type = res.headers.get('content-type');
        const expected = { '.webp': 'image/webp', '.webm': 'video/webm', '.pdf': 'application/pdf' }[path.extname(url)];
        assert.equal(type, expected, `${url} is ${type}`);
        assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable', url);
      }
      assert.equal((await get(cms.base, '/uploads/no-such-file.webp', { token: null })).status, 404);
      assert.equal((await get(cms.base, '/uploads/../../package.json', { token: null })).status, 404);
      assert.equal((await get(cms.base, '/media/blog/medicion-audiencia-privacidad.webp', { token: null })).status, 404, '/media is not served any more');
    });

    await t.test('videos answer byte ranges (206), as browsers request them', async () => {
      const { body } = await get(cms.base, '/api/cases?populate=*');
      const video = body.data.flatMap((c) => c.outstandingMedia).find((m) => m.mime === 'video/webm').url;
      const res = await fetch(`${cms.base}${video}`, { headers: { Range: 'bytes=0-99' } });
      assert.equal(res.status, 206);
      assert.match(res.headers.get('content-range'), /^bytes 0-99\/\d+$/);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await res.arrayBuffer()).byteLength, 100);
    });

    await t.test("the site's settings, client logos and partners: read-only, published, in the editors' order", async () => {
      const settings = await get(cms.base, '/api/site-setting?populate=*');
      assert.equal(settings.status, 200);
      assert.equal(settings.body.data.contactEmail, 'contacto@example.com');
      assert.match(settings.body.data.whatsappUrl, /^https:\/\/wa\.me\//);
      assert.equal(settings.body.data.address.city, 'Santiago de Chile');
      assert.deepEqual(settings.body.data.socialLinks.map((l) => l.network), ['linkedin', 'instagram', 'youtube', 'email']);
      // A single type has no list or entry by id, and the token writes nothing.
      assert.equal((await get(cms.base, '/api/site-settings')).status, 404);
      for (const [method, route] of [['PUT', '/api/site-setting'], ['DELETE', '/api/site-setting'], ['POST', '/api/clients'], ['POST', '/api/partners']]) {
        const res = await fetch(`${cms.base}${route}`, { method, headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: method === 'DELETE' ? undefined : '{"data":{}}' });
        assert.ok([403, 404, 405].includes(res.status), `${method} ${route} answered ${res.status}`);
      }
      const clients = await get(cms.base, '/api/clients?populate=*');
      assert.deepEqual(clients.body.data.map((c) => c.name), require('../src/seed/data/clients').map((c) => c.name));
      assert.ok(clients.body.data.every((c) => c.logo.url.startsWith('/uploads/') && c.logo.alternativeText && c.width >= 230));
      const partners = await get(cms.base, '/api/partners?populate=*');
      assert.deepEqual(partners.body.data.map((p) => p.url), require('../src/seed/data/partners').map((p) => p.url));
      assert.equal((await get(cms.base, `/api/partners/${partners.body.data[0].documentId}?populate=*`)).body.data.name, 'Visiona Analytics');
    });

    await t.test('the seed uploaded each file once, every image with alternative text and formats', () => {
      const rows = fileRows();
      assert.equal(rows.length, mediaInfo.size, 'one upload row per distinct seed file');
      assert.deepEqual(rows.map((r) => r.name).sort(), [...mediaInfo.keys()].map(libraryName).sort());
      for (const row of rows) {
        if (!row.mime.startsWith('image/')) continue;
        assert.ok(row.alt && row.alt.trim().length > 5, `${row.name} has alternative text`);
        const formats = JSON.parse(row.formats);
        assert.ok(formats && formats.thumbnail, `${row.name} has a thumbnail`);
        // Portraits (authors', the team's) and most logos are smaller than the 'small' rendition.
        const small = !['blog-autores-', 'team-', 'clientes-', 'socios-'].some((prefix) => row.name.startsWith(prefix))
          // The pages' thumbnails, cards and logos are narrower than it too.
          && !(row.name.startsWith('pages-') && row.width <= 500);
        if (small) assert.ok(formats.small, `${row.name} has a small format`);
      }
      firstRows = rows;
      firstFiles = uploadsOnDisk();
      const expectedOnDisk = rows.reduce((n, r) => n + 1 + Object.keys(JSON.parse(r.formats) ?? {}).length, 0);
      assert.equal(firstFiles.length, expectedOnDisk, 'each file and format once on disk');
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
      assert.deepEqual(fileRows(), firstRows, 'no new upload rows');
      assert.deepEqual(uploadsOnDisk(), firstFiles, 'no new files on disk');
    });
  } finally {
    await stopCms(cms);
  }
});
