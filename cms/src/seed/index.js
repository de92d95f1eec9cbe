// @ts-check
'use strict';

/**
 * Creates the seed content (src/seed/data/) when the database holds none of it, in one
 * transaction: either everything is created and published, or nothing is. Media files
 * (cms/seed-media/) are uploaded through Strapi's upload service inside that transaction,
 * each once, with a Spanish alternative text derived from the entry (src/seed/media.js).
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
const { createSeedUploader } = require('./media');
const { cmsEnv } = require('../../config/env-schema');

// A large catalogue for the responsiveness test and benchmark only.
const products = () => [...seededProducts, ...extraProducts(cmsEnv().CMS_SEED_EXTRA_PRODUCTS)];
// A large blog for the benchmark only.
const articles = () => [...seededArticles, ...extraArticles(cmsEnv().CMS_SEED_EXTRA_ARTICLES)];

const UIDS = /** @type {const} */ ({
  category: 'api::category.category',
  article: 'api::article.article',
  case: 'api::case.case',
  material: 'api::material.material',
  productCategory: 'api::product-category.product-category',
  product: 'api::product.product',
});

/** @param {string[]} names */
const nameItems = (names = []) => names.map((name) => ({ name }));
/** @param {string} relPath */
const isVideo = (relPath) => /\.(webm|mp4)$/i.test(relPath);

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

/**
 * Every media file of the seed, in first-use order, with the information the media library
 * gets for it: a Spanish alternative text for images and videos (derived from the entry that
 * uses the file first), a caption for the PDFs. A path used again keeps its first information.
 * @returns {Map<string, { alternativeText: string | null, caption: string | null }>}
 */
function seedMediaInfo() {
  /** @type {Map<string, { alternativeText: string | null, caption: string | null }>} */
  const info = new Map();
  /** @param {string | null | undefined} relPath @param {string | null} alternativeText @param {string | null} [caption] */
  const add = (relPath, alternativeText, caption = null) => {
    if (relPath && !info.has(relPath)) info.set(relPath, { alternativeText, caption });
  };
  for (const article of articles()) {
    add(article.cover, `Imagen de portada del artículo «${article.title}»`);
    add(article.author.avatar, `Foto de perfil de ${article.author.name}`);
  }
  for (const item of cases) {
    add(item.image, `${item.company}: ${item.title}`);
    add(item.contentCompanyImage, `Fachada de ${item.company}`);
    const outstanding = item.outstandingMedia ?? [];
    const gallery = outstanding.filter((p) => !isVideo(p));
    for (const p of outstanding) {
      add(p, isVideo(p)
        ? `Video del caso de éxito de ${item.company}: ${item.outstandingTitle ?? item.title}`
        : `Galería del caso de éxito de ${item.company}, imagen ${gallery.indexOf(p) + 1} de ${gallery.length}`);
    }
    add(item.contentVideo, `Video del caso de éxito de ${item.company}`);
  }
  for (const material of materials) add(material.file, null, material.title);
  for (const product of products()) {
    product.images.forEach((p, i) => add(p, `${product.name}, imagen ${i + 1} de ${product.images.length}`));
  }
  return info;
}

/**
 * @param {any} strapi
 * @param {ReturnType<typeof createSeedUploader>} [uploader]
 */
async function seed(strapi, uploader = createSeedUploader(strapi)) {
  // Files first (two at a time: sharp makes the formats of one while the other is stored),
  // then the entries, linked to the uploaded files' ids.
  await uploader.uploadAll(seedMediaInfo(), cmsEnv().CMS_SEED_UPLOAD_CONCURRENCY);
  const fileId = uploader.idOf;
  /** @param {string[]} paths */
  const fileIds = (paths = []) => paths.map((p) => fileId(p));
  /** @param {string} uid @param {Record<string, unknown>} data */
  const publish = (uid, data) => strapi.documents(uid).create({ data, status: 'published' });

  /** @type {Map<string, string>} */
  const categoryIds = new Map();
  for (const category of categories) {
    const doc = await publish(UIDS.category, { name: category.name });
    categoryIds.set(category.name, doc.documentId);
  }

  for (const article of articles()) {
    await publish(UIDS.article, {
      title: article.title,
      slug: article.slug,
      description: article.description,
      content: article.content,
      cover: fileId(article.cover),
      featured: article.featured ?? false,
      categories: lookUp(categoryIds, article.categories, 'category'),
      author: {
        name: article.author.name,
        avatar: fileId(article.author.avatar),
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
      image: fileId(item.image),
      categories: lookUp(categoryIds, item.categories, 'category'),
      highlight: item.highlight ? { number: item.highlight.number ?? null, text: item.highlight.text } : null,
      contentCompanyDescription: item.contentCompanyDescription,
      contentCompanyImage: fileId(item.contentCompanyImage),
      outstandingTitle: item.outstandingTitle ?? null,
      outstandingContent: item.outstandingContent ?? null,
      outstandingMedia: fileIds(item.outstandingMedia),
      contentChallenges: nameItems(item.contentChallenges),
      contentSolutions: nameItems(item.contentSolutions),
      contentVideo: fileId(item.contentVideo),
      contentResults: (item.contentResults ?? []).map(({ title, description }) => ({ title, description })),
    });
  }

  for (const material of materials) {
    await publish(UIDS.material, {
      title: material.title,
      description: material.description,
      file: fileId(material.file),
      categories: lookUp(categoryIds, material.categories, 'category'),
    });
  }

  /** @type {Map<string, string>} */
  const productCategoryIds = new Map();
  for (const category of productCategories) {
    const doc = await publish(UIDS.productCategory, { slug: category.slug, name: category.name });
    productCategoryIds.set(category.slug, doc.documentId);
  }

  for (const product of products()) {
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
      images: fileIds(product.images),
      categories: lookUp(productCategoryIds, product.categories, 'product category'),
    });
  }

  return {
    categories: categories.length,
    articles: articles().length,
    cases: cases.length,
    materials: materials.length,
    productCategories: productCategories.length,
    products: products().length,
    files: uploader.count(),
  };
}

/** Seeds an empty database; leaves a database with any content alone. */
async function seedIfEmpty(strapi) {
  if (!(await isEmpty(strapi))) {
    strapi.log.info('[cms seed] content found: nothing to seed.');
    return false;
  }
  const started = Date.now();
  const uploader = createSeedUploader(strapi);
  let counts;
  try {
    counts = await strapi.db.transaction(() => seed(strapi, uploader));
  } catch (error) {
    // The transaction took back every entry and upload row; take the files off the disk too.
    const removed = await uploader.removeUploaded().catch(() => 0);
    strapi.log.error(`[cms seed] failed, nothing was created (${removed} uploaded files removed again).`);
    throw error;
  }
  strapi.log.info(`[cms seed] created and published ${JSON.stringify(counts)} in ${Date.now() - started} ms.`);
  return true;
}

module.exports = { seedIfEmpty, seed, seedMediaInfo, isEmpty, UIDS };
