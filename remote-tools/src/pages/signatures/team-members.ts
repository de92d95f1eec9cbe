import { siteConfig } from '@site/shared/config';
import carolinaMunozPhoto from './assets/carolina-munoz.png';
import diegoHerreraPhoto from './assets/diego-herrera.png';
import franciscaSotoPhoto from './assets/francisca-soto.png';
import matiasFuentesPhoto from './assets/matias-fuentes.png';
import sebastianContrerasPhoto from './assets/sebastian-contreras.png';
import valentinaRojasPhoto from './assets/valentina-rojas.png';

/** A person who signs e-mails (SPEC §3: the signature team list). */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  email: string;
  quote: string;
  /** URL of a square photo, at least 160 px (shown at 80 px). */
  photoUrl: string;
}

/** The company's mail domain, taken from the configured contact address. */
const mailDomain = siteConfig.contactEmail.slice(siteConfig.contactEmail.lastIndexOf('@') + 1);

/** 'nombre.apellido@' plus the company's mail domain. */
const companyEmail = (localPart: string): string => `${localPart}@${mailDomain}`;

// Never empty: the first member is selected by default.
export const teamMembers: readonly [TeamMember, ...TeamMember[]] = [
  {
    id: 'carolina-munoz',
    name: 'Carolina Muñoz',
    role: 'Gerenta General',
    email: companyEmail('carolina.munoz'),
    quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
    photoUrl: carolinaMunozPhoto,
  },
  {
    id: 'matias-fuentes',
    name: 'Matías Fuentes',
    role: 'Director de Tecnología',
    email: companyEmail('matias.fuentes'),
    quote: 'Diseñamos soluciones que funcionan el primer día y siguen funcionando el día mil.',
    photoUrl: matiasFuentesPhoto,
  },
  {
    id: 'valentina-rojas',
    name: 'Valentina Rojas',
    role: 'Líder de Experiencia del Cliente',
    email: companyEmail('valentina.rojas'),
    quote: 'Cada pantalla es una conversación: nuestro trabajo es que valga la pena.',
    photoUrl: valentinaRojasPhoto,
  },
  {
    id: 'sebastian-contreras',
    name: 'Sebastián Contreras',
    role: 'Jefe de Proyectos',
    email: companyEmail('sebastian.contreras'),
    quote: 'Un buen proyecto se nota en los detalles y en los plazos cumplidos.',
    photoUrl: sebastianContrerasPhoto,
  },
  {
    id: 'francisca-soto',
    name: 'Francisca Soto',
    role: 'Especialista en Contenidos Digitales',
    email: companyEmail('francisca.soto'),
    quote: 'El contenido correcto, en la pantalla correcta, en el momento justo.',
    photoUrl: franciscaSotoPhoto,
  },
  {
    id: 'diego-herrera',
    name: 'Diego Herrera',
    role: 'Ejecutivo Comercial',
    email: companyEmail('diego.herrera'),
    quote: 'Escuchar primero es la mejor forma de proponer algo que sirva.',
    photoUrl: diegoHerreraPhoto,
  },
];
