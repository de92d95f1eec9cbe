'use strict';

/**
 * The site's settings, client logos and partners in the real app loaded in this process
 * (throwaway database, the main seed off): each seeds itself when its own table is empty and only
 * then, links are refused with a Spanish message unless they are complete http(s) addresses
 * (mailto: for the e-mail network), and a logo without alternative text cannot be published.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadStrapi } = require('./helpers');
const { SITE_PERMISSIONS } = require('../src/bootstrap/api-token');
const { linkProblem } = require('../src/utils/require-web-links');

const SETTINGS = 'api::site-setting.site-setting';
const CLIENT = 'api::client.client';
const PARTNER = 'api::partner.partner';

test("the site token reads the settings (find only), the clients and the partners, and writes nothing", () => {
  for (const action of [`${SETTINGS}.find`, `${CLIENT}.find`, `${CLIENT}.findOne`, `${PARTNER}.find`, `${PARTNER}.findOne`]) {
    assert.ok(SITE_PERMISSIONS.includes(action), action);
  }
  assert.ok(!SITE_PERMISSIONS.some((action) => /site-setting|client|partner/.test(action) && !/\.(find|findOne)$/.test(action)));
  assert.ok(!SITE_PERMISSIONS.includes(`${SETTINGS}.findOne`), 'a single type has no findOne');
});

test('links: complete http(s) addresses, mailto: for e-mail, a Spanish message otherwise', () => {
  assert.equal(linkProblem(SETTINGS, { whatsappUrl: 'https://wa.me/56912345678', customerPortalUrl: 'http://portal.example.com/' }), null);
  assert.match(linkProblem(SETTINGS, { whatsappUrl: 'javascript:alert(1)' })?.message ?? '', /WhatsApp debe ser una dirección web completa/);
  assert.deepEqual(linkProblem(SETTINGS, { customerPortalUrl: 'portal.example.com' })?.path, ['customerPortalUrl']);
  assert.deepEqual(linkProblem(PARTNER, { url: 'ftp://socio.example/' })?.path, ['url']);
  assert.equal(linkProblem(PARTNER, { name: 'Sin enlace en esta edición' }), null, 'a field not sent is not checked');
  const social = (network, url) => linkProblem(SETTINGS, { socialLinks: [{ network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/x' }, { network, label: 'X', url }] });
  assert.equal(social('email', 'mailto:hola@empresa.cl'), null);
  assert.match(social('email', 'https://empresa.cl')?.message ?? '', /mailto:/);
  assert.match(social('youtube', 'mailto:hola@empresa.cl')?.message ?? '', /red social n\.º 2/);
  assert.deepEqual(social('instagram', 'data:text/html,x')?.path, ['socialLinks', 1, 'url']);
});

test('settings, clients and partners in the content service', async (t) => {
  const strapi = await loadStrapi(t, 'cms-site-content-');
  const { seedSiteContentIfEmpty } = require('../src/seed/site-content');
  const refusal = (pattern) => (error) => {
    assert.equal(error.name, 'ValidationError');
    assert.match(error.message, pattern);
    return true;
  };

  await t.test("seeded when each one's own table is empty, once", async () => {
    assert.deepEqual(await seedSiteContentIfEmpty(strapi), ['site-setting', 'client', 'partner']);
    const settings = await strapi.documents(SETTINGS).findFirst({ status: 'published', populate: ['address', 'socialLinks'] });
    assert.equal(settings.contactEmail, 'contacto@example.com');
    assert.equal(settings.socialLinks.at(-1).url, 'mailto:contacto@example.com');
    const clients = await strapi.documents(CLIENT).findMany({ status: 'published', populate: ['logo'], sort: 'order:asc' });
    assert.equal(clients.length, 8);
    assert.equal(clients[0].name, 'Andesmart Supermercados');
    assert.equal(clients[0].logo.alternativeText, 'Logo de Andesmart Supermercados');
    assert.equal(clients[0].logo.width, 2 * clients[0].width, 'the file is drawn at twice its width');
    assert.equal((await strapi.documents(PARTNER).findMany({ status: 'published' })).length, 4);

    assert.deepEqual(await seedSiteContentIfEmpty(strapi), [], 'nothing seeded twice');
    // An editor who removes every partner gets them back at the next start; the others stay as they are.
    for (const partner of await strapi.documents(PARTNER).findMany({})) await strapi.documents(PARTNER).delete({ documentId: partner.documentId });
    assert.deepEqual(await seedSiteContentIfEmpty(strapi), ['partner']);
  });

  await t.test('a link that is not a complete http(s) address is refused, in Spanish, and nothing is saved', async () => {
    const settings = await strapi.documents(SETTINGS).findFirst({ status: 'draft' });
    await assert.rejects(
      strapi.documents(SETTINGS).update({ documentId: settings.documentId, data: { whatsappUrl: 'wa.me/56912345678' } }),
      refusal(/El enlace de WhatsApp debe ser una dirección web completa/),
    );
    await assert.rejects(
      strapi.documents(SETTINGS).update({
        documentId: settings.documentId,
        data: { socialLinks: [{ network: 'email', label: 'Correo', url: 'contacto@example.com' }] },
      }),
      refusal(/mailto:/),
    );
    const [partner] = await strapi.documents(PARTNER).findMany({ status: 'draft' });
    await assert.rejects(
      strapi.documents(PARTNER).update({ documentId: partner.documentId, data: { url: 'javascript:alert(1)' } }),
      refusal(/sitio web del socio/),
    );
    assert.equal((await strapi.documents(SETTINGS).findFirst({ status: 'draft' })).whatsappUrl, 'https://wa.me/56900000000');

    const saved = await strapi.documents(SETTINGS).update({
      documentId: settings.documentId,
      data: { whatsappUrl: 'https://wa.me/56912345678' },
      status: 'published',
    });
    assert.equal(saved.whatsappUrl, 'https://wa.me/56912345678');
  });

  await t.test('a client whose logo lacks alternative text is not published', async () => {
    const [{ logo }] = await strapi.documents(CLIENT).findMany({ status: 'published', populate: ['logo'] });
    await strapi.db.query('plugin::upload.file').update({ where: { id: logo.id }, data: { alternativeText: null } });
    await assert.rejects(
      strapi.documents(CLIENT).create({ data: { name: 'Marca sin texto', logo: logo.id, width: 200, order: 90 }, status: 'published' }),
      refusal(/no tiene texto alternativo/),
    );
    const draft = await strapi.documents(CLIENT).create({ data: { name: 'Marca sin texto', logo: logo.id, width: 200, order: 90 } });
    assert.ok(draft.documentId, 'a draft may lack it');
  });
});
