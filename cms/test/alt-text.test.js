'use strict';

/**
 * Images need alternative text to be published (src/utils/require-alt-text.js). Loads the app
 * in this process (no seed, throwaway database and public dir) and uses the Document Service
 * as the admin panel does: drafts may lack alt text; publishing, or creating/updating directly
 * as published, is refused with a Spanish ValidationError naming the files and rolled back.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadStrapi } = require('./helpers');

const CMS_DIR = path.resolve(__dirname, '..');
const SEED_MEDIA = path.join(CMS_DIR, 'seed-media');

test('publishing needs alternative text on every image', async (t) => {
  const strapi = await loadStrapi(t, 'cms-alt-');

  const upload = async (rel, alternativeText, name = rel.split('/').join('-')) => {
    const filepath = path.join(SEED_MEDIA, rel);
    const mimetype = { '.webp': 'image/webp', '.webm': 'video/webm', '.pdf': 'application/pdf' }[path.extname(rel)];
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath, originalFilename: name, mimetype, size: fs.statSync(filepath).size },
    });
    return file;
  };
  const setAlt = (file, alternativeText) => strapi.plugin('upload').service('upload').updateFileInfo(file.id, { alternativeText });
  const ARTICLE = 'api::article.article';
  const published = (uid, documentId) => strapi.documents(uid).findOne({ documentId, status: 'published' });
  const refusal = (names) => (error) => {
    assert.equal(error.name, 'ValidationError');
    for (const n of names) assert.ok(error.message.includes(`«${n}»`), `${error.message} names ${n}`);
    assert.match(error.message, /texto alternativo\. Agréguelo con «Editar» sobre (la|cada) imagen/);
    return true;
  };

  const cover = await upload('blog/medicion-audiencia-privacidad.webp', null, 'foto.webp');
  const avatar = await upload('blog/autores/camila-rojas.webp', '');
  const article = (slug) => ({
    title: `Artículo ${slug}`, slug, featured: false, cover: cover.id,
    author: { name: 'Camila Rojas', avatar: avatar.id },
  });

  await t.test('a draft may be saved without alt text; publishing it is refused, naming the files', async () => {
    const draft = await strapi.documents(ARTICLE).create({ data: article('borrador') });
    assert.equal(draft.publishedAt, null);
    await assert.rejects(strapi.documents(ARTICLE).publish({ documentId: draft.documentId }), refusal(['foto.webp', 'blog-autores-camila-rojas.webp']));
    assert.equal(await published(ARTICLE, draft.documentId), null, 'nothing was published');
    assert.ok(await strapi.documents(ARTICLE).findOne({ documentId: draft.documentId }), 'the draft is still there');

    await setAlt(cover, 'Personas frente a una pantalla con medición de audiencia');
    await assert.rejects(strapi.documents(ARTICLE).publish({ documentId: draft.documentId }), (error) => {
      assert.equal(error.message, 'La imagen «blog-autores-camila-rojas.webp» no tiene texto alternativo. Agréguelo con «Editar» sobre la imagen (o en la Biblioteca de Multimedia) y vuelva a publicar.');
      assert.deepEqual(error.details.errors.map((e) => e.path), [['author', 'avatar']]);
      return true;
    });

    await setAlt(avatar, 'Foto de perfil de Camila Rojas');
    await strapi.documents(ARTICLE).publish({ documentId: draft.documentId });
    const doc = await published(ARTICLE, draft.documentId);
    assert.ok(doc && doc.publishedAt, 'published once every image has alt text');
    await setAlt(cover, ' ');
  });

  await t.test('creating or updating directly as published is refused and rolled back', async () => {
    const before = await strapi.db.query(ARTICLE).count();
    await assert.rejects(strapi.documents(ARTICLE).create({ data: article('directo'), status: 'published' }), refusal(['foto.webp']));
    assert.equal(await strapi.db.query(ARTICLE).count(), before, 'no draft, no published version');

    const draft = await strapi.documents(ARTICLE).create({ data: { ...article('actualizado'), cover: null } });
    await assert.rejects(
      strapi.documents(ARTICLE).update({ documentId: draft.documentId, data: { cover: cover.id }, status: 'published' }),
      refusal(['foto.webp']),
    );
    assert.equal(await published(ARTICLE, draft.documentId), null);
    assert.equal((await strapi.documents(ARTICLE).findOne({ documentId: draft.documentId, populate: ['cover'] })).cover, null, 'the update was rolled back too');
  });

  await t.test('videos and PDFs need no alt text; images among outstandingMedia do', async () => {
    const video = await upload('casos/deportes-cumbre/video.webm', null);
    const pdf = await upload('materiales/brief-lift-and-learn.pdf', null);
    const image = await upload('casos/deportes-cumbre/portada.webp', 'Tienda de Deportes Cumbre');
    const gallery = await upload('casos/deportes-cumbre/galeria-1.webp', null);

    const material = await strapi.documents('api::material.material').create({ data: { title: 'Brief', file: pdf.id }, status: 'published' });
    assert.ok(material.publishedAt);

    const caseData = { title: 'Caso', company: 'Deportes Cumbre', image: image.id, contentCompanyImage: image.id, contentVideo: video.id, outstandingMedia: [video.id] };
    const ok = await strapi.documents('api::case.case').create({ data: caseData, status: 'published' });
    assert.ok(ok.publishedAt, 'a video without alt text does not block');
    await assert.rejects(
      strapi.documents('api::case.case').create({ data: { ...caseData, outstandingMedia: [video.id, gallery.id] }, status: 'published' }),
      refusal(['casos-deportes-cumbre-galeria-1.webp']),
    );

    await assert.rejects(
      strapi.documents('api::product.product').create({ data: { slug: 'p', name: 'P', images: [image.id, gallery.id] }, status: 'published' }),
      refusal(['casos-deportes-cumbre-galeria-1.webp']),
    );
  });
});
