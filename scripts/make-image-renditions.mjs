// @ts-check
// Makes the smaller copies of the site's own LCP images that their `srcset` offers
// (the build copies images as they are and resizes none): for each original below,
// one WebP per width beside it, `<name>-<width>.webp`, with the same proportions.
// Encoded by Debian's cwebp (package `webp`, installed when missing). The copies are
// committed, a few KB each; run this again after replacing an original:
// `node scripts/make-image-renditions.mjs`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from './lib/debian-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CWEBP = '/usr/bin/cwebp';

/** Originals (from the repository's root) and the widths of their copies, in CSS pixels × pixel ratio. */
const RENDITIONS = [
  // The home hero, 960 px: 480 for phones at 1×, 720 for phones at 1.75–2× (358–380 px wide)
  // and desktops at 1× (507 px); the original stays for 2× desktops and 3× phones.
  { original: 'remote-marketing/src/pages/home/assets/hero-main.webp', widths: [480, 720] },
];

/** @param {string} original @param {number} width */
const renditionOf = (original, width) => original.replace(/\.webp$/, `-${width}.webp`);

ensureDebianPackages([{ program: CWEBP, pkg: 'webp' }]);
for (const { original, widths } of RENDITIONS) {
  for (const width of widths) {
    const target = renditionOf(original, width);
    // Quality 75 is the originals' own (re-encoding one at 75 gives its size back); sharp_yuv keeps
    // thin coloured lines crisp; -m 6 spends encoding time for the smallest file.
    execFileSync(CWEBP, ['-quiet', '-q', '75', '-m', '6', '-sharp_yuv', '-metadata', 'none', '-resize', String(width), '0', original, '-o', target], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log(`${target}: ${(fs.statSync(path.join(root, target)).size / 1024).toFixed(1)} KB`);
  }
}
