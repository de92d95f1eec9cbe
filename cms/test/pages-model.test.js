'use strict';

/**
 * The marketing pages' model and seed data, read from the files Strapi loads (no app): the page
 * type (draft & publish, unique required path, SEO, menus, the blocks' dynamic zone), one block
 * per section kind the pages show, every field labelled and described in Spanish for the admin
 * panel, the path rules, and the seed data checked against the schemas field by field (kinds,
 * required fields, enumerations, patterns, nested components), so a seed that Strapi would refuse
 * or a renderer would misread fails here first.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const { checkPagePath } = require('../src/pages/page-path-guard');
const pages = require('../src/seed/data/pages');
const { pagesMediaInfo } = require('../src/seed/pages');

const SRC = path.resolve(__dirname, '..', 'src');
const SEED_MEDIA = path.resolve(__dirname, '..', 'seed-media');
const pageSchema = JSON.parse(fs.readFileSync(path.join(SRC, 'api', 'page', 'content-types', 'page', 'schema.json'), 'utf8'));
const component = (uid) => {
  const [category, name] = uid.split('.');
  return JSON.parse(fs.readFileSync(path.join(SRC, 'components', category, `${name}.json`), 'utf8'));
};
const blockUids = fs.readdirSync(path.join(SRC, 'components', 'blocks')).map((file) => `blocks.${file.replace(/\.json$/, '')}`).sort();

/** Every section kind the pages showed as code, and the block that holds it now. */
const EXPECTED_BLOCKS = [
  'home-hero', 'hero-image', 'hero-video', 'hero-chat', 'page-header',
  'feature-grid', 'benefit-list', 'benefit-columns', 'stat-cards', 'step-list', 'use-case-grid', 'link-cards', 'check-list',
  'services-carousel', 'feature-split', 'media-split', 'chat-split', 'partner-split', 'image-benefits', 'image-text-use-cases',
  'satisfaction-index', 'plan-cards', 'implementations-slideshow', 'application-groups', 'automation-areas',
  'migration-comparison', 'database-offerings', 'audience-dashboard', 'mission-vision',
  'team', 'client-logos', 'partners-carousel', 'closing-banner', 'podcast-episode',
].map((name) => `blocks.${name}`).sort();

/** Spanish on its face: an accented letter or ñ, or a common Spanish word. */
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|un|una|de|del|que|por|para|con|sin|en|y|o|su|sus)\b/i;

test('the page type: draft & publish, a unique required path, SEO, menus and the blocks in a dynamic zone', () => {
  assert.equal(pageSchema.options.draftAndPublish, true);
  const { attributes: a } = pageSchema;
  assert.deepEqual({ type: a.path.type, required: a.path.required, unique: a.path.unique }, { type: 'string', required: true, unique: true });
  assert.equal(a.title.type, 'string');
  assert.deepEqual([a.seo.type, a.seo.component, Boolean(a.seo.repeatable)], ['component', 'shared.seo', false]);
  assert.deepEqual([a.menus.type, a.menus.component, a.menus.repeatable], ['component', 'shared.menu-entry', true]);
  assert.equal(a.blocks.type, 'dynamiczone');
  assert.deepEqual([...a.blocks.components].sort(), blockUids, 'every block component is offered in the zone');
  assert.deepEqual(blockUids, EXPECTED_BLOCKS, 'one block per section kind');
  const seo = component('shared.seo').attributes;
  for (const field of ['metaTitle', 'metaDescription', 'keywords', 'socialImage', 'noindex', 'canonicalUrl', 'structuredData']) assert.ok(seo[field], `shared.seo.${field}`);
  assert.deepEqual(seo.socialImage.allowedTypes, ['images']);
  assert.equal(seo.noindex.type, 'boolean');
});

test('the menus offer the shell’s five groups and its menu icons', () => {
  const menu = component('shared.menu-entry').attributes;
  assert.deepEqual(menu.group.enum, ['soluciones', 'productos', 'servicios', 'recursos', 'sobre']);
  const shellMenus = fs.readFileSync(path.resolve(__dirname, '..', '..', 'shell', 'src', 'layout', 'navigation', 'menu-groups.ts'), 'utf8');
  const shellIcons = shellMenus.match(/export const menuIcons[^{]*\{([^}]*)\}/)[1].split(',').map((name) => name.trim()).filter(Boolean);
  assert.deepEqual([...menu.icon.enum].sort(), [...shellIcons].sort(), 'the same names as the shell’s menuIcons');
  for (const field of ['title', 'description', 'order']) assert.ok(menu[field], `menu-entry.${field}`);
});

