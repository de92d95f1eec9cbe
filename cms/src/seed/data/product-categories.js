// @ts-check
'use strict';

/**
 * Product categories of the catalogue, in display order (slugs are set explicitly: the
 * Document Service API does not fill uid fields).
 * @type {import('../types').ProductCategorySeed[]}
 */
module.exports = [
  { slug: 'pantallas-interactivas', name: 'Pantallas interactivas' },
  { slug: 'pantallas-senalizacion', name: 'Pantallas de señalización' },
  { slug: 'pantallas-led', name: 'Pantallas LED' },
  { slug: 'videowalls', name: 'Videowalls' },
];
