// Every route of SPEC §2.1, defined once. Menus, footers, buttons and the
// shell's route table all refer to these names instead of repeating strings.
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
  podcast: '/podcast',
  resources: '/recursos',
  successCases: '/casos-exito',
  aboutUs: '/sobre-nosotros',
  signatures: '/sobre-nosotros/firmas',
  contact: '/contacto',
  contactForm: '/contacto#contact-form',
  contactSuccess: '/contacto/exito',
} as const;

/** Routes with a parameter, as the shell's route table declares them. */
export const routePatterns = {
  article: '/blog/:slug',
  successCase: '/casos-exito/:id',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

export const articlePath = (slug: string): string => `${paths.blog}/${encodeURIComponent(slug)}`;
export const successCasePath = (id: string | number): string =>
  `${paths.successCases}/${encodeURIComponent(String(id))}`;