/** Every component the page reaches (blocks, and the components inside them), by uid. */
function reachableComponents() {
  const seen = new Set(['shared.seo', 'shared.menu-entry']);
  const queue = [...blockUids, 'shared.seo', 'shared.menu-entry'];
  for (let uid = queue.shift(); uid; uid = queue.shift()) {
    seen.add(uid);
    for (const attribute of Object.values(component(uid).attributes)) {
      if (attribute.type === 'component' && !seen.has(attribute.component)) queue.push(attribute.component);
    }
  }
  return [...seen].sort();
}

test('every field of the page and of every block says in Spanish what goes in it', () => {
  const check = (where, schema) => {
    assert.match(schema.info.description ?? '', SPANISH, `${where}: a Spanish description`);
    assert.ok(schema.info.displayName, `${where}: a display name`);
    for (const field of Object.keys(schema.attributes)) {
      const edit = schema.config?.metadatas?.[field]?.edit;
      assert.ok(edit?.label, `${where}.${field}: a label`);
      assert.ok(edit.description && edit.description.length >= 8, `${where}.${field}: a description`);
      assert.match(`${edit.label} ${edit.description}`, SPANISH, `${where}.${field}: in Spanish`);
      assert.equal(schema.config.metadatas[field].list?.label, edit.label, `${where}.${field}: the same label in lists`);
    }
  };
  for (const field of Object.keys(pageSchema.attributes)) {
    assert.match(pageSchema.config.metadatas[field].edit.description, SPANISH, `page.${field}`);
  }
  for (const uid of reachableComponents()) check(uid, component(uid));
});

test('icons are names from one list; images need alt text; links are site paths, anchors or web addresses', () => {
  const iconLists = new Set();
  for (const uid of reachableComponents()) {
    for (const [field, attribute] of Object.entries(component(uid).attributes)) {
      if (field === 'icon' && uid !== 'shared.menu-entry') iconLists.add(JSON.stringify(attribute.enum));
      if (attribute.type === 'media') assert.ok(attribute.allowedTypes.length === 1, `${uid}.${field}: images or videos, not both`);
    }
  }
  assert.equal(iconLists.size, 1, 'every block icon field offers the same names');
  const icons = JSON.parse([...iconLists][0]);
  assert.ok(icons.includes('StorefrontOutlined') && icons.every((name) => /^[A-Z][A-Za-z0-9]+$/.test(name)));
  const href = new RegExp(component('shared.link').attributes.href.regex);
  for (const ok of ['/contacto', '/contacto#contact-form', '#nuestros-servicios', 'https://example.com/x']) assert.match(ok, href);
  for (const bad of ['contacto', 'javascript:alert(1)', 'ftp://x', '/a b']) assert.doesNotMatch(bad, href);
});

test('a page’s path: a site path, not one of the server’s own, without ? or #, in Spanish when refused', () => {
  assert.deepEqual(checkPagePath('/servicios/pantallas/'), { path: '/servicios/pantallas' });
  assert.deepEqual(checkPagePath('/'), { path: '/' });
  assert.deepEqual(checkPagePath(' /campanas/verano '), { path: '/campanas/verano' });
  const refusals = {
    '': /Escriba la dirección/,
    'servicios': /no es una ruta del sitio/,
    '//evil.example': /no es una ruta del sitio/,
    '/a//b': /no es una ruta del sitio/,
    '/ofertas?x=1': /tiene \? o #/,
    '/ofertas#arriba': /tiene \? o #/,
    '/api/pages': /propio servidor/,
    '/uploads/x': /propio servidor/,
    '/healthz': /propio servidor/,
    '/archivo.pdf': /propio servidor/,
  };
  for (const [value, message] of Object.entries(refusals)) assert.match(checkPagePath(value).error ?? '', message, value);
});

