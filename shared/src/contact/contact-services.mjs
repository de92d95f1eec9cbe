// @ts-check
// Plain JavaScript so the bench's Node scripts read the list too (scripts/bench/leads.mjs); TypeScript
// reads the literal types through the JSDoc. The CMS's lead schema lists the same services
// (shell/server/leads/cms-lead-schema.test.ts holds them together).

/** The services a visitor can ask about in the contact form (SPEC §5). */
export const contactServices = /** @type {const} */ ([
  'Cartelería Digital',
  'Gestión de Contenidos',
  'Tecnología Lift & Learn',
  'Medición de Audiencia',
  'Asistente IA',
  'Cloud Services',
  'Cotización de Productos',
]);

/** @typedef {(typeof contactServices)[number]} ContactService */
