'use strict';

/**
 * Redirects as editors save them, in the real app loaded in this process (no seed, throwaway
 * database): the guard refuses what redirect-rules.js refuses with its Spanish message, and an
 * article published at a new slug leaves a redirect from its old address, with no chain.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadStrapi } = require('./helpers');

test('redirects in the content service', async (t) => {
  const strapi = await loadStrapi(t, 'cms-redirects-');
  const REDIRECT = 'api::redirect.redirect';
  const ARTICLE = 'api::article.article';
  const redirects = strapi.documents(REDIRECT);
  const all = async () =>
    (await strapi.db.query(REDIRECT).findMany({ select: ['from', 'to'], orderBy: { from: 'asc' } })).map((r) => `${r.from} → ${r.to}`);
  const refusal = (pattern) => (error) => {
    assert.equal(error.name, 'ValidationError');
    assert.match(error.message, pattern);
    return true;
  };

  await t.test('saved with its paths normalised; refused with a Spanish message otherwise', async () => {
    const saved = await redirects.create({ data: { from: '/servicios/pantallas/', to: '/servicios/senalizacion-digital', permanent: true } });
    assert.equal(saved.from, '/servicios/pantallas');
    await assert.rejects(redirects.create({ data: { from: '/x', to: 'https://otro.example.com' } }), refusal(/fuera del sitio/));
    await assert.rejects(redirects.create({ data: { from: '/y', to: '/servicios/pantallas' } }), refusal(/ya se redirige/));
    await assert.rejects(redirects.create({ data: { from: '/api/articles', to: '/' } }), refusal(/propio servidor/));
    // An update carrying one field is checked with the stored others: this one would loop.
    await assert.rejects(
      redirects.update({ documentId: saved.documentId, data: { to: '/servicios/pantallas' } }),
      refusal(/misma dirección/),
    );
    assert.deepEqual(await all(), ['/servicios/pantallas → /servicios/senalizacion-digital']);
    await redirects.delete({ documentId: saved.documentId });
  });

  await t.test('an article published at a new slug leaves a redirect from its old address, no chain', async () => {
    const draft = await strapi.documents(ARTICLE).create({ data: { title: 'Pantallas en farmacias', slug: 'pantallas-farmacias', featured: false } });
    await strapi.documents(ARTICLE).publish({ documentId: draft.documentId });
    assert.deepEqual(await all(), [], 'a first publish moves nothing');

    await strapi.documents(ARTICLE).update({ documentId: draft.documentId, data: { slug: 'pantallas-en-farmacias' } });
    assert.deepEqual(await all(), [], 'a draft saved is not a move: the published address still works');
    await strapi.documents(ARTICLE).publish({ documentId: draft.documentId });
    assert.deepEqual(await all(), ['/blog/pantallas-farmacias → /blog/pantallas-en-farmacias']);
    const [made] = await redirects.findMany({});
    assert.equal(made.permanent, true);
    assert.match(made.note, /Creada automáticamente/);

    await strapi.documents(ARTICLE).update({ documentId: draft.documentId, data: { slug: 'farmacias' }, status: 'published' });
    assert.deepEqual(await all(), ['/blog/pantallas-en-farmacias → /blog/farmacias', '/blog/pantallas-farmacias → /blog/farmacias']);

    // Back to an old address: its redirect goes, or it would shadow the page.
    await strapi.documents(ARTICLE).update({ documentId: draft.documentId, data: { slug: 'pantallas-farmacias' }, status: 'published' });
    assert.deepEqual(await all(), ['/blog/farmacias → /blog/pantallas-farmacias', '/blog/pantallas-en-farmacias → /blog/pantallas-farmacias']);
  });
});
