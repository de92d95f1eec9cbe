'use strict';

/**
 * Every media file the seed data refers to, as a path relative to cms/seed-media/
 * (e.g. 'blog/medicion-audiencia-privacidad.webp'), without duplicates, in first-use order.
 */
function seedMediaPaths({ articles, cases, materials, products, teamMembers = [], clients = [], partners = [] }) {
  const paths = [
    ...articles.flatMap((a) => [a.cover, a.author.avatar]),
    ...cases.flatMap((c) => [c.image, c.contentCompanyImage, ...(c.outstandingMedia ?? []), c.contentVideo]),
    ...materials.map((m) => m.file),
    ...products.flatMap((p) => p.images),
    ...teamMembers.map((m) => m.photo),
    ...clients.map((c) => c.logo),
    ...partners.map((p) => p.logo),
  ].filter((u) => typeof u === 'string' && u !== '');
  return [...new Set(paths)];
}

module.exports = { seedMediaPaths };
