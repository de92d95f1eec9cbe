// @ts-check
'use strict';

/**
 * Creates the seed content (src/seed/data/) when the database holds none of it, in one
 * transaction: either everything is created and published, or nothing is.
 * Uses the Document Service API, which does not fill uid fields, so every slug is explicit.
 */
const categories = require('./data/categories');
const seededArticles = require('./data/articles');
const { extraArticles } = require('./data/extra-articles');
const cases = require('./data/cases');
const materials = require('./data/materials');
const productCategories = require('./data/product-categories');
const seededProducts = require('./data/products');
const { extraProducts } = require('./data/extra-products');

// A large catalogue for the responsiveness test and benchmark only.
const products = [...seededProducts, ...extraProducts(Number(process.env.CMS_SEED_EXTRA_PRODUCTS ?? 0))];
// A large blog for the benchmark only.
const articles = [...seededArticles, ...extraArticles(Number(process.env.CMS_SEED_EXTRA_ARTICLES ?? 0))];

const UIDS = /** @type {const} */ ({
  category: 'api::category.category',
  article: 'api::article.article',
  case: 'api::case.case',
  material: 'api::material.material',
  productCategory: 'api::product-category.product-category',
  product: 'api::product.product',
});

/** @param {string[]} urls */
const urlItems = (urls = []) => urls.map((url) => ({ url }));
/** @param {string[]} names */
const nameItems = (names = []) => names.map((name) => ({ name }));

/**
 * @param {Map<string, string>} ids document ids by name or slug
 * @param {string[]} keys
 * @param {string} what
 */
function lookUp(ids, keys, what) {
  return keys.map((key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`[cms seed] unknown ${what} "${key}"`);
    return id;
  });
}

/** True when none of the seeded content types has any row (draft or published). */
async function isEmpty(strapi) {
  for (const uid of Object.values(UIDS)) {
    if ((await strapi.db.query(uid).count()) > 0) return false;
  }
  return true;
}

async function seed(strapi) {
  /** @param {string} uid @param {Record<string, unknown>} data */
  const publish = (uid, data) => strapi.documents(uid).create({ data, status: 'published' });

  /** @type {Map<string, string>} */
  const categoryIds = new Map();
  for (const category of categories) {
    const doc = await publish(UIDS.category, { name: category.name });
    categoryIds.set(category.name, doc.documentId);
  }

  for (const article of articles) {
    await publish(UIDS.article, {
      title: article.title,
      slug: article.slug,
      description: article.description,
      content: article.content,
      coverUrl: article.coverUrl ?? null,
      featured: article.featured ?? false,
      categories: lookUp(categoryIds, article.categories, 'category'),
      author: {
        name: article.author.name,
        avatarUrl: article.author.avatarUrl ?? null,
        linkedin: article.author.linkedin ?? null,
        email: article.author.email ?? null,
      },
    });
  }

  for (const item of cases) {
    await publish(UIDS.case, {
      title: item.title,
      company: item.company,
      description: item.description,
      imageUrl: item.imageUrl,
      categories: lookUp(categoryIds, item.categories, 'category'),
      highlight: item.highlight ? { number: item.highlight.number ?? null, text: item.highlight.text } : null,
      contentCompanyDescription: item.contentCompanyDescription,
      contentCompanyImageUrl: item.contentCompanyImageUrl,
      outstandingTitle: item.outstandingTitle ?? null,
      outstandingContent: item.outstandingContent ?? null,
      outstandingMedia: urlItems(item.outstandingMedia),
      contentChallenges: nameItems(item.contentChallenges),
      contentSolutions: nameItems(item.contentSolutions),
      contentVideoUrl: item.contentVideoUrl ?? null,
      contentResults: (item.contentResults ?? []).map(({ title, description }) => ({ title, description })),
    });
  }

  for (const material of materials) {
    await publish(UIDS.material, {
      title: material.title,
      description: material.description,
      downloadUrl: material.downloadUrl,
      categories: lookUp(categoryIds, material.categories, 'category'),
    });
  }

  /** @type {Map<string, string>} */
  const productCategoryIds = new Map();
  for (const category of productCategories) {
    const doc = await publish(UIDS.productCategory, { slug: category.slug, name: category.name });
    productCategoryIds.set(category.slug, doc.documentId);
  }

  for (const product of products) {
    await publish(UIDS.product, {
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      description: product.description,
      resolution: product.resolution ?? null,
      glow: product.glow ?? null,
      system: product.system ?? null,
      operation: product.operation ?? null,
      features: nameItems(product.features),
      displaySizes: nameItems(product.displaySizes),
      imagesUrl: urlItems(product.imagesUrl),
      categories: lookUp(productCategoryIds, product.categories, 'product category'),
    });
  }

  return {
    categories: categories.length,
    articles: articles.length,
    cases: cases.length,
    materials: materials.length,
    productCategories: productCategories.length,
    products: products.length,
  };
}

/** Seeds an empty database; leaves a database with any content alone. */
async function seedIfEmpty(strapi) {
  if (!(await isEmpty(strapi))) {
    strapi.log.info('[cms seed] content found: nothing to seed.');
    return false;
  }
  const started = Date.now();
  const counts = await strapi.db.transaction(() => seed(strapi));
  strapi.log.info(`[cms seed] created and published ${JSON.stringify(counts)} in ${Date.now() - started} ms.`);
  return true;
}

module.exports = { seedIfEmpty, seed, isEmpty, UIDS };
