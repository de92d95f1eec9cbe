// @ts-check
// The e2e suite and the benchmark drive Debian's Chromium. On a fresh machine
// it is installed with apt-get (as root); nothing is downloaded from elsewhere.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

if (!fs.existsSync(CHROMIUM_PATH)) {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.error(`Falta Chromium en ${CHROMIUM_PATH}. Instálalo con: sudo apt-get install chromium`);
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
