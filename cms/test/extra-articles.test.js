'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const articles = require('../src/seed/data/articles');
const { extraArticles } = require('../src/seed/data/extra-articles');

test('extra articles: as many as asked, unique slugs and titles, one featured article in all', () => {
  const extra = extraArticles(1000 - articles.length);
  assert.equal(extra.length, 1000 - articles.length);
  const all = [...articles, ...extra];
  assert.equal(new Set(all.map((a) => a.slug)).size, 1000);
  assert.equal(new Set(all.map((a) => a.title)).size, 1000);
  assert.equal(all.filter((a) => a.featured).length, 1);
  for (const article of extra) {
    assert.match(article.slug, /^[a-z0-9-]+$/);
    assert.ok(article.categories.length > 0);
    assert.ok(article.content.length > 500);
    assert.doesNotMatch(`${article.title} ${article.description} ${article.content}`, /lorem|ipsum/i);
  }
  assert.deepEqual(extraArticles(0), []);
  assert.deepEqual(extraArticles(Number.NaN), []);
});
