'use strict';

/** Every site-relative /media/... URL that the seed data refers to, without duplicates. */
function seedMediaUrls({ articles, cases, materials, products }) {
  const urls = [
    ...articles.flatMap((a) => [a.coverUrl, a.author.avatarUrl]),
    ...cases.flatMap((c) => [c.imageUrl, c.contentCompanyImageUrl, ...(c.outstandingMedia ?? []), c.contentVideoUrl]),
    ...materials.map((m) => m.downloadUrl),
    ...products.flatMap((p) => p.imagesUrl),
  ].filter((u) => typeof u === 'string' && u !== '');
  return [...new Set(urls)];
}

module.exports = { seedMediaUrls };
