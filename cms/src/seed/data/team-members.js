// @ts-check
'use strict';

/**
 * The team (about us, /sobre-nosotros, and the e-mail signatures, /sobre-nosotros/firmas), in
 * display order. The addresses use the site's default contact domain (example.com, as
 * shared/src/config/site-config.ts): the seed is for development and tests, and editors write
 * real addresses in the admin. Each portrait lives in cms/seed-media/team/ (PNG: it also goes
 * into e-mail signatures, and some mail clients show no WebP).
 * @type {import('../types').TeamMemberSeed[]}
 */
module.exports = [
  {
    name: 'Carolina Muñoz',
    role: 'Gerenta General',
    photo: 'team/carolina-munoz.png',
    quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
    email: 'carolina.munoz@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/carolina-munoz-nexo-digital',
    order: 10,
  },
  {
    name: 'Matías Fuentes',
    role: 'Director de Tecnología',
    photo: 'team/matias-fuentes.png',
    quote: 'Diseñamos soluciones que funcionan el primer día y siguen funcionando el día mil.',
    email: 'matias.fuentes@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/matias-fuentes-nexo-digital',
    order: 20,
  },
  {
    name: 'Valentina Rojas',
    role: 'Líder de Experiencia del Cliente',
    photo: 'team/valentina-rojas.png',
    quote: 'Cada pantalla es una conversación: nuestro trabajo es que valga la pena.',
    email: 'valentina.rojas@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/valentina-rojas-nexo-digital',
    order: 30,
  },
  {
    name: 'Sebastián Contreras',
    role: 'Jefe de Proyectos',
    photo: 'team/sebastian-contreras.png',
    quote: 'Un buen proyecto se nota en los detalles y en los plazos cumplidos.',
    email: 'sebastian.contreras@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/sebastian-contreras-nexo-digital',
    order: 40,
  },
  {
    name: 'Francisca Soto',
    role: 'Especialista en Contenidos Digitales',
    photo: 'team/francisca-soto.png',
    quote: 'El contenido correcto, en la pantalla correcta, en el momento justo.',
    email: 'francisca.soto@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/francisca-soto-nexo-digital',
    order: 50,
  },
  {
    name: 'Diego Herrera',
    role: 'Ejecutivo Comercial',
    photo: 'team/diego-herrera.png',
    quote: 'Escuchar primero es la mejor forma de proponer algo que sirva.',
    email: 'diego.herrera@example.com',
    linkedinUrl: 'https://www.linkedin.com/in/diego-herrera-nexo-digital',
    order: 60,
  },
];