/** Checks `value` against a component's attributes: the error messages, with where they are. */
function validate(uid, value, where) {
  const errors = [];
  const { attributes } = component(uid);
  for (const key of Object.keys(value)) {
    if (key !== '__component' && !attributes[key]) errors.push(`${where}.${key}: no such field in ${uid}`);
  }
  for (const [field, attribute] of Object.entries(attributes)) {
    const v = value[field];
    const at = `${where}.${field}`;
    if (v === undefined || v === null) {
      if (attribute.required) errors.push(`${at}: required`);
      continue;
    }
    switch (attribute.type) {
      case 'string': case 'text':
        if (typeof v !== 'string') errors.push(`${at}: not text`);
        else {
          if (attribute.maxLength && v.length > attribute.maxLength) errors.push(`${at}: ${v.length} > ${attribute.maxLength}`);
          if (attribute.regex && !new RegExp(attribute.regex).test(v)) errors.push(`${at}: «${v}» fails ${attribute.regex}`);
          if (attribute.required && v.trim() === '') errors.push(`${at}: empty`);
        }
        break;
      case 'integer':
        if (!Number.isInteger(v) || (attribute.min !== undefined && v < attribute.min) || (attribute.max !== undefined && v > attribute.max)) errors.push(`${at}: ${v}`);
        break;
      case 'boolean': if (typeof v !== 'boolean') errors.push(`${at}: not a boolean`); break;
      case 'date': if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) errors.push(`${at}: not a date`); break;
      case 'enumeration': if (!attribute.enum.includes(v)) errors.push(`${at}: «${v}» not in the list`); break;
      case 'media':
        if (typeof v?.file !== 'string') errors.push(`${at}: not a media value`);
        else if (attribute.allowedTypes[0] === 'images' && !v.alt?.trim()) errors.push(`${at}: an image without alt text`);
        break;
      case 'component': {
        const items = attribute.repeatable ? v : [v];
        if (attribute.repeatable && !Array.isArray(v)) errors.push(`${at}: not a list`);
        if (attribute.max !== undefined && items.length > attribute.max) errors.push(`${at}: more than ${attribute.max}`);
        items.forEach((item, i) => errors.push(...validate(attribute.component, item, `${at}[${i}]`)));
        break;
      }
      default: errors.push(`${at}: unchecked type ${attribute.type}`);
    }
  }
  return errors;
}

test('the seed: twelve pages, each valid against the schemas, every image with alt text and its file present', () => {
  assert.equal(pages.length, 12);
  assert.deepEqual(pages.map((page) => page.path), [
    '/', '/experiencia-cliente', '/productividad', '/servicios/senalizacion-digital', '/servicios/gestion-contenidos',
    '/servicios/lift-and-learn', '/servicios/medicion-audiencia', '/servicios/comunicaciones-internas', '/servicios/asistente-ia',
    '/servicios/cloud', '/podcast', '/sobre-nosotros',
  ]);
  const errors = [];
  for (const page of pages) {
    assert.deepEqual(checkPagePath(page.path), { path: page.path });
    assert.ok(page.title && page.seo.metaTitle, page.path);
    errors.push(...validate('shared.seo', page.seo, `${page.path} seo`));
    (page.menus ?? []).forEach((menu, i) => errors.push(...validate('shared.menu-entry', menu, `${page.path} menus[${i}]`)));
    assert.ok(page.blocks.length >= 2, `${page.path} has blocks`);
    page.blocks.forEach((block, i) => {
      if (!blockUids.includes(block.__component)) errors.push(`${page.path} blocks[${i}]: unknown ${block.__component}`);
      else errors.push(...validate(block.__component, block, `${page.path} blocks[${i}] ${block.__component}`));
    });
    const anchors = page.blocks.map((block) => block.anchor).filter(Boolean);
    assert.equal(new Set(anchors).size, anchors.length, `${page.path}: anchors are unique`);
  }
  assert.deepEqual(errors, []);
  for (const [file, info] of pagesMediaInfo()) {
    assert.ok(fs.existsSync(path.join(SEED_MEDIA, file)), `${file} exists`);
    assert.equal(Boolean(info.alternativeText), !/\.(webm|mp4)$/.test(file), `${file}: alt text for images only`);
  }
});

