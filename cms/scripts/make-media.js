#!/usr/bin/env node
'use strict';

/**
 * Generates every file the seed refers to into cms/seed-media/ (the seed uploads them to Strapi):
 * WebP illustrations (ImageMagick's /usr/bin/convert), the client and partner logos (sharp, from
 * scripts/media/logos/), short muted WebM loops (ffmpeg) and
 * one-page PDF briefs (written by hand, no dependency). The output is committed; run this
 * only to change it: `npm run media` (needs `apt-get install -y imagemagick ffmpeg`).
 * Then `node scripts/check-media.js` checks that every file exists and is within budget.
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const images = require('./media/images');
const { briefPdf } = require('./media/pdf');
const briefs = require('./media/briefs');
const { C, FONT_BOLD } = require('./media/draw');
const { seedMediaPaths } = require('./seed-media-paths');
const articles = require('../src/seed/data/articles');
const cases = require('../src/seed/data/cases');
const materials = require('../src/seed/data/materials');
const products = require('../src/seed/data/products');
const clients = require('../src/seed/data/clients');
const partners = require('../src/seed/data/partners');
const { renderLogos } = require('./media/logos');

const SEED_MEDIA = path.resolve(__dirname, '..', 'seed-media');
// The media generator's tools (a maintainer's machine, not the CMS's configuration): their paths, if not the usual.
const CONVERT = process.env.CONVERT || '/usr/bin/convert';
const FFMPEG = process.env.FFMPEG || 'ffmpeg';

const coverSpecs = {
  'senalizacion-digital-retail-pantallas-que-venden': { motif: 'signage', palette: 0 },
  'medicion-audiencia-privacidad': { motif: 'audience', palette: 1 },
  'lift-and-learn-experiencia-interactiva': { motif: 'lift', palette: 2 },
  'asistente-ia-atencion-clientes-colaboradores': { motif: 'ai', palette: 0 },
  'migrar-a-la-nube-sin-detener-la-operacion': { motif: 'cloud', palette: 1 },
  'pantallas-en-clinicas-salas-de-espera': { motif: 'health', palette: 2 },
};

const avatarColors = { 'camila-rojas': C.blue, 'martin-soto': C.orange, 'diego-fuentes': C.grey };

const caseSpecs = {
  'supermercados-del-valle': { scene: 'supermarket', color: C.green, accent: C.orange, gallery: ['promo', 'grid', 'chart'] },
  'red-salud-los-aromos': { scene: 'clinic', color: '#2b7a8c', accent: C.orange, gallery: ['turn', 'map'] },
  'universidad-pacifico-sur': { scene: 'campus', color: C.dark, accent: C.orange, gallery: ['map'] },
  'deportes-cumbre': { scene: 'sports', color: C.orange, accent: C.dark, gallery: ['chart', 'promo'] },
  'constructora-horizonte': { scene: 'construction', color: '#8a5a1f', accent: C.orange, gallery: [] },
};

/** Product drawings by slug: shape, screen content, palette and options. */
const productSpecs = {
  'totem-tactil-lumina-t55': { shape: 'totem', kind: 'map' },
  'kiosco-autoatencion-vistek-k32': { shape: 'kiosk', kind: 'grid', palette: 1 },
  'mesa-interactiva-orbis-m43': { shape: 'table', kind: 'promo' },
  'pantalla-lift-and-learn-quanta-ll24': { shape: 'shelfScreen', kind: 'promo', palette: 3 },
  'pantalla-profesional-nordpanel-s55': { shape: 'display', kind: 'promo' },
  'pantalla-alto-brillo-lumina-hb49': { shape: 'windowDisplay', kind: 'promo', palette: 3 },
  'menu-board-vistek-mb43': { shape: 'menuBoard', kind: 'grid', palette: 1 },
  'pantalla-estirada-orbis-bar37': { shape: 'barScreen', kind: 'promo', palette: 2 },
  'pantalla-led-interior-kairo-p25': { shape: 'ledWall', kind: 'chart', options: { cols: 6, rows: 4 } },
  'pantalla-led-exterior-kairo-p6': { shape: 'ledWall', kind: 'promo', palette: 3, options: { cols: 5, rows: 3, outdoor: true } },
  'poster-led-quanta-p19': { shape: 'poster', kind: 'promo', palette: 2 },
  'videowall-nordpanel-vw55-2x2': { shape: 'videowall', kind: 'promo', options: { cols: 2, rows: 2 } },
  'videowall-lumina-vw49-3x3': { shape: 'videowall', kind: 'chart', palette: 1, options: { cols: 3, rows: 3 } },
  'videowall-portatil-orbis-evento': { shape: 'videowall', kind: 'grid', palette: 2, options: { cols: 2, rows: 2, mobile: true } },
};

