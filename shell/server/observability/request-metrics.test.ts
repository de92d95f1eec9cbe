import { routeLabel } from './request-metrics';

it.each([
  ['/', '/'],
  ['/blog', '/blog'],
  ['/blog/medicion-audiencia-privacidad', '/blog/:slug'],
  ['/casos-exito/12', '/casos-exito/:id'],
  ['/api/contact', '/api/contact'],
  ['/api/articles', '/api'],
  ['/uploads/pantalla_3f2a.webp', '/uploads'],
  ['/assets/main.3ef973dd.js', '/assets'],
  ['/favicon.svg', 'static'],
  ['/readyz', '/readyz'],
  ['/sitemap.xml', '/sitemap.xml'],
  ['/no/existe/en/el/sitio', '(sin ruta)'],
  ['/blog/%E0%A4%A', '(sin ruta)'],
])('counts %s under %s', (urlPath, label) => {
  expect(routeLabel(urlPath)).toBe(label);
});
