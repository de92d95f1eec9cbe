import { redirectFor, redirectTableOf } from './redirect-table';

const table = redirectTableOf([
  { from: '/servicios/pantallas', to: '/servicios/senalizacion-digital', permanent: true, external: false },
  { from: '/campana/', to: '/contacto?origen=campana#contact-form', permanent: false, external: false },
  { from: '/demo', to: 'https://partner.example.com/demo', permanent: false, external: true },
  { from: '/ancla', to: '/sobre-nosotros#equipo', permanent: true, external: false },
  // What the admin panel refuses never reaches a Location header, even if it got into the CMS.
  { from: '/fuera', to: 'https://otro.example.com/', permanent: true, external: false },
  { from: '/doble', to: '//otro.example.com/', permanent: true, external: false },
  { from: '/script', to: 'javascript:alert(1)', permanent: true, external: true },
  { from: '/salto', to: '/a\r\nSet-Cookie: x=1', permanent: true, external: false },
  { from: 'sin-barra', to: '/', permanent: true, external: false },
  { from: '/', to: '/home', permanent: true, external: false },
  null,
  'texto',
]);

describe('the redirect table', () => {
  it('holds only redirects the site may apply', () => {
    expect([...table.keys()]).toEqual(['/servicios/pantallas', '/campana', '/demo', '/ancla']);
  });

  it('answers a path, with or without its trailing slash; 301 when permanent, 302 when not', () => {
    expect(redirectFor(table, '/servicios/pantallas/', '')).toEqual({
      from: '/servicios/pantallas',
      location: '/servicios/senalizacion-digital',
      status: 301,
    });
    expect(redirectFor(table, '/campana', '')?.status).toBe(302);
    expect(redirectFor(table, '/servicios', '')).toBeNull();
    expect(redirectFor(table, '/SERVICIOS/PANTALLAS', '')).toBeNull();
  });

  it('keeps the visitor’s query unless the target has its own, before the target’s fragment', () => {
    expect(redirectFor(table, '/servicios/pantallas', '?utm_source=correo')?.location).toBe('/servicios/senalizacion-digital?utm_source=correo');
    expect(redirectFor(table, '/campana', '?utm_source=correo')?.location).toBe('/contacto?origen=campana#contact-form');
    expect(redirectFor(table, '/ancla', '?a=1')?.location).toBe('/sobre-nosotros?a=1#equipo');
    expect(redirectFor(table, '/demo', '?a=1')?.location).toBe('https://partner.example.com/demo?a=1');
  });
});