function convert(args, file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync(CONVERT, [...args, '-strip', '-quality', '78', '-define', 'webp:method=6', file], { stdio: 'inherit' });
}

/** A short muted loop: the brand colours drifting, with the client's name. */
function video(file, title) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const safe = title.replace(/[:'\\]/g, '');
  const filter = [
    `drawbox=x=0:y=ih-70:w=iw:h=70:color=0x0b2540@0.55:t=fill`,
    `drawtext=fontfile=${FONT_BOLD}:text='${safe}':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=h-52`,
  ].join(',');
  execFileSync(FFMPEG, [
    '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', 'gradients=s=640x360:c0=0x005897:c1=0x003a63:c2=0xf19001:c3=0x2f86c6:n=4:speed=0.02:d=6:r=24',
    '-vf', filter, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-row-mt', '1',
    '-pix_fmt', 'yuv420p', file,
  ], { stdio: 'inherit' });
}

function specFor(url) {
  const rel = url;
  const parts = rel.split('/');
  const base = path.basename(rel).replace(/\.[a-z0-9]+$/, '');

  if (parts[0] === 'blog' && parts[1] === 'autores') {
    const initials = base.split('-').map((w) => w[0].toUpperCase()).join('');
    return { kind: 'image', args: images.avatar({ initials, color: avatarColors[base] ?? C.blue }) };
  }
  if (parts[0] === 'blog') {
    const spec = coverSpecs[base];
    if (!spec) throw new Error(`no cover spec for ${url}`);
    return { kind: 'image', args: images.cover(spec) };
  }
  if (parts[0] === 'casos') {
    const key = parts[1];
    const spec = caseSpecs[key];
    const item = cases.find((c) => c.image.startsWith(`casos/${key}/`));
    if (!spec || !item) throw new Error(`no case spec for ${url}`);
    if (rel.endsWith('.webm')) return { kind: 'video', title: item.company };
    if (base === 'portada') return { kind: 'image', args: images.caseScene({ scene: spec.scene, palette: 0 }) };
    if (base === 'empresa') return { kind: 'image', args: images.facade({ company: item.company, color: spec.color, accent: spec.accent }) };
    const n = Number(base.replace('galeria-', '')) - 1;
    return { kind: 'image', args: images.caseScene({ scene: 'closeup', kind: spec.gallery[n] ?? 'promo', palette: n }) };
  }
  if (parts[0] === 'productos') {
    const match = /^(.*)-(\d+)$/.exec(base);
    const spec = match && productSpecs[match[1]];
    if (!spec) throw new Error(`no product spec for ${url}`);
    return { kind: 'image', args: images.product({ ...spec, view: Number(match[2]) }) };
  }
  if (parts[0] === 'materiales') {
    const material = materials.find((m) => m.file === url);
    const sections = briefs[path.basename(rel)];
    if (!material || !sections) throw new Error(`no brief for ${url}`);
    return { kind: 'pdf', material, sections };
  }
  throw new Error(`no generator for ${url}`);
}

async function main() {
  const only = process.argv[2];
  const urls = seedMediaPaths({ articles, cases, materials, products }).filter((u) => !only || u.includes(only));
  // The client and partner logos are drawn as SVG and rendered with sharp (scripts/media/logos.js).
  const logos = [...clients, ...partners].map((entry) => entry.logo).filter((u) => !only || u.includes(only));
  await renderLogos(SEED_MEDIA, logos);
  for (const url of logos) process.stdout.write(`${url} ${fs.statSync(path.join(SEED_MEDIA, url)).size} B\n`);
  for (const url of urls) {
    const file = path.join(SEED_MEDIA, url);
    const spec = specFor(url);
    if (spec.kind === 'image') convert(spec.args, file);
    else if (spec.kind === 'video') video(file, spec.title);
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, briefPdf({
        title: spec.material.title,
        description: spec.material.description,
        sections: spec.sections,
        footer: 'Documento de ejemplo con fines demostrativos. Más información en /contacto.',
      }));
    }
    process.stdout.write(`${url} ${fs.statSync(file).size} B\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