test('the seed keeps the pages’ texts: spot checks against the SPEC', () => {
  const byPath = Object.fromEntries(pages.map((page) => [page.path, page]));
  const block = (p, uid, anchor) => byPath[p].blocks.find((b) => b.__component === uid && (anchor === undefined || b.anchor === anchor));
  // The SPEC's own words, written here: the SPEC sits outside the repository, where a clean clone
  // (CI) has no copy of it.

  const hero = byPath['/'].blocks[0];
  assert.equal(hero.__component, 'blocks.home-hero');
  assert.equal(hero.tagline, 'Todo se trata de vínculos:');
  assert.deepEqual(hero.phrases.split('\n'), ['la audiencia y la marca', 'el usuario y la tecnología', 'el consultor y el cliente']);
  // The buttons the SPEC names, as seeded.
  const labels = JSON.stringify(pages);
  for (const label of ['Transformar la Experiencia', 'Conoce más del asistente', 'Solicitar prueba de concepto', 'Solicitar servicio de creación de contenido']) {
    assert.ok(labels.includes(`"label":"${label}"`), label);
  }
  assert.deepEqual(byPath['/'].blocks.map((b) => b.__component), [
    'blocks.home-hero', 'blocks.benefit-columns', 'blocks.services-carousel', 'blocks.step-list', 'blocks.feature-split',
    'blocks.feature-split', 'blocks.link-cards', 'blocks.client-logos', 'blocks.closing-banner',
  ]);
  assert.equal(block('/', 'blocks.closing-banner').title, 'Comience su Transformación Digital Hoy');
  assert.deepEqual(block('/', 'blocks.services-carousel').services.map((s) => s.title), ['Señalización Digital', 'Gestión de Contenidos', 'Lift and Learn', 'Medición de Audiencia', 'Asistente IA']);

  const plans = block('/servicios/gestion-contenidos', 'blocks.plan-cards').plans;
  assert.deepEqual(plans.map((plan) => [plan.title, plan.name, plan.highlighted]), [['LITE', 'Señalización Cloud LITE', false], ['PLUS', 'Señalización Cloud PLUS', true]]);
  assert.equal(byPath['/servicios/gestion-contenidos'].blocks.at(-1).__component, 'blocks.image-text-use-cases', 'no closing banner on this page');

  const satisfaction = block('/experiencia-cliente', 'blocks.satisfaction-index');
  assert.deepEqual(satisfaction.faces.map((face) => [face.label, face.share]), [['Muy satisfecho', '98%'], ['Neutral', '1.5%'], ['Insatisfecho', '0.5%']]);
  assert.deepEqual(satisfaction.stats.map((s) => s.value), ['90%', '-40%', '24/7']);

  const ai = block('/servicios/asistente-ia', 'blocks.stat-cards', 'beneficios');
  assert.deepEqual(ai.stats.map((s) => `${s.value} ${s.label}`), ['+45% ROI', '+60% Satisfacción', '-40% Tiempo']);
  assert.equal(block('/servicios/asistente-ia', 'blocks.hero-chat').assistantName, 'Nexo IA');
  assert.equal(block('/servicios/senalizacion-digital', 'blocks.implementations-slideshow').implementations.length, 5);
  assert.equal(block('/servicios/cloud', 'blocks.database-offerings').engines.length, 6);
  assert.deepEqual(byPath['/servicios/cloud'].seo.keywords.split(', ').slice(0, 2), ['implementación en la nube', 'migración a la nube']);
  assert.ok(block('/sobre-nosotros', 'blocks.team'), 'about us shows the team from its collection');
  assert.equal(block('/sobre-nosotros', 'blocks.team').title, 'Las personas detrás de cada proyecto');
  assert.deepEqual(block('/sobre-nosotros', 'blocks.mission-vision').statements.map((s) => s.title), ['Misión', 'Visión']);
  assert.equal(block('/podcast', 'blocks.podcast-episode').duration, '17:04');
  const menus = pages.flatMap((page) => (page.menus ?? []).map((menu) => `${menu.group}:${menu.title}`));
  assert.equal(menus.length, 14);
  assert.ok(menus.includes('productos:Señalización Cloud PLUS') && menus.includes('sobre:Sobre Nosotros'));
});
