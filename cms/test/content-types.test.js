'use strict';

/**
 * Every field of SPEC §3 exists on its content type with the right kind, read from the schema
 * files Strapi loads (src/api/<name>/content-types/<name>/schema.json, src/components/). Media
 * fields: single or multiple, and exactly the allowed types the site's data layer expects.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.resolve(__dirname, '..', 'src');
const schema = (name) => JSON.parse(fs.readFileSync(path.join(SRC, 'api', name, 'content-types', name, 'schema.json'), 'utf8'));
const component = (uid) => {
  const [category, name] = uid.split('.');
  return JSON.parse(fs.readFileSync(path.join(SRC, 'components', category, `${name}.json`), 'utf8'));
};

// Kinds: a scalar type name, ['media', multiple, allowedTypes], ['relation', target],
// ['component', uid, repeatable].
const media = (multiple, allowedTypes) => ['media', multiple, allowedTypes];
const relation = (target) => ['relation', target];
const comp = (uid, repeatable) => ['component', uid, repeatable];

const EXPECTED = {
  article: {
    title: 'string', description: 'text', slug: 'uid', content: 'richtext',
    cover: media(false, ['images']), featured: 'boolean',
    categories: relation('api::category.category'), author: comp('blog.author', false),
  },
  category: { name: 'string' },
  case: {
    title: 'string', company: 'string', description: 'text', image: media(false, ['images']),
    categories: relation('api::category.category'), highlight: comp('cases.highlight', false),
    contentCompanyDescription: 'text', contentCompanyImage: media(false, ['images']),
    outstandingTitle: 'string', outstandingContent: 'richtext',
    outstandingMedia: media(true, ['images', 'videos']),
    contentChallenges: comp('shared.name-item', true), contentSolutions: comp('shared.name-item', true),
    contentVideo: media(false, ['videos']), contentResults: comp('cases.result', true),
  },
  material: {
    title: 'string', description: 'text', file: media(false, ['files']),
    categories: relation('api::category.category'),
  },
  product: {
    slug: 'uid', name: 'string', brand: 'string', description: 'text', resolution: 'string',
    glow: 'string', system: 'string', operation: 'string',
    features: comp('shared.name-item', true), displaySizes: comp('shared.name-item', true),
    images: media(true, ['images']), categories: relation('api::product-category.product-category'),
  },
  'product-category': { slug: 'uid', name: 'string' },
};

const COMPONENTS = {
  'blog.author': { name: 'string', avatar: media(false, ['images']), linkedin: 'string', email: 'email' },
  'cases.highlight': { number: 'integer', text: 'string' },
  'cases.result': { title: 'string', description: 'text' },
  'shared.name-item': { name: 'string' },
};

function checkAttributes(where, attributes, expected) {
  for (const [field, kind] of Object.entries(expected)) {
    const attribute = attributes[field];
    assert.ok(attribute, `${where}.${field} exists`);
    if (typeof kind === 'string') {
      assert.equal(attribute.type, kind, `${where}.${field} is a ${kind}`);
    } else if (kind[0] === 'media') {
      assert.equal(attribute.type, 'media', `${where}.${field} is media`);
      assert.equal(attribute.multiple, kind[1], `${where}.${field} is ${kind[1] ? 'multiple' : 'single'}`);
      assert.deepEqual([...attribute.allowedTypes].sort(), [...kind[2]].sort(), `${where}.${field} allows ${kind[2]}`);
    } else if (kind[0] === 'relation') {
      assert.equal(attribute.type, 'relation', `${where}.${field} is a relation`);
      assert.equal(attribute.target, kind[1], `${where}.${field} targets ${kind[1]}`);
    } else {
      assert.equal(attribute.type, 'component', `${where}.${field} is a component`);
      assert.equal(attribute.component, kind[1], `${where}.${field} is ${kind[1]}`);
      assert.equal(Boolean(attribute.repeatable), kind[2], `${where}.${field} repeatable: ${kind[2]}`);
    }
  }
}

test('every SPEC §3 field exists on its content type with the right kind', () => {
  for (const [name, expected] of Object.entries(EXPECTED)) {
    const { attributes, options } = schema(name);
    assert.equal(options.draftAndPublish, true, `${name} has draft & publish`);
    checkAttributes(name, attributes, expected);
  }
  for (const [uid, expected] of Object.entries(COMPONENTS)) checkAttributes(uid, component(uid).attributes, expected);
});

test('no URL-string media fields are left, and shared.url-item is gone', () => {
  const old = ['coverUrl', 'avatarUrl', 'imageUrl', 'contentCompanyImageUrl', 'contentVideoUrl', 'downloadUrl', 'imagesUrl'];
  for (const name of Object.keys(EXPECTED)) {
    for (const field of old) assert.equal(schema(name).attributes[field], undefined, `${name}.${field} removed`);
  }
  assert.equal(component('blog.author').attributes.avatarUrl, undefined);
  assert.equal(fs.existsSync(path.join(SRC, 'components', 'shared', 'url-item.json')), false);
});
