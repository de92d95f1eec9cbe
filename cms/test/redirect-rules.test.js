'use strict';

/** What the admin panel accepts as a redirect (src/redirects/redirect-rules.js): pure, no Strapi. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { checkRedirect, sitePath } = require('../src/redirects/redirect-rules');

const ok = (input, others = []) => {
  const verdict = checkRedirect(input, others);
  assert.equal(verdict.error, undefined, verdict.error);
  return verdict.redirect;
};
const refused = (input, others, field, pattern) => {
  const verdict = checkRedirect(input, others);
  assert.equal(verdict.field, field, `refused on ${field}: ${verdict.error}`);
  assert.match(verdict.error, pattern);
};

test('paths are stored as the site compares them', () => {
  assert.deepEqual(ok({ from: ' /servicios/pantallas/ ', to: '/servicios/senalizacion-digital' }), {
    from: '/servicios/pantallas',
    to: '/servicios/senalizacion-digital',
    external: false,
  });
  assert.equal(ok({ from: '/campana', to: '/contacto/?origen=campana#contact-form' }).to, '/contacto?origen=campana#contact-form');
  assert.equal(sitePath('/a//b'), null);
  assert.equal(sitePath('/con espacio'), null);
});

test('a source that is not a page address is refused', () => {
  refused({ from: 'servicios', to: '/' }, [], 'from', /no es una ruta del sitio/);
  refused({ from: '/a?b=1', to: '/' }, [], 'from', /sin \? ni #/);
  refused({ from: '/', to: '/home' }, [], 'from', /inicio/);
  for (const from of ['/api/articles', '/uploads/x', '/assets/main.js', '/healthz', '/sitemap.xml', '/_estilos/a']) {
    refused({ from, to: '/' }, [], 'from', /propio servidor/);
  }
});

test('a redirect never leaves the site unless it is marked external', () => {
  refused({ from: '/viejo', to: 'https://otro.example.com/' }, [], 'to', /fuera del sitio.*Externa/);
  refused({ from: '/viejo', to: '//otro.example.com/' }, [], 'to', /fuera del sitio/);
  refused({ from: '/viejo', to: 'javascript:alert(1)' }, [], 'to', /fuera del sitio/);
  assert.equal(ok({ from: '/viejo', to: 'https://partner.example.com/demo', external: true }).to, 'https://partner.example.com/demo');
  refused({ from: '/viejo', to: 'ftp://x.example.com', external: true }, [], 'to', /https:\/\//);
  refused({ from: '/viejo', to: 'contacto', external: false }, [], 'to', /empezando con \//);
});

test('loops, chains and twins are refused', () => {
  const others = [{ from: '/a', to: '/b', external: false }];
  refused({ from: '/x', to: '/x/' }, [], 'to', /misma dirección/);
  refused({ from: '/x', to: '/a' }, others, 'to', /«\/a» ya se redirige a «\/b»/);
  refused({ from: '/b', to: '/a?x=1' }, others, 'to', /sin fin/);
  refused({ from: '/b', to: '/c' }, others, 'from', /desde «\/a» ya lleva a «\/b».*cadena/);
  refused({ from: '/a', to: '/c' }, others, 'from', /Ya existe una redirección desde «\/a»/);
  // An external target is never a path of the site: no chain through it.
  assert.ok(ok({ from: '/b', to: '/c' }, [{ from: '/a', to: 'https://x.example.com/b', external: true }]));
});
