// @ts-check
'use strict';

/**
 * The partners carousel of /sobre-nosotros (SPEC §2.18: four partners, fictional), in the order
 * shown. `width`: the logo's drawn width at 64 px high (the file in seed-media/socios/ is twice that).
 * @type {Array<{ name: string, logo: string, url: string, width: number, description: string, order: number }>}
 */
module.exports = [
  {
    name: 'Visiona Analytics',
    logo: 'socios/visiona.webp',
    url: 'https://visiona-analytics.example/',
    width: 272,
    description: 'Analítica de audiencia con visión artificial',
    order: 10,
  },
  {
    name: 'Lumina Display Panels',
    logo: 'socios/lumina-panels.webp',
    url: 'https://lumina-panels.example/',
    width: 250,
    description: 'Pantallas profesionales, LED y videowalls',
    order: 20,
  },
  {
    name: 'NubeAndina',
    logo: 'socios/nubeandina.webp',
    url: 'https://nubeandina.example/',
    width: 250,
    description: 'Infraestructura cloud y bases de datos administradas',
    order: 30,
  },
  {
    name: 'Kora AI',
    logo: 'socios/kora-ai.webp',
    url: 'https://kora-ai.example/',
    width: 220,
    description: 'Modelos conversacionales para asistentes virtuales',
    order: 40,
  },
];
