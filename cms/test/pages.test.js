'use strict';

/**
 * The marketing pages as the site reads them: the real app started on a throwaway SQLite file
 * seeds the twelve pages, published, and the site's token finds each by its path with its SEO,
 * its menus and its blocks in order, every image uploaded with its alternative text; a database
 * that has content but no pages gets them at its next start. The site's token cannot write.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const Database = require('better-sqlite3');
const { get, freePort, startCms, stopCms, TOKEN } = require('./helpers');
const pages = require('../src/seed/data/pages');
const { libraryName } = require('../src/seed/media');

/**
 * A page as the site reads it: by its path, whole (`populate=pagina`, which the page's controller
 * turns into every component, block and media of the page: src/pages/page-populate.js).
 */
const pageQuery = (pagePath) => `/api/pages?filters[path][$eq]=${encodeURIComponent(pagePath)}&populate=pagina`;

/** The seed's media values ({ file, alt }) paired with what the API answered at the same place. */
function mediaPairs(seeded, answered, where, pairs = []) {
  if (seeded && typeof seeded === 'object' && typeof seeded.file === 'string' && Object.keys(seeded).every((k) => k === 'file' || k === 'alt')) {
    pairs.push({ where, seeded, answered });
  } else if (Array.isArray(seeded)) {
    seeded.forEach((item, i) => mediaPairs(item, answered?.[i], `${where}[${i}]`, pairs));
  } else if (seeded && typeof seeded === 'object') {
    for (const [key, value] of Object.entries(seeded)) mediaPairs(value, answered?.[key], `${where}.${key}`, pairs);
  }
  return pairs;
}

test('the marketing pages: seeded, published, read by the site token by path, block for block', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pages-'));
  const env = {
    PORT: String(await freePort()),
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    CMS_API_TOKEN: TOKEN,
  };
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));

  let cms = await startCms(env);
  try {
    await t.test('twelve published pages, in path order', async () => {
      const { status, body } = await get(cms.base, '/api/pages?fields[0]=path&fields[1]=publishedAt&pagination[pageSize]=50');
      assert.equal(status, 200, JSON.stringify(body));
      assert.deepEqual(body.data.map((page) => page.path), pages.map((page) => page.path).sort());
      assert.ok(body.data.every((page) => page.publishedAt));
    });

    for (const seeded of pages) {
      await t.test(`${seeded.path}: its SEO, menus and blocks in order, every image with its alt text`, async () => {
        const { status, body } = await get(cms.base, pageQuery(seeded.path));
        assert.equal(status, 200, JSON.stringify(body).slice(0, 500));
        assert.equal(body.data.length, 1);
        const page = body.data[0];
        assert.equal(page.title, seeded.title);
        assert.equal(page.seo.metaTitle, seeded.seo.metaTitle);
        assert.equal(page.seo.metaDescription, seeded.seo.metaDescription);
        assert.equal(page.seo.keywords ?? undefined, seeded.seo.keywords);
        assert.equal(page.seo.noindex, false);
        assert.deepEqual(page.menus.map(({ group, title, description, icon, order }) => ({ group, title, description, icon, order })), seeded.menus ?? []);
        assert.deepEqual(page.blocks.map((block) => block.__component), seeded.blocks.map((block) => block.__component));
        // Every text field as seeded (spot-checked by key: titles and subtitles of every block).
        page.blocks.forEach((block, i) => {
          for (const key of ['title', 'subtitle', 'eyebrow', 'anchor', 'text', 'tagline', 'paragraphs']) {
            assert.equal(block[key] ?? undefined, seeded.blocks[i][key], `${seeded.path} blocks[${i}].${key}`);
          }
        });
        const pairs = mediaPairs({ seo: seeded.seo, blocks: seeded.blocks }, { seo: page.seo, blocks: page.blocks }, seeded.path);
        // Every page but the assistant's (a chat, no picture) shows images.
        assert.equal(pairs.length > 0, seeded.path !== '/servicios/asistente-ia');
        for (const { where, seeded: media, answered } of pairs) {
          assert.ok(answered?.url, `${where}: uploaded`);
          assert.equal(answered.name, libraryName(media.file), where);
          if (answered.mime.startsWith('image/')) assert.equal(answered.alternativeText, media.alt, `${where}: alt text`);
        }
      });
    }

    await t.test('an uploaded page image is served; no token: 401; writing: 405', async () => {
      const { body } = await get(cms.base, pageQuery('/'));
      const hero = body.data[0].blocks[0];
      const file = await get(cms.base, hero.image.url, { token: null });
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'image/webp');
      assert.equal((await get(cms.base, '/api/pages', { token: null })).status, 401);
      const write = await fetch(`${cms.base}/api/pages`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } });
      assert.equal(write.status, 405);
    });
  } finally {
    await stopCms(cms);
  }

  await t.test('a database with content but no pages gets them at its next start', async () => {
    const db = new Database(env.DATABASE_FILENAME);
    try {
      // As a database made before pages were in the CMS: no page rows at all.
      for (const table of db.prepare("SELECT name FROM sqlite_master WHERE type='table' AND (name LIKE 'pages%')").all()) db.prepare(`DELETE FROM ${table.name}`).run();
    } finally {
      db.close();
    }
    cms = await startCms(env);
    try {
      const { body } = await get(cms.base, '/api/pages?fields[0]=path&pagination[pageSize]=50');
      assert.equal(body.data.length, pages.length);
      const articles = await get(cms.base, '/api/articles?fields[0]=slug');
      assert.ok(articles.body.data.length > 0, 'the other content is there and was not seeded twice');
      assert.equal(new Set(articles.body.data.map((a) => a.slug)).size, articles.body.data.length);
    } finally {
      await stopCms(cms);
    }
  });
});
