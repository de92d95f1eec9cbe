'use strict';

/**
 * The site's list of its remotes' routes (src/pages/site-routes.js), without Strapi: a path is
 * matched against the routes as React Router matches them, the list is read from a stand-in site
 * and kept a few seconds, and a site that cannot be reached rejects. The guard that uses it, with
 * Strapi, is in pages-guards.test.js.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');

const { fetchSiteRoutes, forgetSiteRoutes, remoteRouteOf, remoteRouteRefusal, SITE_ROUTES_PATH, KEEP_MS } = require('../src/pages/site-routes');
const { freePort } = require('./helpers');

const ROUTES = [
  { path: '/blog', remote: 'content' },
  { path: '/blog/:slug', remote: 'content' },
  { path: '/casos-exito/:id', remote: 'content' },
  { path: '/productos', remote: 'catalogue' },
  { path: '/sobre-nosotros/firmas', remote: 'tools' },
];

/** A stand-in site answering its list of routes; `answer` may be changed by the test. */
async function standInSite(t, answer) {
  const site = { requests: 0, answer };
  const server = http.createServer((req, res) => {
    site.requests += 1;
    if (req.url !== SITE_ROUTES_PATH) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(JSON.stringify(site.answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return Object.assign(site, { url: `http://127.0.0.1:${server.address().port}` });
}

test('a path is matched against the remotes’ routes as React Router matches them', () => {
  assert.deepEqual(remoteRouteOf('/blog', ROUTES), ROUTES[0]);
  assert.deepEqual(remoteRouteOf('/blog/anything', ROUTES), ROUTES[1], 'a parameter is any one segment');
  assert.deepEqual(remoteRouteOf('/Blog/', ROUTES), ROUTES[0], 'letter case and a trailing slash aside');
  assert.deepEqual(remoteRouteOf('/casos-exito/12', ROUTES), ROUTES[2]);
  assert.deepEqual(remoteRouteOf('/sobre-nosotros/firmas', ROUTES), ROUTES[4]);
  for (const free of ['/', '/blog/a/b', '/casos-exito', '/productos/pantallas', '/sobre-nosotros', '/servicios/cloud', '/blogs']) {
    assert.equal(remoteRouteOf(free, ROUTES), null, `${free} is no remote's`);
  }
});

test('the refusal names the page’s section, and the route when it has parameters, in Spanish', () => {
  assert.equal(remoteRouteRefusal('/blog', ROUTES[0]), '«/blog» es la dirección de una página del sitio (el blog, los casos de éxito y los recursos): elija otra.');
  assert.equal(
    remoteRouteRefusal('/blog/novedades', ROUTES[1]),
    '«/blog/novedades» es la dirección de una página del sitio (el blog, los casos de éxito y los recursos: /blog/…): elija otra.',
  );
  assert.match(remoteRouteRefusal('/agenda', { path: '/agenda', remote: 'events' }), /\(la sección events\)/);
});

test('the list is read from the site, kept a few seconds, and read again after', async (t) => {
  forgetSiteRoutes();
  const site = await standInSite(t, { routes: [...ROUTES, { path: 'sin-barra', remote: 'content' }, { remote: 'tools' }] });
  let now = 1_000;
  assert.deepEqual(await fetchSiteRoutes(site.url, { now: () => now }), ROUTES, 'entries that are no route left out');
  now += KEEP_MS - 1;
  site.answer = { routes: [] };
  assert.deepEqual(await fetchSiteRoutes(`${site.url}/`, { now: () => now }), ROUTES, 'kept');
  assert.equal(site.requests, 1);
  now += 1;
  assert.deepEqual(await fetchSiteRoutes(site.url, { now: () => now }), []);
  assert.equal(site.requests, 2);
});

test('a site that cannot be reached, or answers no list, rejects (and the failure is kept as briefly)', async (t) => {
  forgetSiteRoutes();
  await assert.rejects(fetchSiteRoutes(`http://127.0.0.1:${await freePort()}`));
  const site = await standInSite(t, { error: 'no' });
  let now = 5_000;
  await assert.rejects(fetchSiteRoutes(site.url, { now: () => now }), /no trae la lista/);
  site.answer = { routes: ROUTES };
  await assert.rejects(fetchSiteRoutes(site.url, { now: () => now }), 'kept');
  now += KEEP_MS;
  assert.deepEqual(await fetchSiteRoutes(site.url, { now: () => now }), ROUTES);
});
