// @ts-check
'use strict';

/**
 * The home's wall of client logos (SPEC §2.4: eight brands, fictional), in the order shown.
 * `width`: the logo's drawn width at 64 px high; the file (seed-media/clientes/) is twice that,
 * 128 px high, for sharp screens.
 * @type {Array<{ name: string, logo: string, width: number, order: number }>}
 */
module.exports = [
  { name: 'Andesmart Supermercados', logo: 'clientes/andesmart.webp', width: 230, order: 10 },
  { name: 'Farmacias Quillay', logo: 'clientes/farmacias-quillay.webp', width: 250, order: 20 },
  { name: 'Centro Comercial Paseo Alerce', logo: 'clientes/paseo-alerce.webp', width: 240, order: 30 },
  { name: 'Clínica Lumbre', logo: 'clientes/clinica-lumbre.webp', width: 230, order: 40 },
  { name: 'Instituto Profesional Araucaria', logo: 'clientes/instituto-araucaria.webp', width: 282, order: 50 },
  { name: 'Cineplaza Austral', logo: 'clientes/cineplaza-austral.webp', width: 250, order: 60 },
  { name: 'Viña Cerro Alto', logo: 'clientes/vina-cerro-alto.webp', width: 250, order: 70 },
  { name: 'Muebles Roble Sur', logo: 'clientes/muebles-roble-sur.webp', width: 250, order: 80 },
];
