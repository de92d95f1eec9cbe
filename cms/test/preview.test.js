'use strict';

/**
 * The admin panel's «Vista previa» (src/preview/preview-url.js, config/admin.js): a draft opens
 * through a signed, short-lived link to the site's preview door; a published version at its public
 * address; a type with no page of its own, nowhere. Drafts are read by the preview token alone
 * (src/utils/site-controller.js). The real app is loaded in this process (no seed).
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const { previewHandler, previewLink, signPreviewLink, LINK_LIFETIME_MS } = require('../src/preview/preview-url');
const { publishedOnly } = require('../src/utils/site-controller');
const { PREVIEW_TOKEN_NAME } = require('../src/bootstrap/api-token');
const { loadStrapi } = require('./helpers');
const SITE = { siteUrl: 'https://www.example.com', secret: 'secreto-de-prueba-de-al-menos-32-caracteres' };

test('a preview link names the path, expires, and is signed with the shared secret', () => {
  const url = new URL(previewLink({ ...SITE, now: 1_000 }, '/productos?producto=pantalla-55'));
  assert.equal(url.origin + url.pathname, 'https://www.example.com/_vista-previa');
  assert.equal(url.searchParams.get('ruta'), '/productos?producto=pantalla-55');
  assert.equal(url.searchParams.get('expira'), String(1_000 + LINK_LIFETIME_MS));
  assert.equal(url.searchParams.get('firma'), signPreviewLink(SITE.secret, '/productos?producto=pantalla-55', 1_000 + LINK_LIFETIME_MS));
  assert.notEqual(url.searchParams.get('firma'), signPreviewLink('otro-secreto', '/productos?producto=pantalla-55', 1_000 + LINK_LIFETIME_MS));
  assert.ok(!url.href.includes(SITE.secret), 'the secret never travels');
});

test('only the preview token may read drafts', () => {
  const ctxOf = (name, status) => ({ query: { status }, state: { auth: { credentials: { name } } } });
  const preview = ctxOf(PREVIEW_TOKEN_NAME, 'draft');
  publishedOnly(preview);
  assert.equal(preview.query.status, 'draft');
  for (const ctx of [ctxOf('site-read-only', 'draft'), ctxOf(PREVIEW_TOKEN_NAME, undefined), { query: { status: 'draft' }, state: {} }]) {
    publishedOnly(ctx);
    assert.equal(ctx.query.status, 'published');
  }
});

test('the panel’s preview addresses', async (t) => {
  const strapi = await loadStrapi(t, 'cms-preview-');
  const handler = previewHandler(strapi, SITE);
  const ARTICLE = 'api::article.article';

  const article = await strapi.documents(ARTICLE).create({ data: { title: 'Pantallas en farmacias', slug: 'pantallas-farmacias', featured: false } });
  const link = new URL(await handler(ARTICLE, { documentId: article.documentId, status: 'draft' }));
  assert.equal(link.pathname, '/_vista-previa');
  assert.equal(link.searchParams.get('ruta'), '/blog/pantallas-farmacias');
  assert.equal(await handler(ARTICLE, { documentId: article.documentId, status: 'published' }), null, 'never published: no public page');

  await strapi.documents(ARTICLE).publish({ documentId: article.documentId });
  assert.equal(await handler(ARTICLE, { documentId: article.documentId, status: 'published' }), 'https://www.example.com/blog/pantallas-farmacias');

  // A page an editor is making: her draft at its own path.
  const PAGE = 'api::page.page';
  const page = await strapi.documents(PAGE).create({ data: { title: 'Campaña de verano', path: '/campanas/verano' } });
  assert.equal(new URL(await handler(PAGE, { documentId: page.documentId, status: 'draft' })).searchParams.get('ruta'), '/campanas/verano');
  assert.equal(await handler(PAGE, { documentId: page.documentId, status: 'published' }), null);

  const category = await strapi.documents('api::category.category').create({ data: { name: 'Salud' } });
  assert.equal(await handler('api::category.category', { documentId: category.documentId, status: 'draft' }), null);
});
