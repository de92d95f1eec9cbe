#!/usr/bin/env node
'use strict';

/**
 * Checks the seed's media: every path is relative (no leading slash, no '..'), its file exists
 * in cms/seed-media/, and it is within budget (images: WebP, or PNG for the team's portraits, under 60 KB with the expected size;
 * videos under 300 KB; PDFs under 60 KB and starting with %PDF). Exit code 1 on any failure.
 */
const fs = require('node:fs');
const path = require('node:path');
const { seedMediaPaths } = require('./seed-media-paths');

const data = {
  articles: require('../src/seed/data/articles'),
  cases: require('../src/seed/data/cases'),
  materials: require('../src/seed/data/materials'),
  products: require('../src/seed/data/products'),
  teamMembers: require('../src/seed/data/team-members'),
  clients: require('../src/seed/data/clients'),
  partners: require('../src/seed/data/partners'),
  pages: require('../src/seed/data/pages'),
};
/** Logos are drawn 64 px high at their `width`: their files are twice that (128 px high). */
const logoWidths = new Map([...data.clients, ...data.partners].map((entry) => [entry.logo, entry.width]));
const SEED_MEDIA = path.resolve(__dirname, '..', 'seed-media');

/** Width and height of a WebP (VP8, VP8L or VP8X). */
function webpSize(buf) {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return [buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const b = buf.readUInt32LE(21);
    return [(b & 0x3fff) + 1, ((b >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [buf.readUIntLE(24, 3) + 1, buf.readUIntLE(27, 3) + 1];
  return null;
}

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(buf) {
  if (buf.length < 24 || buf.readUInt32BE(0) !== 0x89504e47 || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

function expectedSize(url) {
  if (url.startsWith('blog/autores/')) return [160, 160];
  if (url.startsWith('blog/')) return [1200, 630];
  if (url.startsWith('casos/')) return [1200, 800];
  if (url.startsWith('productos/')) return [1000, 750];
  if (logoWidths.has(url)) return [2 * logoWidths.get(url), 128];
  if (url.startsWith('team/')) return [240, 240];
  return null;
}

const failures = [];
let total = 0;
const urls = seedMediaPaths(data);
for (const url of urls) {
  if (url.startsWith('/') || url.split('/').includes('..')) {
    failures.push(`${url}: not a path relative to seed-media/`);
    continue;
  }
  const file = path.join(SEED_MEDIA, url);
  if (!fs.existsSync(file)) {
    failures.push(`${url}: missing ${file}`);
    continue;
  }
  const buf = fs.readFileSync(file);
  total += buf.length;
  const ext = path.extname(url);
  if (ext === '.webp') {
    const size = webpSize(buf);
    const want = expectedSize(url);
    if (!size) failures.push(`${url}: not a WebP`);
    else if (want && (size[0] !== want[0] || size[1] !== want[1])) failures.push(`${url}: ${size.join('x')}, expected ${want.join('x')}`);
    if (buf.length >= 60 * 1024) failures.push(`${url}: ${buf.length} B, over 60 KB`);
  } else if (ext === '.png') {
    // Team portraits: PNG, because they go into e-mail signatures too.
    const size = pngSize(buf);
    const want = expectedSize(url);
    if (!size) failures.push(`${url}: not a PNG`);
    else if (want && (size[0] !== want[0] || size[1] !== want[1])) failures.push(`${url}: ${size.join('x')}, expected ${want.join('x')}`);
    if (buf.length >= 60 * 1024) failures.push(`${url}: ${buf.length} B, over 60 KB`);
  } else if (ext === '.webm' || ext === '.mp4') {
    if (buf.length >= 300 * 1024) failures.push(`${url}: ${buf.length} B, over 300 KB`);
  } else if (ext === '.pdf') {
    if (buf.toString('ascii', 0, 5) !== '%PDF-') failures.push(`${url}: not a PDF`);
    if (buf.length >= 60 * 1024) failures.push(`${url}: ${buf.length} B, over 60 KB`);
  } else {
    failures.push(`${url}: unexpected type`);
  }
}

if (failures.length) {
  console.error(failures.join('\n'));
  console.error(`${urls.length - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
}
console.log(`${urls.length} media files, ${(total / 1024).toFixed(0)} KB in all`);
console.log(`${urls.length} passed, 0 failed`);
