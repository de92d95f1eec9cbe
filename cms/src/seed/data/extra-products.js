// @ts-check
'use strict';

/**
 * Extra products for measuring a large catalogue (CMS_SEED_EXTRA_PRODUCTS=186 makes 200 in
 * all): variants of the seeded products, each with its own slug and name, so search,
 * categories and images behave as with real data. Never used unless asked for.
 */
const products = require('./products');

const editions = ['Pro', 'Plus', 'Max', 'Lite', 'Edge', 'Flex', 'Prime', 'Studio', 'Retail', 'Outdoor'];

/**
 * @param {number} count
 * @returns {import('../types').ProductSeed[]}
 */
function extraProducts(count) {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => {
    const base = products[i % products.length];
    const edition = `${editions[Math.floor(i / products.length) % editions.length]} ${i + 1}`;
    return {
      ...base,
      slug: `${base.slug}-${i + 1}`,
      name: `${base.name} ${edition}`,
      description: `Versión ${edition} del modelo ${base.name}. ${base.description}`,
    };
  });
}

module.exports = { extraProducts };
