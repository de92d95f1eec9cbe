'use strict';

const { mediaIn } = require('../src/seed/pages');

/**
 * Every media file the seed data refers to, as a path relative to cms/seed-media/
 * (e.g. 'blog/medicion-audiencia-privacidad.webp'), without duplicates, in first-use order.
 */
function seedMediaPaths({ articles, cases, materials, products, teamMembers = [], clients = [], partners = [], pages = [] }) {
  const paths = [
    ...articles.flatMap((a) => [a.cover, a.author.avatar]),
    ...cases.flatMap((c) => [c.image, c.contentCompanyImage, ...(c.outstandingMedia ?? []), c.contentVideo]),
    ...materials.map((m) => m.file),
    ...products.flatMap((p) => p.images),
    ...teamMembers.map((m) => m.photo),
    ...clients.map((c) => c.logo),
    ...partners.map((p) => p.logo),
    // The marketing pages' media: every `{ file, alt }` in their data (src/seed/pages.js).
    ...mediaIn(pages).map((media) => media.file),
  ].filter((u) => typeof u === 'string' && u !== '');
  return [...new Set(paths)];
}

module.exports = { seedMediaPaths };
