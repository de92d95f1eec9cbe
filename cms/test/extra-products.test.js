'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const products = require('../src/seed/data/products');
const { extraProducts } = require('../src/seed/data/extra-products');

test('extra products: as many as asked, unique slugs and names, real categories and images', () => {
  const extra = extraProducts(186);
  assert.equal(extra.length, 186);
  const all = [...products, ...extra];
  assert.equal(new Set(all.map((p) => p.slug)).size, 200);
  assert.equal(new Set(all.map((p) => p.name)).size, 200);
  for (const product of extra) {
    assert.ok(product.categories.length > 0);
    assert.ok(product.images.length > 0);
  }
  assert.deepEqual(extraProducts(0), []);
  assert.deepEqual(extraProducts(Number.NaN), []);
});
