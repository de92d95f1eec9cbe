'use strict';

/**
 * The client and partner logos of the seed (seed-media/clientes/, seed-media/socios/): drawn as
 * SVG here (scripts/media/logos/), rendered at twice their size (128 px high) to lossless WebP.
 * The CMS takes no SVG uploads (config/plugins.js: a file on the site's origin must not run
 * scripts), so editors upload PNG or WebP logos too. Uses sharp, which Strapi already installs.
 */
const fs = require('node:fs');
const path = require('node:path');

const LOGOS = path.join(__dirname, 'logos');

/** Seed path → its drawing. */
const SOURCES = {
  'clientes/andesmart.webp': 'client-andesmart.svg',
  'clientes/farmacias-quillay.webp': 'client-farmacias-quillay.svg',
  'clientes/paseo-alerce.webp': 'client-paseo-alerce.svg',
  'clientes/clinica-lumbre.webp': 'client-clinica-lumbre.svg',
  'clientes/instituto-araucaria.webp': 'client-instituto-araucaria.svg',
  'clientes/cineplaza-austral.webp': 'client-cineplaza-austral.svg',
  'clientes/vina-cerro-alto.webp': 'client-vina-cerro-alto.svg',
  'clientes/muebles-roble-sur.webp': 'client-muebles-roble-sur.svg',
  'socios/visiona.webp': 'partner-visiona.svg',
  'socios/lumina-panels.webp': 'partner-lumina-panels.svg',
  'socios/nubeandina.webp': 'partner-nubeandina.svg',
  'socios/kora-ai.webp': 'partner-kora-ai.svg',
};

/** Renders every logo the seed names into `seedMedia`. @param {string} seedMedia @param {string[]} seedPaths */
async function renderLogos(seedMedia, seedPaths) {
  const sharp = require('sharp');
  for (const seedPath of seedPaths) {
    const source = SOURCES[seedPath];
    if (!source) throw new Error(`no drawing for ${seedPath} in scripts/media/logos.js`);
    const file = path.join(seedMedia, seedPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 72 dpi is the SVG's own size; 144 draws it twice as large.
    await sharp(path.join(LOGOS, source), { density: 144 }).webp({ lossless: true, effort: 6 }).toFile(file);
  }
}

module.exports = { renderLogos, SOURCES };
