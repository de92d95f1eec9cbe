// @ts-check
'use strict';

/**
 * Categories of articles, success cases and materials, in display order.
 * The first one must be 'todos': the blog and the case list use it as "all".
 * @type {import('../types').CategorySeed[]}
 */
module.exports = [
  { name: 'todos' },
  { name: 'Retail' },
  { name: 'Corporativo' },
  { name: 'Salud' },
  { name: 'Educación' },
  { name: 'Experiencia al Cliente' },
  { name: 'Productividad' },
];
