/** The services a visitor can ask about in the contact form (SPEC §5). */
export const contactServices = [
  'Cartelería Digital',
  'Gestión de Contenidos',
  'Tecnología Lift & Learn',
  'Medición de Audiencia',
  'Asistente IA',
  'Cloud Services',
  'Cotización de Productos',
] as const;

export type ContactService = (typeof contactServices)[number];
