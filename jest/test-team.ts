import type { TeamMember } from '@site/shared/cms';
import { testMedia } from './test-media';

/** Three people as the data layer hands them over from the CMS (SPEC §3 team member, with e-mail). */
export const testTeam: [TeamMember, ...TeamMember[]] = [
  {
    id: 11,
    name: 'Carolina Muñoz',
    role: 'Gerenta General',
    email: 'carolina.munoz@example.com',
    quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
    linkedin: 'https://www.linkedin.com/in/carolina-munoz-nexo-digital',
    photo: testMedia('/uploads/carolina_munoz_a1.png', { alt: 'Retrato de Carolina Muñoz', width: 240, height: 240 }),
  },
  {
    id: 12,
    name: 'Matías Fuentes',
    role: 'Director de Tecnología',
    email: 'matias.fuentes@example.com',
    quote: '',
    linkedin: null,
    photo: testMedia('/uploads/matias_fuentes_b2.png', { alt: 'Retrato de Matías Fuentes', width: 240, height: 240 }),
  },
  {
    id: 13,
    name: 'Valentina Rojas',
    role: 'Líder de Experiencia del Cliente',
    email: 'valentina.rojas@example.com',
    quote: 'Cada pantalla es una conversación: nuestro trabajo es que valga la pena.',
    linkedin: 'https://www.linkedin.com/in/valentina-rojas-nexo-digital',
    photo: testMedia('/uploads/valentina_rojas_c3.png', { alt: 'Retrato de Valentina Rojas', width: 240, height: 240 }),
  },
];
