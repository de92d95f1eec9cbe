/**
 * The addresses pages link to across the site (SPEC §2.1), by name: the shell's menus and 404, and
 * one remote's page linking to another's. A page's route is declared by its own remote's record
 * (`remote-<name>/src/pages/pages.mjs`); an address is listed here only when code elsewhere links
 * to it, and site-pages.test.ts fails when one is not a route some remote declares.
 */
export const paths = {
  root: '/',
  home: '/home',
  customerExperience: '/experiencia-cliente',
  productivity: '/productividad',
  products: '/productos',
  digitalSignage: '/servicios/senalizacion-digital',
  contentManagement: '/servicios/gestion-contenidos',
  liftAndLearn: '/servicios/lift-and-learn',
  audienceMeasurement: '/servicios/medicion-audiencia',
  internalCommunications: '/servicios/comunicaciones-internas',
  aiAssistant: '/servicios/asistente-ia',
  cloud: '/servicios/cloud',
  blog: '/blog',
  successCases: '/casos-exito',
  resources: '/recursos',
  podcast: '/podcast',
  aboutUs: '/sobre-nosotros',
  signatures: '/sobre-nosotros/firmas',
  contact: '/contacto',
  contactSuccess: '/contacto/exito',
  /** The contact page's form (the page's buttons scroll to it). */
  contactForm: '/contacto#contact-form',
  /** The privacy policy (remote-content), linked from every page's footer and the forms. */
  privacy: '/privacidad',
  /** The form to exercise one's rights over one's data (remote-tools). */
  privacyRequest: '/privacidad/solicitud',
  /** After a request is sent: check your e-mail (remote-tools; the server's form without JavaScript sends here). */
  privacyRequestSent: '/privacidad/solicitud/enviada',
  /** The e-mailed link's page, with its one button, and the outcome (`?estado=`) (remote-tools; the server posts here). */
  privacyConfirm: '/privacidad/confirmar',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

export const articlePath = (slug: string): string => `${paths.blog}/${encodeURIComponent(slug)}`;
export const successCasePath = (id: string | number): string =>
  `${paths.successCases}/${encodeURIComponent(String(id))}`;

/** The catalogue's query parameter of its open product: each product's own view of /productos. */
export const PRODUCT_PARAM = 'producto';
/** A product's view: its canonical address and its sitemap entry. */
export const productPath = (slug: string): string => `${paths.products}?${new URLSearchParams({ [PRODUCT_PARAM]: slug })}`;
