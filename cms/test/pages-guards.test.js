'use strict';

/**
 * A page as the admin panel saves it, through the Document Service in this process (no seed,
 * throwaway database and public dir): its address is refused in Spanish when it is no site path or
 * one of the server's own, or a new address of a page a remote draws itself (read from a stand-in
 * site at SITE_PREVIEW_URL), and stored without a trailing slash; an image inside a block (a
 * component of the dynamic zone, and a component nested in one) needs alternative text to publish.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const { loadStrapi } = require('./helpers');
const { forgetSiteRoutes, SITE_ROUTES_PATH } = require('../src/pages/site-routes');

const CMS_DIR = path.resolve(__dirname, '..');
const SEED_MEDIA = path.join(CMS_DIR, 'seed-media');
const PAGE = 'api::page.page';

test('pages: the path guard and alt text inside blocks', async (t) => {
  // The site the guard asks for its remotes' routes (SITE_PREVIEW_URL, read once as the app loads):
  // none at first; a test gives it some, then stops it.
  let routes = [];
  const site = http.createServer((req, res) => {
    if (req.url !== SITE_ROUTES_PATH) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ routes }));
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  const stopSite = () => new Promise((resolve) => site.close(resolve));
  t.after(() => (site.listening ? stopSite() : undefined));
  process.env.SITE_PREVIEW_URL = `http://127.0.0.1:${site.address().port}`;
  const strapi = await loadStrapi(t, 'cms-pages-');

  const upload = async (rel, alternativeText) => {
    const filepath = path.join(SEED_MEDIA, rel);
    const name = rel.split('/').join('-');
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath, originalFilename: name, mimetype: 'image/webp', size: fs.statSync(filepath).size },
    });
    return file;
  };
  const page = (pagePath, blocks = []) => ({ title: `Página ${pagePath}`, path: pagePath, seo: { metaTitle: 'Campaña' }, blocks });
  const refusedOnPath = (message) => (error) => {
    assert.equal(error.name, 'ValidationError');
    assert.match(error.message, message);
    assert.deepEqual(error.details.errors.map((e) => e.path), [['path']]);
    return true;
  };

  await t.test('the admin panel labels the page’s and the blocks’ fields in Spanish (config.metadatas)', async () => {
    const contentManager = strapi.plugin('content-manager');
    const hero = await contentManager.service('components').findConfiguration(strapi.components['blocks.hero-video']);
    assert.equal(hero.metadatas.videoWebm.edit.label, 'Video (WebM)');
    assert.match(hero.metadatas.videoWebm.edit.description, /formato WebM/);
    const link = await contentManager.service('components').findConfiguration(strapi.components['shared.link']);
    assert.equal(link.metadatas.href.edit.label, 'Destino');
    const pageConfiguration = await contentManager.service('content-types').findConfiguration(strapi.contentTypes[PAGE]);
    assert.equal(pageConfiguration.metadatas.path.edit.label, 'Dirección');
    assert.equal(pageConfiguration.metadatas.blocks.edit.label, 'Bloques');
  });

  await t.test('a path that is no site path, or the server’s own, is refused in Spanish', async () => {
    await assert.rejects(strapi.documents(PAGE).create({ data: page('campanas/verano') }), refusedOnPath(/no es una ruta del sitio/));
    await assert.rejects(strapi.documents(PAGE).create({ data: page('/ofertas?utm=1') }), refusedOnPath(/tiene \? o #/));
    await assert.rejects(strapi.documents(PAGE).create({ data: page('/api/pages') }), refusedOnPath(/propio servidor/));
    await assert.rejects(strapi.documents(PAGE).create({ data: page('/_estilos/x') }), refusedOnPath(/propio servidor/));
    assert.equal(await strapi.db.query(PAGE).count(), 0, 'nothing was stored');
  });

  await t.test('a good path is stored without its trailing slash; updating it is checked too', async () => {
    const created = await strapi.documents(PAGE).create({ data: page('/campanas/verano/') });
    assert.equal(created.path, '/campanas/verano');
    await assert.rejects(
      strapi.documents(PAGE).update({ documentId: created.documentId, data: { path: '/uploads/verano' } }),
      refusedOnPath(/propio servidor/),
    );
    const renamed = await strapi.documents(PAGE).update({ documentId: created.documentId, data: { title: 'Verano' } });
    assert.equal(renamed.path, '/campanas/verano', 'an update without a path keeps it');
  });

  await t.test('a new address of a remote’s page is refused; an editor’s own, a CMS page’s, or any while the site is down, is not', async (t) => {
    // The site's list: the remotes' own routes (the CMS's pages, at / or /servicios/cloud, are not in it).
    routes = [{ path: '/blog', remote: 'content' }, { path: '/blog/:slug', remote: 'content' }, { path: '/contacto', remote: 'tools' }];
    forgetSiteRoutes();

    await assert.rejects(
      strapi.documents(PAGE).create({ data: page('/blog') }),
      refusedOnPath(/^«\/blog» es la dirección de una página del sitio \(el blog, los casos de éxito y los recursos\): elija otra\.$/),
    );
    await assert.rejects(
      strapi.documents(PAGE).create({ data: page('/blog/novedades/') }),
      refusedOnPath(/^«\/blog\/novedades» es la dirección de una página del sitio \(el blog, los casos de éxito y los recursos: \/blog\/…\): elija otra\.$/),
    );
    assert.equal(await strapi.db.query(PAGE).count({ where: { path: { $startsWith: '/blog' } } }), 0, 'nothing was stored');

    const campaign = await strapi.documents(PAGE).create({ data: page('/campanas/navidad') });
    const cloud = await strapi.documents(PAGE).create({ data: page('/servicios/cloud') });
    assert.equal(cloud.path, '/servicios/cloud');
    await assert.rejects(strapi.documents(PAGE).update({ documentId: campaign.documentId, data: { path: '/contacto' } }), refusedOnPath(/«\/contacto» es la dirección/));

    // A release takes an address a page already has: the page may still be saved there (the panel sends its path every time).
    routes = [...routes, { path: '/campanas/:campana', remote: 'content' }];
    forgetSiteRoutes();
    const saved = await strapi.documents(PAGE).update({ documentId: campaign.documentId, data: { title: 'Navidad', path: '/campanas/navidad' } });
    assert.equal(saved.title, 'Navidad');
    await assert.rejects(strapi.documents(PAGE).create({ data: page('/campanas/ano-nuevo') }), refusedOnPath(/\/campanas\/…/));

    // The site cannot be reached: the save goes through, with one warning.
    await stopSite();
    forgetSiteRoutes();
    const warnings = [];
    t.mock.method(strapi.log, 'warn', (line) => warnings.push(line));
    const offline = await strapi.documents(PAGE).create({ data: page('/blog/sin-sitio') });
    assert.equal(offline.path, '/blog/sin-sitio');
    await strapi.documents(PAGE).create({ data: page('/blog/sin-sitio-2') });
    assert.equal(warnings.length, 1, 'one warning per failed read');
    assert.match(warnings[0], /no se pudo leer la lista de páginas del sitio/);
  });

  await t.test('an image without alt text inside a block, or inside a component of a block, blocks publishing', async () => {
    const withAlt = await upload('pages/home/product-ai.webp', 'Teléfono con una conversación');
    const noAlt = await upload('pages/home/product-audience.webp', null);
    const cards = (image) => ({
      __component: 'blocks.link-cards', anchor: 'productos', title: 'Productos', cardActionLabel: 'Ver producto',
      cards: [{ title: 'Asistente', description: 'Atiende 24/7.', image: withAlt.id, href: '/servicios/asistente-ia' }, { title: 'Sensor', description: 'Mide la audiencia.', image, href: '/servicios/medicion-audiencia' }],
    });
    const hero = (image) => ({ __component: 'blocks.hero-image', title: 'Campaña de verano', image });

    const draft = await strapi.documents(PAGE).create({ data: page('/campanas/invierno', [hero(withAlt.id), cards(noAlt.id)]) });
    await assert.rejects(strapi.documents(PAGE).publish({ documentId: draft.documentId }), (error) => {
      assert.equal(error.name, 'ValidationError');
      assert.match(error.message, /«pages-home-product-audience\.webp» no tiene texto alternativo/);
      assert.deepEqual(error.details.errors.map((e) => e.path), [['blocks', '1', 'cards', 'image']]);
      return true;
    });
    await assert.rejects(
      strapi.documents(PAGE).create({ data: page('/campanas/otono', [hero(noAlt.id)]), status: 'published' }),
      (error) => error.name === 'ValidationError' && /no tiene texto alternativo/.test(error.message),
    );
    assert.equal(await strapi.db.query(PAGE).count({ where: { path: '/campanas/otono' } }), 0, 'rolled back');

    await strapi.plugin('upload').service('upload').updateFileInfo(noAlt.id, { alternativeText: 'Sensor de audiencia' });
    await strapi.documents(PAGE).publish({ documentId: draft.documentId });
    const published = await strapi.documents(PAGE).findOne({ documentId: draft.documentId, status: 'published' });
    assert.ok(published?.publishedAt, 'published once every image in its blocks has alt text');
  });

  await t.test('a published page that moves leaves a permanent redirect from its old path', async () => {
    const created = await strapi.documents(PAGE).create({ data: page('/campanas/primavera'), status: 'published' });
    await strapi.documents(PAGE).update({ documentId: created.documentId, data: { path: '/campanas/primavera-2027' } });
    await strapi.documents(PAGE).publish({ documentId: created.documentId });
    const redirect = await strapi.db.query('api::redirect.redirect').findOne({ where: { from: '/campanas/primavera' } });
    assert.equal(redirect?.to, '/campanas/primavera-2027');
    assert.equal(redirect.permanent, true);
  });
});
